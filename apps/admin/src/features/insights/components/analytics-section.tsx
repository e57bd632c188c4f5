import type { StatisticsResponse } from "@stampwise/contract";
import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@stampwise/ui";
import { INSIGHTS_CHARTS } from "../charts";
import { formatDayRange } from "../format";
import { analyticsHasData, cardsHaveData } from "../has-data";
import { ChartCard } from "./chart-card";
import { NoDataAvailable, NoDataInCard } from "./insights-states";
import { RetentionTable } from "./retention-table";
import { SectionCard } from "./section-card";

type Analytics = NonNullable<StatisticsResponse["analytics"]>;

/** Monthly charts of points, stamp cards and gift cards; each stamp card; how customers return. */
export function AnalyticsSection({
  analytics,
  range,
}: {
  analytics: Analytics;
  range: StatisticsResponse["range"];
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  if (!analyticsHasData(analytics)) {
    return <NoDataAvailable range={formatDayRange(range.from, range.to, language)} />;
  }
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t("insights.analytics.description")}</p>
      <div className="grid min-w-0 gap-4 xl:grid-cols-2">
        {INSIGHTS_CHARTS.map((chart) => (
          <ChartCard key={chart.id} chart={chart} months={analytics.months} />
        ))}
      </div>
      <CardBreakdown cards={analytics.cards} />
      <SectionCard
        title={t("insights.analytics.retention.title")}
        description={t("insights.analytics.retention.description")}
      >
        {analytics.retention.length === 0 ? (
          <NoDataInCard />
        ) : (
          <RetentionTable cohorts={analytics.retention} />
        )}
      </SectionCard>
    </div>
  );
}

const CARD_COLUMNS = [
  "customers",
  "stampsGiven",
  "cardsCompleted",
  "rewardsIssued",
  "rewardsRedeemed",
] as const;

/** analytics.cards: what each stamp card did in the range, busiest first as the server sends them. */
function CardBreakdown({ cards }: { cards: Analytics["cards"] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <SectionCard
      title={t("insights.analytics.cards.title")}
      description={t("insights.analytics.cards.description")}
    >
      {!cardsHaveData(cards) ? (
        <NoDataInCard />
      ) : (
        <div className="rounded-md border">
          <Table>
            <TableCaption className="sr-only">{t("insights.analytics.cards.caption")}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{t("insights.analytics.cards.name")}</TableHead>
                {CARD_COLUMNS.map((column) => (
                  <TableHead key={column} className="text-right">
                    {t(`insights.analytics.cards.${column}`)}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {cards.map((card) => (
                <TableRow key={card.cardId}>
                  <TableHead scope="row" className="font-medium whitespace-normal">
                    {card.name}
                  </TableHead>
                  {CARD_COLUMNS.map((column) => (
                    <TableCell key={column} className="text-right tabular-nums">
                      {formatNumber(card[column], language)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </SectionCard>
  );
}
