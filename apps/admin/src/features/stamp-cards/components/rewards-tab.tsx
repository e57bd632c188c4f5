import type { RewardMilestone, StampCard } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Badge,
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
} from "@stampwise/ui";
import { Gift, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { MilestoneDialog } from "./milestone-dialog";
import { RemoveMilestoneDialog } from "./remove-milestone-dialog";

/** Rewards: the card's milestones, fewest stamps first, with add, edit and remove. */
export function RewardsTab({ card }: { card: StampCard }) {
  const { t } = useTranslation();
  // `undefined` milestone = adding; null = closed. The dialog mounts per opening, so it starts fresh.
  const [editing, setEditing] = useState<{ milestone?: RewardMilestone } | null>(null);
  const [removing, setRemoving] = useState<RewardMilestone | null>(null);
  const milestones = [...card.milestones].sort((a, b) => a.stampsNeeded - b.stampsNeeded);
  const addButton = (
    <Button onClick={() => setEditing({})}>
      <Plus aria-hidden />
      {t("stampCards.rewards.add")}
    </Button>
  );

  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("stampCards.rewards.title")}</h2>
        </CardTitle>
        <CardDescription>{t("stampCards.rewards.description")}</CardDescription>
        {milestones.length > 0 ? <CardAction>{addButton}</CardAction> : null}
      </CardHeader>
      <CardContent>
        {milestones.length === 0 ? (
          <EmptyState
            icon={<Gift />}
            titleLevel={3}
            title={t("stampCards.rewards.empty.title")}
            description={t("stampCards.rewards.empty.description")}
            action={addButton}
          />
        ) : (
          <ul aria-label={t("stampCards.rewards.label")} className="flex flex-col divide-y rounded-lg border">
            {milestones.map((milestone) => (
              <MilestoneRow
                key={milestone.id}
                milestone={milestone}
                onEdit={() => setEditing({ milestone })}
                onRemove={() => setRemoving(milestone)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      {editing ? (
        <MilestoneDialog
          card={card}
          milestone={editing.milestone}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
      <RemoveMilestoneDialog card={card} milestone={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}

function MilestoneRow({
  milestone,
  onEdit,
  onRemove,
}: {
  milestone: RewardMilestone;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-start gap-3 p-4 sm:flex-nowrap">
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground tabular-nums"
      >
        {milestone.stampsNeeded}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-medium break-words">{milestone.rewardName}</h3>
        <p className="text-sm break-words text-muted-foreground">{milestone.rewardDescription}</p>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="secondary">
            {t("stampCards.rewards.atStamps", { count: milestone.stampsNeeded })}
          </Badge>
          <Badge variant="outline">{t(`stampCards.rewards.rewardTypes.${milestone.rewardType}`)}</Badge>
          <Badge variant="outline">{t(`stampCards.rewards.milestoneTypes.${milestone.milestoneType}`)}</Badge>
          {milestone.requirement !== milestone.stampsNeeded ? (
            <Badge variant="outline">
              {t("stampCards.rewards.requirement", { count: milestone.requirement })}
            </Badge>
          ) : null}
        </div>
      </div>
      <div className="ml-auto flex gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("stampCards.rewards.edit", { name: milestone.rewardName })}
          onClick={onEdit}
        >
          <Pencil aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("stampCards.rewards.remove", { name: milestone.rewardName })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
    </li>
  );
}
