import { stampCardsQueryOptions, useCurrentOrganization } from "@stampwise/web";
import { useQuery } from "@tanstack/react-query";

export function useStampCards() {
  const { current } = useCurrentOrganization();
  return useQuery(stampCardsQueryOptions(current?.id));
}
