import { FraudEventListSchema } from "@stampwise/contract";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { queryOptions, useQuery } from "@tanstack/react-query";

/** The settings page shows a short list; the insights area can ask for up to 100. */
export const RECENT_BLOCKED_SCANS = 20;

export function fraudEventsQueryOptions(organizationId: string | undefined, limit = RECENT_BLOCKED_SCANS) {
  return queryOptions({
    queryKey: ["organization", organizationId, "fraud-events", limit] as const,
    queryFn: ({ signal }) =>
      apiGet("/organization/fraud-events", FraudEventListSchema, { signal, query: { limit } }),
    enabled: Boolean(organizationId),
  });
}

export function useRecentBlockedScans() {
  const { current } = useCurrentOrganization();
  return useQuery(fraudEventsQueryOptions(current?.id));
}
