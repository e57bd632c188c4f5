import { StampCardSchema } from "@stampwise/contract";
import { apiGet, isNotFoundError, stampCardKeys, useCurrentOrganization } from "@stampwise/web";
import { queryOptions, useQuery } from "@tanstack/react-query";

export function stampCardQueryOptions(organizationId: string | undefined, cardId: string) {
  return queryOptions({
    queryKey: stampCardKeys.detail(organizationId, cardId),
    queryFn: ({ signal }) => apiGet(`/loyalty-card/stamp-cards/${cardId}`, StampCardSchema, { signal }),
    enabled: Boolean(organizationId),
    // Another organization's card or a deleted one is not found: asking again will not change that.
    retry: (failures, error) => !isNotFoundError(error) && failures < 2,
  });
}

/** One card with its milestones and template (the card page). */
export function useStampCard(cardId: string) {
  const { current } = useCurrentOrganization();
  return useQuery(stampCardQueryOptions(current?.id, cardId));
}
