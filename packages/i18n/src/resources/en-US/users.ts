/** The admin's dashboard (search, scan, recent), the users table and the user profile. */
export const users = {
  dashboard: { title: "Dashboard" },
} as const;
