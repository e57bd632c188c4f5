/**
 * The users directory's limits, without zod: the admin's dashboard reads them on its first load,
 * which must not carry the schema library (decision 014).
 */
export const USER_SEARCH_QUERY_MAX_LENGTH = 100;
export const USER_SEARCH_RESULTS_LIMIT = 20;
export const USERS_PAGE_SIZES = [10, 20, 50, 100] as const;
export const USERS_PAGE_SIZE_DEFAULT = 20;
export const USERS_SORT_FIELDS = ["firstName", "lastName", "email", "phoneNumber", "memberSince"] as const;
export type UsersSortField = (typeof USERS_SORT_FIELDS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export const USERS_EXPORT_IDS_MAX = 1000;
/** How many recent users and searches are kept per admin and organization. */
export const RECENT_ITEMS_LIMIT = 10;
