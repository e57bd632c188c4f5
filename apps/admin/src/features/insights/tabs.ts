import { STATISTICS_SECTIONS, type StatisticsSection } from "@stampwise/contract";

/** The page's tabs are the response's sections, in the same order. */
export const INSIGHTS_TABS = STATISTICS_SECTIONS;
export type InsightsTab = StatisticsSection;
export const DEFAULT_TAB: InsightsTab = "overview";

export function readInsightsTab(params: URLSearchParams): InsightsTab {
  const tab = params.get("tab");
  return (INSIGHTS_TABS as readonly (string | null)[]).includes(tab) ? (tab as InsightsTab) : DEFAULT_TAB;
}

/** `params` with the tab written in; the first tab leaves none, so the plain address stays plain. */
export function writeInsightsTab(params: URLSearchParams, tab: InsightsTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === DEFAULT_TAB) next.delete("tab");
  else next.set("tab", tab);
  return next;
}
