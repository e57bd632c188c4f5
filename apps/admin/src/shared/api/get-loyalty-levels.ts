import { LoyaltyLevelListSchema } from "@stampwise/contract";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { queryOptions, useQuery } from "@tanstack/react-query";

// The loyalty program's levels are read by its pages and by the communications editor (a target
// group's rules can name a level): one query and cache for both, so the editor offers the levels as
// the levels page left them. The changes stay with the loyalty program feature
// (features/loyalty-program/api/loyalty-levels.ts).

export function loyaltyLevelsQueryKey(organizationId: string | undefined) {
  return ["organization", organizationId, "loyalty-levels"] as const;
}

export function loyaltyLevelsQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: loyaltyLevelsQueryKey(organizationId),
    queryFn: ({ signal }) => apiGet("/loyalty-level", LoyaltyLevelListSchema, { signal }),
    enabled: Boolean(organizationId),
  });
}

/** GET /loyalty-level: fewest required points first. */
export function useLoyaltyLevels() {
  const { current } = useCurrentOrganization();
  return useQuery(loyaltyLevelsQueryOptions(current?.id));
}
