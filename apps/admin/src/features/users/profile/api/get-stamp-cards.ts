import { stampCardsQueryOptions, useCurrentOrganization } from "@stampwise/web";
import { useQuery } from "@tanstack/react-query";

/** The cards for the "add card" choice: the same query (and cache) as the stamp card screens. */
export function useStampCards({ enabled }: { enabled: boolean }) {
  const { current } = useCurrentOrganization();
  const options = stampCardsQueryOptions(current?.id);
  return useQuery({ ...options, enabled: enabled && options.enabled });
}
