import type { StatisticsResponse } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Badge, cn, Tabs, TabsContent, TabsList, TabsTrigger } from "@stampwise/ui";
import { attentionItems } from "../has-data";
import { INSIGHTS_TABS, type InsightsTab } from "../tabs";
import { AnalyticsSection } from "./analytics-section";
import { InsightsSkeleton } from "./insights-states";
import { NotificationsSection } from "./notifications-section";
import { OverviewSection } from "./overview-section";
import { ReportsSection } from "./reports-section";

/**
 * The four sections as tabs (arrow keys between them, Tab into the panel). While another range
 * loads, the figures on show are the last range's, dimmed and marked busy; a tab whose section is
 * on its way shows the skeleton.
 */
export function InsightsTabs({
  data,
  tab,
  onTab,
  refreshing,
}: {
  data: StatisticsResponse;
  tab: InsightsTab;
  onTab: (tab: InsightsTab) => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const attention = data.notifications ? attentionItems(data.notifications).length : 0;

  return (
    <Tabs value={tab} onValueChange={(value) => onTab(value as InsightsTab)} className="min-w-0 gap-4">
      <TabsList
        aria-label={t("insights.tabs.label")}
        className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-9 sm:w-fit sm:gap-0"
      >
        {INSIGHTS_TABS.map((each) => (
          <TabsTrigger key={each} value={each} className="h-8 sm:h-full">
            {t(`insights.tabs.${each}`)}
            {each === "notifications" && attention > 0 && (
              <>
                <Badge variant="destructive" aria-hidden className="px-1.5 py-0 tabular-nums">
                  {attention}
                </Badge>
                <span className="sr-only">{t("insights.tabs.attention", { count: attention })}</span>
              </>
            )}
          </TabsTrigger>
        ))}
      </TabsList>
      {refreshing && (
        <span role="status" className="sr-only">
          {t("insights.page.updating")}
        </span>
      )}
      <div
        aria-busy={refreshing || undefined}
        className={cn("min-w-0 transition-opacity", refreshing && "opacity-60")}
      >
        <TabsContent value="overview" className="min-w-0">
          <h2 className="sr-only">{t("insights.tabs.overview")}</h2>
          {data.overview ? (
            <OverviewSection overview={data.overview} range={data.range} />
          ) : (
            <InsightsSkeleton />
          )}
        </TabsContent>
        <TabsContent value="analytics" className="min-w-0">
          <h2 className="sr-only">{t("insights.tabs.analytics")}</h2>
          {data.analytics ? (
            <AnalyticsSection analytics={data.analytics} range={data.range} />
          ) : (
            <InsightsSkeleton />
          )}
        </TabsContent>
        <TabsContent value="reports" className="min-w-0">
          <h2 className="sr-only">{t("insights.tabs.reports")}</h2>
          {data.reports ? <ReportsSection reports={data.reports} range={data.range} /> : <InsightsSkeleton />}
        </TabsContent>
        <TabsContent value="notifications" className="min-w-0">
          {data.notifications ? (
            <NotificationsSection notifications={data.notifications} />
          ) : (
            <InsightsSkeleton />
          )}
        </TabsContent>
      </div>
    </Tabs>
  );
}
