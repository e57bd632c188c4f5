import { StampCardListSchema } from "@stampwise/contract";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { useQuery } from "@tanstack/react-query";

/**
 * GET /loyalty-card/stamp-cards, for the "add card" choice. Its own small query rather than the
 * stamp cards feature's (features do not import each other); the key is the one those screens
 * use for the same call and answer, so both share the cache.
 */
export function useStampCards({ enabled }: { enabled: boolean }) {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: ["stamp-cards", current?.id, "list"] as const,
    queryFn: ({ signal }) => apiGet("/loyalty-card/stamp-cards", StampCardListSchema, { signal }),
    enabled: enabled && Boolean(current?.id),
  });
}
