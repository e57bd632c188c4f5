import type { CommunicationStatistics } from "@stampwise/contract";
import { currentLanguage, formatNumber, type Language, useTranslation } from "@stampwise/i18n";
import { Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from "@stampwise/ui";
import { useId, useMemo, useRef } from "react";
import { useOrganizationTime } from "../../../../shared/time/organization-time";
import { type TimelineBucket, type TimelineChart, timelineBuckets } from "../timeline-buckets";
import { ChartBars } from "./chart-bars";
import { FAILED_COLOR, SENT_COLOR } from "./chart-colors";

/**
 * Deliveries over time: sent and failed stacked per hour (per day over longer runs) in a small SVG,
 * drawn for the eye only; screen readers get the same numbers as a table. Hours and days are the
 * organization's (its time zone), named under the chart when the browser is elsewhere.
 */
export function DeliveriesChart({ timeline }: { timeline: CommunicationStatistics["timeline"] }) {
  const { t, i18n } = useTranslation();
  const { timeZone, named } = useOrganizationTime();
  const language = currentLanguage(i18n);
  const chart = useMemo(() => timelineBuckets(timeline, timeZone), [timeline, timeZone]);
  const labels = useMemo(() => chartLabels(chart, language, timeZone), [chart, language, timeZone]);
  const titleId = useId();
  const perDay = chart.unit === "day";

  return (
    <Card className="min-w-0 gap-4" aria-labelledby={titleId} role="region">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild>
          <h2 id={titleId}>{t("communicationStatistics.chart.title")}</h2>
        </CardTitle>
        <CardDescription>
          {perDay ? t("communicationStatistics.chart.perDay") : t("communicationStatistics.chart.perHour")}
          {named && ` ${t("communicationStatistics.chart.timeZone", { timeZone })}`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-4 sm:px-6">
        {chart.buckets.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">
            {t("communicationStatistics.chart.empty")}
          </p>
        ) : (
          <>
            <ChartCanvas chart={chart} labels={labels} language={language} />
            <Legend />
            <ChartTable chart={chart} labels={labels} language={language} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

type ChartLabels = ReturnType<typeof chartLabels>;

function ChartCanvas({
  chart,
  labels,
  language,
}: {
  chart: TimelineChart;
  labels: ChartLabels;
  language: Language;
}) {
  const container = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const { short: shortLabel, long: longLabel } = labels;
  return (
    <div ref={container} className="w-full">
      <ChartBars
        container={container}
        buckets={chart.buckets}
        axisLabel={(value) => formatNumber(value, language)}
        tickLabel={(bucket) => shortLabel.format(bucket.at)}
        barTitle={(bucket) =>
          t("communicationStatistics.chart.bar", {
            time: longLabel.format(bucket.at),
            sent: formatNumber(bucket.sent, language),
            failed: formatNumber(bucket.failed, language),
          })
        }
      />
    </div>
  );
}

function Legend() {
  const { t } = useTranslation();
  const items = [
    { key: "sent", color: SENT_COLOR.background, label: t("communicationStatistics.totals.sent") },
    { key: "failed", color: FAILED_COLOR.background, label: t("communicationStatistics.totals.failed") },
  ];
  return (
    <ul aria-hidden className="flex flex-wrap gap-4 text-sm text-muted-foreground">
      {items.map((item) => (
        <li key={item.key} className="flex items-center gap-2">
          <span className={cn("size-3 rounded-sm", item.color)} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** The chart's numbers for screen readers (the drawing itself is hidden from them). */
function ChartTable({
  chart,
  labels,
  language,
}: {
  chart: TimelineChart;
  labels: ChartLabels;
  language: Language;
}) {
  const { t } = useTranslation();
  const label = labels.long;
  const perDay = chart.unit === "day";
  const rows: TimelineBucket[] = chart.buckets.filter((bucket) => bucket.sent + bucket.failed > 0);
  return (
    <table className="sr-only">
      <caption>
        {perDay
          ? t("communicationStatistics.chart.dayCaption")
          : t("communicationStatistics.chart.hourCaption")}
      </caption>
      <thead>
        <tr>
          <th scope="col">
            {perDay ? t("communicationStatistics.chart.day") : t("communicationStatistics.chart.hour")}
          </th>
          <th scope="col">{t("communicationStatistics.totals.sent")}</th>
          <th scope="col">{t("communicationStatistics.totals.failed")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((bucket) => (
          <tr key={bucket.at.getTime()}>
            <th scope="row">{label.format(bucket.at)}</th>
            <td>{formatNumber(bucket.sent, language)}</td>
            <td>{formatNumber(bucket.failed, language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Under the bars (short): the hour ("14:00"), with the weekday when the hours run over midnight;
 * or the day. For a bar's title and the table (long): the date, with the hour for hourly bars.
 */
function chartLabels(chart: TimelineChart, language: Language, timeZone: string) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone });
  const dayOf = format({ dateStyle: "short" });
  const first = chart.buckets[0]?.at;
  const last = chart.buckets[chart.buckets.length - 1]?.at;
  const oneDay = first && last && dayOf.format(first) === dayOf.format(last);
  const perDay = chart.unit === "day";
  return {
    short: perDay
      ? format({ day: "numeric", month: "short" })
      : format({ hour: "numeric", minute: "2-digit", ...(oneDay ? {} : { weekday: "short" }) }),
    long: perDay ? format({ dateStyle: "medium" }) : format({ dateStyle: "medium", timeStyle: "short" }),
  };
}
