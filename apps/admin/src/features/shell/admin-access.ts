import type { User } from "@stampwise/contract";

export type AdminAccess = "signed-out" | "not-an-admin" | "allowed";

/**
 * Spec §6: the admin area needs an admin account that belongs to at least one organization;
 * everyone else signed in is sent to /unauthorized.
 */
export function adminAccess(user: Pick<User, "role" | "organizations"> | null): AdminAccess {
  if (!user) return "signed-out";
  if (user.role !== "admin" || user.organizations.length === 0) return "not-an-admin";
  return "allowed";
}
