import type { CommunicationStatistics } from "@stampwise/contract";
import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import { Card, cn } from "@stampwise/ui";
import { formatShare } from "../format-share";
import { FAILED_COLOR, SENT_COLOR } from "./chart-colors";

/** Total, pending, sent, failed and success rate; then coverage, recipients of all customers. */
export function StatisticsTotals({ statistics }: { statistics: CommunicationStatistics }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const figures = [
    { key: "total", value: formatNumber(statistics.total, language) },
    { key: "pending", value: formatNumber(statistics.pending, language) },
    { key: "sent", value: formatNumber(statistics.sent, language), dot: SENT_COLOR.background },
    { key: "failed", value: formatNumber(statistics.failed, language), dot: FAILED_COLOR.background },
  ] as const;

  return (
    <section aria-labelledby="statistics-totals" className="flex flex-col gap-3">
      <h2 id="statistics-totals" className="text-lg font-semibold">
        {t("communicationStatistics.totals.title")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {figures.map((figure) => (
          <Card key={figure.key} className="gap-1 px-4 py-3">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              {"dot" in figure && <span aria-hidden className={cn("size-2.5 rounded-full", figure.dot)} />}
              {t(`communicationStatistics.totals.${figure.key}`)}
            </dt>
            <dd className="text-2xl font-semibold tabular-nums" data-figure={figure.key}>
              {figure.value}
            </dd>
            <dd className="text-xs text-muted-foreground">
              {t(`communicationStatistics.totals.${figure.key}Hint`)}
            </dd>
          </Card>
        ))}
        <Card className="col-span-2 gap-1 px-4 py-3 sm:col-span-1">
          <dt className="text-sm text-muted-foreground">{t("communicationStatistics.totals.successRate")}</dt>
          {statistics.successRate === null ? (
            <>
              <dd className="text-2xl font-semibold">
                <span aria-hidden>–</span>
                <span className="sr-only">{t("communicationStatistics.totals.notKnown")}</span>
              </dd>
              <dd className="text-xs text-muted-foreground">
                {t("communicationStatistics.totals.successRateUnknown")}
              </dd>
            </>
          ) : (
            <>
              <dd className="text-2xl font-semibold tabular-nums" data-figure="successRate">
                {formatShare(statistics.successRate, language)}
              </dd>
              <dd className="text-xs text-muted-foreground">
                {t("communicationStatistics.totals.successRateHint")}
              </dd>
            </>
          )}
        </Card>
      </dl>
      <Coverage statistics={statistics} />
    </section>
  );
}

/** "120 of 480 customers (25 %)", with a bar of the same share. */
function Coverage({ statistics }: { statistics: CommunicationStatistics }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const text = t("communicationStatistics.coverage.value", {
    count: statistics.totalCustomers,
    recipients: formatNumber(statistics.recipients, language),
    customers: formatNumber(statistics.totalCustomers, language),
    percent: formatShare(statistics.coverage, language),
  });
  return (
    <Card className="gap-2 px-4 py-3">
      <h3 className="text-sm text-muted-foreground">{t("communicationStatistics.coverage.title")}</h3>
      <p className="text-lg font-semibold tabular-nums" data-figure="coverage">
        {text}
      </p>
      <div aria-hidden className="h-2 w-full overflow-hidden rounded-full bg-muted">
        <div
          className={cn("h-full rounded-full", SENT_COLOR.background)}
          style={{ width: `${Math.min(100, Math.max(0, statistics.coverage * 100))}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t("communicationStatistics.coverage.description")}</p>
    </Card>
  );
}
