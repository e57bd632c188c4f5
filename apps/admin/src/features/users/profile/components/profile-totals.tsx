import type { UserProfile } from "@stampwise/contract";
import { currentLanguage, formatMoney, formatNumber, useTranslation } from "@stampwise/i18n";
import { Card } from "@stampwise/ui";

/** Total points, total stamps, gift cards and their value, plus stamps earned and rewards. */
export function ProfileTotals({ totals }: { totals: UserProfile["totals"] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const figures = [
    { key: "stamps", value: formatNumber(totals.stamps, language) },
    { key: "stampsEarned", value: formatNumber(totals.stampsEarned, language) },
    { key: "rewardsAvailable", value: formatNumber(totals.rewardsAvailable, language) },
    { key: "points", value: formatNumber(totals.points, language) },
    { key: "giftCards", value: formatNumber(totals.giftCards, language) },
    // In öre, like every ledger amount; gift cards are sold in kronor.
    { key: "giftCardValue", value: formatMoney(totals.giftCardValue, "SEK", language) },
  ] as const;

  return (
    <section aria-labelledby="profile-totals-heading" className="flex flex-col gap-3">
      <h2 id="profile-totals-heading" className="text-lg font-semibold">
        {t("users.profile.totals.title")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map((figure) => (
          <Card key={figure.key} className="gap-1 px-4 py-3">
            <dt className="text-sm text-muted-foreground">{t(`users.profile.totals.${figure.key}`)}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{figure.value}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
