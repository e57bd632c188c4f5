import type { CustomerPointsCard } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { AwardIcon } from "lucide-react";

type PointsLevelProps = {
  card: Pick<CustomerPointsCard, "level" | "nextLevel" | "progress" | "pointsToNextLevel">;
  amount: (count: number) => string;
};

/** The level reached and the way to the next one ("116 beans to Silver"); nothing without levels. */
export function PointsLevel({ card, amount }: PointsLevelProps) {
  const { t } = useTranslation();
  const { level, nextLevel, progress, pointsToNextLevel } = card;
  if (!level && !nextLevel) return null;
  const percent = Math.round(progress * 100);
  const toNext =
    nextLevel && pointsToNextLevel !== null
      ? t("pointsCard.level.toNext", { points: amount(pointsToNextLevel), level: nextLevel.name })
      : null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <AwardIcon aria-hidden className="size-5 shrink-0 text-primary" />
        <p className="text-sm">
          <span className="text-muted-foreground">{t("pointsCard.level.label")}: </span>
          <span className="font-semibold">{level ? level.name : t("pointsCard.level.none")}</span>
        </p>
      </div>
      {nextLevel ? (
        <>
          <div
            role="progressbar"
            aria-label={t("pointsCard.level.progressLabel", { level: nextLevel.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={toNext ?? undefined}
            className="h-2.5 w-full overflow-hidden rounded-full bg-primary/20"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-500 ease-out"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-sm text-muted-foreground tabular-nums">{toNext}</p>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t("pointsCard.level.top")}</p>
      )}
    </div>
  );
}
