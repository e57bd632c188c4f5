import type { CustomerPointsCard } from "@stampwise/contract";
import { currentLanguage, formatDate, useTranslation } from "@stampwise/i18n";
import { CoinsIcon, HourglassIcon, PauseCircleIcon } from "lucide-react";
import { WalletButtons } from "../../../components/wallet-buttons";
import { formatPointsAmount } from "../../../lib/points-amount";
import { PointsHistory } from "./points-history";
import { PointsLevel } from "./points-level";
import { PointsRewards } from "./points-rewards";

/** One organization's points card: the program, the balance, the level, and what follows from them. */
export function PointsCardItem({ card }: { card: CustomerPointsCard }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const amount = (count: number) => formatPointsAmount(t, language, count, card.pointsName);
  return (
    <article
      aria-label={card.programName}
      className="flex flex-col gap-5 rounded-2xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <CoinsIcon aria-hidden className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <h3 className="font-semibold break-words">{card.programName}</h3>
          <p className="text-sm break-words text-muted-foreground">
            {t("pointsCard.from", { organization: card.organizationName })}
          </p>
        </div>
      </div>
      <div>
        <p className="text-sm text-muted-foreground">{t("pointsCard.balance")}</p>
        <p className="text-3xl font-semibold tabular-nums">{amount(card.balance)}</p>
        {card.expiring && (
          <p className="mt-1 flex items-start gap-1.5 text-sm text-muted-foreground">
            <HourglassIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t("pointsCard.expiring", {
              count: card.expiring.points,
              points: amount(card.expiring.points),
              date: formatDate(card.expiring.at, language),
            })}
          </p>
        )}
      </div>
      {!card.programActive && (
        <p className="flex items-start gap-2 rounded-xl bg-muted p-3 text-sm">
          <PauseCircleIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          {t("pointsCard.inactive", { organization: card.organizationName })}
        </p>
      )}
      <PointsLevel card={card} amount={amount} />
      <PointsRewards rewards={card.rewards} balance={card.balance} amount={amount} />
      <WalletButtons instanceId={card.instanceId} cardName={card.programName} />
      <PointsHistory history={card.history} amount={amount} />
    </article>
  );
}
