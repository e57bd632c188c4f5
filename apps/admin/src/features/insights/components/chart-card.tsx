import type { StatisticsMonth } from "@stampwise/contract";
import { currentLanguage, formatKronor, formatNumber, type Language, useTranslation } from "@stampwise/i18n";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  LoadingRegion,
  Skeleton,
} from "@stampwise/ui";
import { ChartColumn, Table2 } from "lucide-react";
import { lazy, Suspense, useId, useMemo, useState } from "react";
import { type ChartDefinition, chartRows } from "../charts";
import { formatMonth } from "../format";
import { seriesHaveData } from "../has-data";
import { ChartTable } from "./chart-table";
import type { ChartLabels } from "./insights-chart";
import { NoDataInCard } from "./insights-states";
import { SectionCardAction, SPLIT_HEADER } from "./section-card";

// recharts (about 100 KB) comes with the first chart shown, never with the app's other screens.
const InsightsChart = lazy(() => import("./insights-chart"));

/**
 * One monthly chart in its card: title, what it shows, a legend and "Show as table". Without a
 * single value in the range it says "No Data Available" instead of drawing empty axes.
 */
export function ChartCard({ chart, months }: { chart: ChartDefinition; months: readonly StatisticsMonth[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const titleId = useId();
  const contentId = useId();
  const [asTable, setAsTable] = useState(false);
  const hasData = seriesHaveData(
    months,
    chart.series.map((series) => series.key),
  );
  const rows = useMemo(() => chartRows(months, chart), [months, chart]);
  const texts = `insights.analytics.charts.${chart.id}` as const;

  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby={titleId} data-chart-card={chart.id}>
      <CardHeader className={cn("px-4 sm:px-6", hasData && SPLIT_HEADER)}>
        <CardTitle asChild className="col-start-1">
          <h3 id={titleId}>{t(`${texts}.title`)}</h3>
        </CardTitle>
        <CardDescription className="col-start-1">{t(`${texts}.description`)}</CardDescription>
        {hasData && (
          <SectionCardAction>
            <Button
              variant="outline"
              size="sm"
              aria-controls={contentId}
              onClick={() => setAsTable(!asTable)}
            >
              {asTable ? <ChartColumn aria-hidden /> : <Table2 aria-hidden />}
              {asTable ? t("insights.analytics.showChart") : t("insights.analytics.showTable")}
            </Button>
          </SectionCardAction>
        )}
      </CardHeader>
      <CardContent id={contentId} className="flex min-w-0 flex-col gap-3 px-4 sm:px-6">
        {!hasData ? (
          <NoDataInCard />
        ) : asTable ? (
          <ChartTable chart={chart} months={months} visible />
        ) : (
          <>
            <Suspense
              fallback={
                <LoadingRegion label={t("insights.analytics.loadingChart")}>
                  <Skeleton className="h-72 w-full" />
                </LoadingRegion>
              }
            >
              <InsightsChart chart={chart} rows={rows} labels={chartLabels(chart, language, t)} />
            </Suspense>
            <Legend chart={chart} />
            <ChartTable chart={chart} months={months} visible={false} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function chartLabels(
  chart: ChartDefinition,
  language: Language,
  t: ReturnType<typeof useTranslation>["t"],
): ChartLabels {
  const compact = new Intl.NumberFormat(language, { notation: "compact", maximumFractionDigits: 1 });
  return {
    xAxis: t("insights.analytics.month"),
    leftAxis: t(`insights.analytics.charts.${chart.id}.axis`),
    rightAxis: t(`insights.analytics.charts.${chart.id}.rightAxis`),
    month: (month) => formatMonth(month, language),
    monthLong: (month) => formatMonth(month, language, "long"),
    tick: (value) => compact.format(value),
    // The chart's money rows are in kronor already.
    value: (value) =>
      chart.unit === "money" ? formatKronor(value, language) : formatNumber(value, language),
    series: (key) => t(`insights.analytics.series.${key}`),
  };
}

/** What each colour is: a square for bars, a short stroke for lines. The table names them too. */
function Legend({ chart }: { chart: ChartDefinition }) {
  const { t } = useTranslation();
  return (
    <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {chart.series.map((series) => (
        <li key={series.key} className="flex items-center gap-2">
          <span
            className={cn(
              "shrink-0",
              series.shape === "bar" ? "size-3 rounded-sm" : "h-0.5 w-4 rounded-full",
            )}
            style={{ background: series.color }}
          />
          {t(`insights.analytics.series.${series.key}`)}
        </li>
      ))}
    </ul>
  );
}
