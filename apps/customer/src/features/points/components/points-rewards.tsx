import type { CustomerPointsCard } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Badge } from "@stampwise/ui";
import { GiftIcon } from "lucide-react";

type PointsRewardsProps = {
  rewards: CustomerPointsCard["rewards"];
  balance: number;
  amount: (count: number) => string;
};

/** What the points can buy, cheapest first (the server's order), those within reach marked. */
export function PointsRewards({ rewards, balance, amount }: PointsRewardsProps) {
  const { t } = useTranslation();
  if (rewards.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h4 className="font-medium">{t("pointsCard.rewards.title")}</h4>
      <ul className="flex flex-col divide-y rounded-xl border">
        {rewards.map((reward) => {
          const withinReach = reward.pointsCost <= balance;
          return (
            <li key={reward.id} className="flex items-center gap-3 p-3">
              <GiftIcon
                aria-hidden
                className={
                  withinReach ? "size-4 shrink-0 text-primary" : "size-4 shrink-0 text-muted-foreground"
                }
              />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium break-words">{reward.name}</span>
                <span className="text-sm text-muted-foreground tabular-nums">
                  {withinReach
                    ? amount(reward.pointsCost)
                    : `${amount(reward.pointsCost)} · ${t("pointsCard.rewards.missing", {
                        points: amount(reward.pointsCost - balance),
                      })}`}
                </span>
              </div>
              {withinReach && <Badge>{t("pointsCard.rewards.withinReach")}</Badge>}
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted-foreground">{t("pointsCard.rewards.hint")}</p>
    </section>
  );
}
