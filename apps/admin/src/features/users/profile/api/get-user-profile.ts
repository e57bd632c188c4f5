import { UserProfileSchema } from "@stampwise/contract";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { queryOptions, useQuery } from "@tanstack/react-query";

/** One person as this organization sees them; every profile mutation invalidates it. */
export function userProfileQueryKey(organizationId: string | undefined, userId: string) {
  return ["user-profile", organizationId, userId] as const;
}

export function userProfileQueryOptions(organizationId: string | undefined, userId: string) {
  return queryOptions({
    queryKey: userProfileQueryKey(organizationId, userId),
    queryFn: ({ signal }) => apiGet(`/user/${encodeURIComponent(userId)}`, UserProfileSchema, { signal }),
    enabled: Boolean(organizationId),
  });
}

/** GET /user/{id}: 404 for anybody this organization may not see. */
export function useUserProfile(userId: string) {
  const { current } = useCurrentOrganization();
  return useQuery(userProfileQueryOptions(current?.id, userId));
}
