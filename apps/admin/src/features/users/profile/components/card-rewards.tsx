import type { Reward } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Badge, Button } from "@stampwise/ui";
import { ConfirmActionDialog } from "@stampwise/web";
import { Gift } from "lucide-react";
import { useState } from "react";
import { useOrganizationTime } from "../../../../shared/time/organization-time";
import { useRedeemReward } from "../api/redeem-reward";

/** A card's rewards, newest first; available ones can be handed over ("Redeem", after asking). */
export function CardRewards({
  userId,
  customerName,
  rewards,
  headingId,
}: {
  userId: string;
  customerName: string;
  rewards: readonly Reward[];
  headingId: string;
}) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  const [redeeming, setRedeeming] = useState<Reward | null>(null);
  const [showAll, setShowAll] = useState(false);
  const shown = rewardsToShow(rewards, showAll);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="text-sm font-semibold">
        {t("users.profile.rewards.title")}
      </h4>
      {rewards.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("users.profile.rewards.none")}</p>
      ) : (
        <ul className="flex flex-col divide-y rounded-md border">
          {shown.map((reward) => (
            <li key={reward.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <div className="flex min-w-0 items-start gap-2">
                <Gift aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                <div className="flex min-w-0 flex-col">
                  <span className="font-medium break-words">{reward.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {reward.status === "redeemed" && reward.redeemedAt
                      ? t("users.profile.rewards.redeemedOn", {
                          date: time.date(reward.redeemedAt),
                        })
                      : t("users.profile.rewards.issued", { date: time.date(reward.issuedAt) })}
                  </span>
                </div>
              </div>
              {reward.status === "available" ? (
                <Button size="sm" onClick={() => setRedeeming(reward)}>
                  {t("users.profile.rewards.redeem")}
                </Button>
              ) : (
                <Badge variant={reward.status === "redeemed" ? "secondary" : "outline"}>
                  {t(`users.profile.rewards.status.${reward.status}`)}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
      {shown.length < rewards.length || showAll ? (
        <Button variant="link" size="sm" className="self-start px-0" onClick={() => setShowAll(!showAll)}>
          {showAll
            ? t("users.profile.rewards.showFewer")
            : t("users.profile.rewards.showAll", { count: rewards.length })}
        </Button>
      ) : null}
      <RedeemRewardDialog
        userId={userId}
        customerName={customerName}
        reward={redeeming}
        onClose={() => setRedeeming(null)}
      />
    </section>
  );
}

/**
 * Available rewards first (they are what the admin acts on), then the handed-over and expired ones,
 * newest first. Those pile up over the cycles, so only the latest few show until asked for all.
 */
const PAST_REWARDS_SHOWN = 3;

function rewardsToShow(rewards: readonly Reward[], all: boolean): readonly Reward[] {
  const available = rewards.filter((reward) => reward.status === "available");
  const past = rewards.filter((reward) => reward.status !== "available");
  return [...available, ...(all ? past : past.slice(0, PAST_REWARDS_SHOWN))];
}

function RedeemRewardDialog({
  userId,
  customerName,
  reward,
  onClose,
}: {
  userId: string;
  customerName: string;
  reward: Reward | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const redeem = useRedeemReward(userId);
  const name = reward?.name ?? "";

  return (
    <ConfirmActionDialog
      open={reward !== null}
      onClose={onClose}
      title={t("users.profile.rewards.confirm.title", { reward: name })}
      description={t("users.profile.rewards.confirm.description", { name: customerName })}
      confirmLabel={t("users.profile.rewards.confirm.action")}
      pending={redeem.isPending}
      action={() => redeem.mutateAsync(reward?.id ?? "")}
      done={{
        title: t("users.profile.rewards.redeemed.title"),
        description: t("users.profile.rewards.redeemed.description", { reward: name }),
      }}
      failed={{
        title: t("users.profile.rewards.failed.title"),
        description: t("users.profile.rewards.failed.description"),
      }}
    />
  );
}
