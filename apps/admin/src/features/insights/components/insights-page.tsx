import { currentLanguage, useTranslation } from "@stampwise/i18n";
import { isApiError } from "@stampwise/web";
import { useSearchParams } from "@stampwise/web/router";
import { type ReactNode, useMemo } from "react";
import { usePageTitle } from "../../../shared/page-title";
import { useOrganizationTime } from "../../../shared/time/organization-time";
import { useStatistics } from "../api/get-statistics";
import { formatDayRange } from "../format";
import {
  customRangeProblems,
  type DayRange,
  hasProblems,
  type InsightsRange,
  presetDays,
  type RangeProblems,
  readInsightsRange,
  todayIn,
  writeInsightsRange,
} from "../range";
import { readInsightsTab, writeInsightsTab } from "../tabs";
import { isRangeRefusal, useLoadFailedToast } from "../use-load-failed-toast";
import { InsightsLoadFailed, InsightsSkeleton, InvalidRange } from "./insights-states";
import { InsightsTabs } from "./insights-tabs";
import { RangeControl } from "./range-control";

/** The server's refusal of the range, by field (its messages are the contract's, as ours are). */
function refusalProblems(error: unknown): RangeProblems {
  if (!isApiError(error) || !isRangeRefusal(error)) return {};
  const problems: RangeProblems = {};
  for (const issue of error.issues) {
    if ((issue.path === "from" || issue.path === "to") && !problems[issue.path])
      problems[issue.path] = issue.message;
  }
  return problems;
}

const rangeKey = (range: InsightsRange) =>
  range.kind === "custom" ? `custom:${range.from}:${range.to}` : range.preset;

/**
 * /admin/insights: overview, analytics, reports, notifications, charts. The range and the tab are
 * in the address, so a reload, a shared link and Back all show the same figures.
 */
export function InsightsPage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  usePageTitle(t("insights.page.title"));
  const [params, setParams] = useSearchParams();
  const range = readInsightsRange(params);
  const tab = readInsightsTab(params);

  // Presets count the organization's days, in its time zone.
  const { timeZone } = useOrganizationTime();
  const today = useMemo(() => todayIn(timeZone), [timeZone]);
  const problems = range.kind === "custom" ? customRangeProblems(range) : {};
  const invalid = hasProblems(problems);
  let days: DayRange | null = null;
  if (!invalid && range.kind === "custom") days = { from: range.from, to: range.to };
  else if (!invalid && range.kind === "preset") days = presetDays(range.preset, today);

  const statistics = useStatistics(days, tab, timeZone);
  useLoadFailedToast(statistics, () => void statistics.refetch());
  const data = statistics.data;

  const changeRange = (next: InsightsRange) => {
    // The same range again adds no step to the history (Back would seem to do nothing).
    if (rangeKey(next) !== rangeKey(range)) setParams(writeInsightsRange(params, next));
  };
  // A tab is a view of the same figures: Back goes to the previous range, not the previous tab.
  const changeTab = (next: typeof tab) => setParams(writeInsightsTab(params, next), { replace: true });

  let body: ReactNode;
  if (invalid) body = <InvalidRange />;
  else if (statistics.isError && !data) {
    body = (
      <InsightsLoadFailed
        description={
          isRangeRefusal(statistics.error)
            ? t("insights.loadFailed.rangeRefused")
            : t("insights.loadFailed.description")
        }
        onRetry={() => void statistics.refetch()}
        retrying={statistics.isFetching}
      />
    );
  } else if (!data) body = <InsightsSkeleton />;
  else {
    body = <InsightsTabs data={data} tab={tab} onTab={changeTab} refreshing={statistics.isPlaceholderData} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t("insights.page.title")}</h1>
        <p className="text-muted-foreground">{t("insights.page.description")}</p>
      </div>
      <div className="flex flex-col gap-2">
        <RangeControl
          key={`${rangeKey(range)}${days ? "" : ":waiting"}`}
          range={range}
          days={days}
          problems={{ ...problems, ...refusalProblems(statistics.error) }}
          onChange={changeRange}
        />
        {days && (
          <p
            className="text-sm text-muted-foreground"
            aria-live="polite"
            data-range={`${days.from}/${days.to}`}
          >
            {t("insights.page.showing", { range: formatDayRange(days.from, days.to, language) })}{" "}
            {t("insights.page.timeZone", { timeZone })}
          </p>
        )}
      </div>
      {body}
    </div>
  );
}
