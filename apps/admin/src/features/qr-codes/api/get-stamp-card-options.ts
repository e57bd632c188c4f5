import { stampCardsQueryOptions, useCurrentOrganization } from "@stampwise/web";
import { useQuery } from "@tanstack/react-query";

/** The cards a QR code can give stamps on: the same query (and cache) as the stamp card screens. */
export function useStampCardOptions() {
  const { current } = useCurrentOrganization();
  return useQuery(stampCardsQueryOptions(current?.id));
}
