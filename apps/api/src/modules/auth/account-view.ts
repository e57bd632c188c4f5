import type { User } from "@stampwise/contract";
import type { Db } from "../../db/client";
import type { UserRow } from "../accounts/users.table";
import { organizationsOf } from "../organizations/memberships.repository";

/** The signed-in account as the apps see it: its profile and the organizations it administers. */
export async function accountView(db: Db, user: UserRow): Promise<User> {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    pictureUrl: user.pictureUrl,
    role: user.role,
    language: user.language,
    memberSince: user.createdAt.toISOString(),
    organizations: await organizationsOf(db, user.id),
  };
}
