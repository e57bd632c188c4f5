import { stampCardsQueryOptions, useCurrentOrganization } from "@stampwise/web";
import { useQuery } from "@tanstack/react-query";

/**
 * The organization's stamp cards, as the stamp card screens list them and the communications editor
 * offers them in a target group's rules: the same query (and cache), so a card created or renamed
 * shows in both.
 */
export function useStampCards() {
  const { current } = useCurrentOrganization();
  return useQuery(stampCardsQueryOptions(current?.id));
}
