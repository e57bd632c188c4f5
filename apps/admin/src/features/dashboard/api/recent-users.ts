import type { RecentUsers } from "@stampwise/contract";
import { apiRequest, useCurrentOrganization } from "@stampwise/web";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export function recentUsersQueryKey(organizationId: string | undefined) {
  return ["user-recent", organizationId] as const;
}

/** GET /user/recent: profiles this admin opened and searches they submitted here, newest first. */
export function useRecentUsers() {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: recentUsersQueryKey(current?.id),
    // Read without zod (decision 014), as the search beside it; the server answers through the
    // contract's `RecentUsersSchema`.
    queryFn: async ({ signal }) => (await apiRequest("/user/recent", { signal })).data as RecentUsers,
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
