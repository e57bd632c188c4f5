import { StampCardListSchema } from "@stampwise/contract";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { queryOptions, useQuery } from "@tanstack/react-query";

/**
 * GET /loyalty-card/stamp-cards: the cards a QR code can give stamps on. The key is the one the
 * stamp card screens use for the same call and answer, so a card created or renamed there shows
 * here without a reload (features do not import each other, so it is written out again).
 */
export function stampCardOptionsQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: ["stamp-cards", organizationId, "list"] as const,
    queryFn: ({ signal }) => apiGet("/loyalty-card/stamp-cards", StampCardListSchema, { signal }),
    enabled: Boolean(organizationId),
  });
}

export function useStampCardOptions() {
  const { current } = useCurrentOrganization();
  return useQuery(stampCardOptionsQueryOptions(current?.id));
}
