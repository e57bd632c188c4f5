import type { StaffPointsHistoryEntry } from "@stampwise/contract";
import { currentLanguage, formatDate, type TFunction, useTranslation } from "@stampwise/i18n";

/** What a row was, as staff read it; an adjustment's reason shows under it. */
function describe(t: TFunction, entry: StaffPointsHistoryEntry): string {
  switch (entry.kind) {
    case "spent":
      return entry.rewardName
        ? t("points.profile.history.spent", { reward: entry.rewardName })
        : t("points.profile.history.spentWithoutReward");
    case "adjusted":
      return t("points.profile.history.adjusted");
    case "expired":
      return t("points.profile.history.expired");
    case "earned":
      return t("points.profile.history.earned");
    case "imported":
      return t("points.profile.history.imported");
  }
}

/**
 * The points card's latest rows with the reasons staff gave for adjustments: the customer's own
 * history shows them only as "Adjusted by the store", so this is where the reason is read. A row a
 * till made with one of the organization's API keys names the key.
 */
export function ProfilePointsHistory({
  history,
  count,
}: {
  history: readonly StaffPointsHistoryEntry[];
  count: (points: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  if (history.length === 0) return null;
  return (
    <section aria-labelledby="profile-points-history" className="flex flex-col gap-1">
      <h3 id="profile-points-history" className="text-sm font-medium">
        {t("points.profile.history.title")}
      </h3>
      <ul className="flex flex-col divide-y text-sm">
        {history.map((entry) => (
          <li key={entry.id} className="flex items-baseline justify-between gap-3 py-2">
            <span className="flex min-w-0 flex-col">
              <span className="break-words">{describe(t, entry)}</span>
              {entry.note && (
                <span className="break-words text-muted-foreground">
                  {t("points.profile.history.note", { note: entry.note })}
                </span>
              )}
              {entry.apiKeyName && (
                <span className="break-words text-muted-foreground">
                  {t("points.profile.history.viaApiKey", { name: entry.apiKeyName })}
                </span>
              )}
              <span className="text-muted-foreground">{formatDate(entry.createdAt, language)}</span>
            </span>
            <span className="shrink-0 font-medium tabular-nums">
              {entry.delta > 0 ? "+" : "−"}
              {count(Math.abs(entry.delta))}
            </span>
          </li>
        ))}
      </ul>
      {history.some((entry) => entry.note) && (
        <p className="text-xs text-muted-foreground">{t("points.profile.history.staffOnly")}</p>
      )}
    </section>
  );
}
