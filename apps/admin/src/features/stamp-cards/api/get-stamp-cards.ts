import { StampCardListSchema } from "@stampwise/contract";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { stampCardKeys } from "./stamp-card-keys";

export function stampCardsQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: stampCardKeys.list(organizationId),
    queryFn: ({ signal }) => apiGet("/loyalty-card/stamp-cards", StampCardListSchema, { signal }),
    enabled: Boolean(organizationId),
  });
}

export function useStampCards() {
  const { current } = useCurrentOrganization();
  return useQuery(stampCardsQueryOptions(current?.id));
}
