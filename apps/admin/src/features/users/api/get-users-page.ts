import { UsersPageSchema } from "@stampwise/contract";
import { apiGet, useCurrentOrganization } from "@stampwise/web";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { toUsersPageQuery, type UsersTableState } from "../users-url-state";

/** Every page of the table in one organization; mutations elsewhere invalidate by this prefix. */
export function usersQueryKey(organizationId: string | undefined) {
  return ["users", organizationId] as const;
}

export function usersPageQueryOptions(organizationId: string | undefined, state: UsersTableState) {
  const query = toUsersPageQuery(state);
  return queryOptions({
    queryKey: [...usersQueryKey(organizationId), "page", query] as const,
    queryFn: ({ signal }) => apiGet("/user", UsersPageSchema, { query, signal }),
    enabled: Boolean(organizationId),
    // The previous page stays on screen (dimmed) while the next one loads, so paging and sorting
    // never flash an empty table.
    placeholderData: keepPreviousData,
  });
}

/** GET /user: one page of this organization's customers, filtered and sorted on the server. */
export function useUsersPage(state: UsersTableState) {
  const { current } = useCurrentOrganization();
  return useQuery(usersPageQueryOptions(current?.id, state));
}
