import { FraudRulesSchema } from "@stampwise/contract";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { queryOptions, useQuery } from "@tanstack/react-query";

/** Keyed by the organization, so switching organization loads the other one's rules. */
export function fraudRulesQueryKey(organizationId: string | undefined) {
  return ["organization", organizationId, "fraud-rules"] as const;
}

export function fraudRulesQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: fraudRulesQueryKey(organizationId),
    queryFn: ({ signal }) => apiGet("/organization/fraud-rules", FraudRulesSchema, { signal }),
    enabled: Boolean(organizationId),
  });
}

export function useFraudRules() {
  const { current } = useCurrentOrganization();
  return useQuery(fraudRulesQueryOptions(current?.id));
}
