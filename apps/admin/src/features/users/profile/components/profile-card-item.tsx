import type { ProfileCard } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, Card } from "@stampwise/ui";
import { LoyaltyCardView } from "@stampwise/web";
import { Minus, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { StampDirection } from "../stamp-amount";
import { AdjustStampsDialog } from "./adjust-stamps-dialog";
import { CardRewards } from "./card-rewards";
import { RemoveCardDialog } from "./remove-card-dialog";

/**
 * One card the person holds, drawn as they see it in their app, with what the admin can do to it:
 * add or remove stamps, redeem its rewards, take it away. Each change asks first.
 */
export function ProfileCardItem({
  userId,
  customerName,
  card,
}: {
  userId: string;
  customerName: string;
  card: ProfileCard;
}) {
  const { t } = useTranslation();
  const rewardsHeadingId = useId();
  const [adjusting, setAdjusting] = useState<StampDirection | null>(null);
  const [removing, setRemoving] = useState(false);
  const { instance, rewards } = card;
  const rewardsAvailable = rewards.filter((reward) => reward.status === "available").length;

  return (
    <Card role="group" aria-label={card.card.name} className="gap-4 px-4 py-4 sm:px-6 sm:py-6">
      <LoyaltyCardView
        className="mx-auto max-w-md"
        template={card.card.template}
        name={card.card.name}
        description={card.card.description}
        stampsRequired={card.card.stampsRequired}
        stamps={instance.stamps}
        milestones={card.card.milestones}
        rewardsAvailable={rewardsAvailable}
      />
      <div className="flex flex-col gap-4">
        {instance.cycle > 0 && (
          <p className="text-sm text-muted-foreground">
            {t("users.profile.cards.completed", { count: instance.cycle })}
          </p>
        )}
        {card.retired && (
          <p role="note" className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
            {t("users.profile.cards.retired")}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {/* A deleted card takes no stamps (the ledger refuses them): only its history stays. */}
          {!card.retired && (
            <>
              <Button size="sm" onClick={() => setAdjusting("add")}>
                <Plus aria-hidden />
                {t("users.profile.cards.addStamps")}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setAdjusting("remove")}>
                <Minus aria-hidden />
                {t("users.profile.cards.removeStamps")}
              </Button>
            </>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive hover:text-destructive sm:ml-auto"
            onClick={() => setRemoving(true)}
          >
            <Trash2 aria-hidden />
            {t("users.profile.cards.removeCard")}
          </Button>
        </div>
        <CardRewards
          userId={userId}
          customerName={customerName}
          rewards={rewards}
          headingId={rewardsHeadingId}
        />
      </div>
      <AdjustStampsDialog
        userId={userId}
        customerName={customerName}
        card={card}
        direction={adjusting}
        onClose={() => setAdjusting(null)}
      />
      <RemoveCardDialog
        userId={userId}
        customerName={customerName}
        card={card}
        open={removing}
        onClose={() => setRemoving(false)}
      />
    </Card>
  );
}
