import type { User } from "@stampwise/contract";

export type AdminAccess = "signed-out" | "not-an-admin" | "allowed";

/**
 * The admin area needs an account that administers at least one organization; everyone
 * else signed in is sent to /unauthorized. Membership decides, not the account's door: a customer
 * account that accepted an invitation administers that organization (the API's login door agrees).
 */
export function adminAccess(user: Pick<User, "organizations"> | null): AdminAccess {
  if (!user) return "signed-out";
  return user.organizations.length > 0 ? "allowed" : "not-an-admin";
}
