import { OrganizationSchema } from "@stampwise/contract";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { queryOptions, useQuery } from "@tanstack/react-query";

/** Keyed by the organization, so switching organization loads the other one's settings. */
export function organizationQueryKey(organizationId: string | undefined) {
  return ["organization", organizationId] as const;
}

export function organizationQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: organizationQueryKey(organizationId),
    // The header naming the organization is added by apiGet from the current organization.
    queryFn: ({ signal }) => apiGet("/organization", OrganizationSchema, { signal }),
    enabled: Boolean(organizationId),
  });
}

export function useOrganization() {
  const { current } = useCurrentOrganization();
  return useQuery(organizationQueryOptions(current?.id));
}
