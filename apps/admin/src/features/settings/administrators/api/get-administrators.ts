import { AdministratorListSchema } from "@stampwise/contract";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { teamKeys } from "./team-keys";

export function administratorsQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: teamKeys.members(organizationId),
    queryFn: ({ signal }) => apiGet("/organization/admin", AdministratorListSchema, { signal }),
    enabled: Boolean(organizationId),
  });
}

/** GET /organization/admin: the members, in the order they joined (any member may read). */
export function useAdministrators() {
  const { current } = useCurrentOrganization();
  return useQuery(administratorsQueryOptions(current?.id));
}
