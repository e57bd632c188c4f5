import { InvitationListSchema } from "@stampwise/contract";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { teamKeys } from "./team-keys";

export function invitationsQueryOptions(organizationId: string | undefined) {
  return queryOptions({
    queryKey: teamKeys.invitations(organizationId),
    queryFn: ({ signal }) => apiGet("/invitation/by-organization", InvitationListSchema, { signal }),
    enabled: Boolean(organizationId),
  });
}

/** GET /invitation/by-organization: open invitations, pending or expired (any member may read). */
export function useInvitations() {
  const { current } = useCurrentOrganization();
  return useQuery(invitationsQueryOptions(current?.id));
}
