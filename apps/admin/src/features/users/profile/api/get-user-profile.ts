import { UserProfileSchema } from "@stampwise/contract";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { SCAN_VISIT_MS, type ScannedVisit } from "../../../../shared/scanned-visit";

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

/**
 * GET /user/{id}: 404 for anybody this organization may not see. A profile the counter's scan
 * already answered is shown as it is, fresh for as long as the scan stands: no second request.
 */
export function useUserProfile(userId: string, scanned?: ScannedVisit) {
  const { current } = useCurrentOrganization();
  return useQuery({
    ...userProfileQueryOptions(current?.id, userId),
    ...(scanned && {
      initialData: scanned.profile,
      initialDataUpdatedAt: scanned.scannedAt,
      staleTime: SCAN_VISIT_MS,
    }),
  });
}
