import type { Role } from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { UserRow } from "../accounts/users.table";
import { countOrganizationsOf } from "../organizations/memberships.repository";

/**
 * Which sign-in door an account may use (decision 011). Each account has the door it signed up
 * through (`role`); a customer account that accepted an invitation administers an organization
 * too, so the admin door also opens for any account with a membership. An admin account never
 * uses the customer door.
 */
export async function assertLoginDoor(db: Db, user: UserRow, loginType: Role): Promise<void> {
  if (user.role === loginType) return;
  if (loginType === "admin" && (await countOrganizationsOf(db, user.id)) > 0) return;
  throw invalidLoginType(user.role);
}

/** The answer for an account at the other door: which door is its own. */
export function invalidLoginType(role: Role): AppError {
  return new AppError(403, "INVALID_LOGIN_TYPE", `Invalid login type. Please use the ${role} login page`, {
    role,
  });
}
