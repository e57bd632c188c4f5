import { RecentUsersSchema } from "@stampwise/contract";
import { apiGet, apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export function recentUsersQueryKey(organizationId: string | undefined) {
  return ["user-recent", organizationId] as const;
}

/** GET /user/recent: profiles this admin opened and searches they submitted here, newest first. */
export function useRecentUsers() {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: recentUsersQueryKey(current?.id),
    queryFn: ({ signal }) => apiGet("/user/recent", RecentUsersSchema, { signal }),
    enabled: Boolean(current?.id),
  });
}

/** DELETE /user/recent: forgets both lists (the customers themselves are untouched). */
export function useClearRecentUsers() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: () => apiRequest("/user/recent", { method: "DELETE" }),
    onSuccess: () => queryClient.setQueryData(recentUsersQueryKey(current?.id), { users: [], searches: [] }),
  });
}
