import type { UserSearchResult } from "@stampwise/contract";
import { apiRequest, useCurrentOrganization } from "@stampwise/web";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { recentUsersQueryKey } from "./recent-users";

export function userSearchQueryKey(organizationId: string | undefined, query: string) {
  return ["user-search", organizationId, query] as const;
}

// Read without zod (decision 014): the dashboard's first load does not carry the schema library;
// the server serialises the answer through the contract's `UserSearchResultSchema`.
async function searchUsers(query: string, record: boolean, signal?: AbortSignal) {
  const { data } = await apiRequest("/user/search", {
    query: { q: query, record: record ? "true" : undefined },
    signal,
  });
  return data as UserSearchResult;
}

/** GET /user/search as the admin types (debounced by the caller); nothing is kept in the history. */
export function useUserSearch(query: string) {
  const { current } = useCurrentOrganization();
  return useQuery({
    queryKey: userSearchQueryKey(current?.id, query),
    queryFn: ({ signal }) => searchUsers(query, false, signal),
    enabled: Boolean(current?.id) && query.length > 0,
    // The previous results stay while the next ones load, so the list does not flash empty.
    placeholderData: keepPreviousData,
    // Typing back to an earlier query, or submitting what was just searched, asks nothing again.
    staleTime: 30_000,
  });
}

/**
 * GET /user/search?record=true: a submitted search (Enter, or a search picked from the history),
 * kept in the admin's history. Its answer fills the same cache entry the typed search reads.
 */
export function useRecordedSearch() {
  const queryClient = useQueryClient();
  const { current } = useCurrentOrganization();
  return useMutation({
    mutationFn: (query: string) => searchUsers(query, true),
    onSuccess: (result, query) => {
      queryClient.setQueryData(userSearchQueryKey(current?.id, query), result);
      void queryClient.invalidateQueries({ queryKey: recentUsersQueryKey(current?.id) });
    },
  });
}
