import {
  SORT_ORDERS,
  USER_SEARCH_QUERY_MAX_LENGTH,
  USERS_PAGE_SIZE_DEFAULT,
  USERS_PAGE_SIZES,
  USERS_SORT_FIELDS,
  type UsersPageQuery,
  type UsersSortField,
} from "@stampwise/contract";

export type SortOrder = (typeof SORT_ORDERS)[number];
export type UsersPageSize = (typeof USERS_PAGE_SIZES)[number];

/** What the users table shows, kept in the address so a reload, a shared link and Back all work. */
export type UsersTableState = {
  q: string;
  sort: UsersSortField;
  order: SortOrder;
  page: number;
  pageSize: UsersPageSize;
};

/** The server's defaults (UsersPageQuerySchema): newest customers first, 20 a page. */
export const DEFAULT_USERS_TABLE_STATE: UsersTableState = {
  q: "",
  sort: "memberSince",
  order: "desc",
  page: 1,
  pageSize: USERS_PAGE_SIZE_DEFAULT as UsersPageSize,
};

/**
 * Reads the table state from the query string. A hand-edited or outdated address never breaks the
 * page: every value that is not one the server accepts falls back to its default.
 */
export function readUsersTableState(params: URLSearchParams): UsersTableState {
  const defaults = DEFAULT_USERS_TABLE_STATE;
  const page = wholeNumber(params.get("page"));
  const pageSize = wholeNumber(params.get("pageSize"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, USER_SEARCH_QUERY_MAX_LENGTH),
    sort: oneOf(USERS_SORT_FIELDS, params.get("sort")) ?? defaults.sort,
    order: oneOf(SORT_ORDERS, params.get("order")) ?? defaults.order,
    page: Number.isSafeInteger(page) && page >= 1 ? page : defaults.page,
    pageSize: oneOf(USERS_PAGE_SIZES, pageSize) ?? defaults.pageSize,
  };
}

/** The query string for a state; defaults are left out so the plain address stays `/admin/users`. */
export function writeUsersTableState(state: UsersTableState): URLSearchParams {
  const params = new URLSearchParams();
  const defaults = DEFAULT_USERS_TABLE_STATE;
  const q = state.q.trim();
  if (q) params.set("q", q);
  if (state.sort !== defaults.sort) params.set("sort", state.sort);
  if (state.order !== defaults.order) params.set("order", state.order);
  if (state.page !== defaults.page) params.set("page", String(state.page));
  if (state.pageSize !== defaults.pageSize) params.set("pageSize", String(state.pageSize));
  return params;
}

/**
 * The next state after a change of filter, sort or page size. Each of those reorders the rows, so
 * the table goes back to the first page; only a page change keeps the rest.
 */
export function changeUsersTableState(
  state: UsersTableState,
  change: Partial<UsersTableState>,
): UsersTableState {
  const next = { ...state, ...change };
  const reordered =
    (change.q !== undefined && change.q.trim() !== state.q) ||
    (change.sort !== undefined && change.sort !== state.sort) ||
    (change.order !== undefined && change.order !== state.order) ||
    (change.pageSize !== undefined && change.pageSize !== state.pageSize);
  return reordered && change.page === undefined ? { ...next, q: next.q.trim(), page: 1 } : next;
}

/** The GET /user query for a state (an empty filter is not sent). */
export function toUsersPageQuery(
  state: UsersTableState,
): UsersPageQuery & { page: number; pageSize: number } {
  return {
    ...(state.q ? { q: state.q } : {}),
    sort: state.sort,
    order: state.order,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** Digits only: "1e2" or "0x10" would read as numbers but are not what anybody meant. */
function wholeNumber(text: string | null): number {
  return text !== null && /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
}

function oneOf<const Value extends string | number>(
  allowed: readonly Value[],
  value: unknown,
): Value | undefined {
  return (allowed as readonly unknown[]).includes(value) ? (value as Value) : undefined;
}
