import { StatisticsResponseSchema, type StatisticsSection } from "@stampwise/contract";
import { apiRequest, useCurrentOrganization } from "@stampwise/web";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DayRange } from "../range";

/** A minute: the figures are a summary, and the API counts each admin's requests (429 after 60). */
const STATISTICS_STALE_MS = 60_000;

/** Keyed by the time zone too: the same days hold other postings once the organization's zone changes. */
export function statisticsQueryKey(
  organizationId: string | undefined,
  range: DayRange,
  section: StatisticsSection,
  timeZone: string,
) {
  return ["organization", organizationId, "statistics", timeZone, range.from, range.to, section] as const;
}

/**
 * The sections one tab asks for: its own, and the notifications, whose count the tabs show. Each
 * section aggregates the range's ledger on the server, so a tab asks only when it is opened (and
 * an opened one is kept for a minute).
 */
export const sectionsFor = (section: StatisticsSection): StatisticsSection[] =>
  section === "notifications" ? ["notifications"] : [section, "notifications"];

/**
 * POST /statistics: a tab's sections of the organization's days `from`–`to`. While another range
 * or tab loads, the last answer stays on screen, dimmed.
 */
export function statisticsQueryOptions(
  organizationId: string | undefined,
  range: DayRange | null,
  section: StatisticsSection,
  timeZone: string,
) {
  const days = range ?? { from: "", to: "" };
  return queryOptions({
    queryKey: statisticsQueryKey(organizationId, days, section, timeZone),
    queryFn: async ({ signal }) => {
      const { data } = await apiRequest("/statistics", {
        method: "POST",
        body: { from: days.from, to: days.to, sections: sectionsFor(section) },
        schema: StatisticsResponseSchema,
        signal,
      });
      return data;
    },
    // No range yet, or one the server would refuse.
    enabled: Boolean(organizationId && range),
    placeholderData: keepPreviousData,
    staleTime: STATISTICS_STALE_MS,
  });
}

export function useStatistics(range: DayRange | null, section: StatisticsSection, timeZone: string) {
  const { current } = useCurrentOrganization();
  return useQuery(statisticsQueryOptions(current?.id, range, section, timeZone));
}
