import type { PointsHistoryEntry } from "@stampwise/contract";
import { currentLanguage, formatDate, useTranslation } from "@stampwise/i18n";
import { describeEntry } from "../describe-points-entry";

/** The last rows shown: enough to recognise today's visit, short enough for a phone. */
const SHOWN_ROWS = 5;

type PointsHistoryProps = { history: readonly PointsHistoryEntry[]; amount: (count: number) => string };

/** The latest changes, newest first: earned, spent on a reward, adjusted, expired. */
export function PointsHistory({ history, amount }: PointsHistoryProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  if (history.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h4 className="font-medium">{t("pointsCard.history.title")}</h4>
      <ul className="flex flex-col divide-y">
        {history.slice(0, SHOWN_ROWS).map((entry) => (
          <li key={entry.id} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span className="flex min-w-0 flex-col">
              <span className="break-words">{describeEntry(t, entry)}</span>
              <span className="text-muted-foreground">{formatDate(entry.createdAt, language)}</span>
            </span>
            <span
              className={
                entry.delta > 0
                  ? "shrink-0 font-medium text-primary tabular-nums"
                  : "shrink-0 font-medium text-muted-foreground tabular-nums"
              }
            >
              {entry.delta > 0 ? "+" : "−"}
              {amount(Math.abs(entry.delta))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
