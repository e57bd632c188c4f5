import type { MembershipRole, User } from "@stampwise/contract";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executePrepared } from "../../db/prepared";
import { users } from "../accounts/users.table";
import { memberships, organizations } from "./organizations.table";

export interface MemberRow {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  role: MembershipRole;
  createdAt: Date;
}

export interface MemberChanges {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  role?: MembershipRole;
}

/** The organization's own names for a member, falling back to the account's. */
const memberColumns = {
  userId: memberships.userId,
  firstName: sql<string>`coalesce(${memberships.firstName}, ${users.firstName})`,
  lastName: sql<string>`coalesce(${memberships.lastName}, ${users.lastName})`,
  email: users.email,
  phoneNumber: sql<string | null>`coalesce(${memberships.phoneNumber}, ${users.phoneNumber})`,
  role: memberships.role,
  createdAt: memberships.createdAt,
};

const isMember = (organizationId: string, userId: string) =>
  and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId));

/* Memberships of an organization. Every function takes its handle first: callers pass their `tx`. */

/** The organization's members, oldest first. */
export function listMembers(db: Db, organizationId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(asc(memberships.createdAt), asc(users.email));
}

/** The member, with the organization's names for them, if the account is one. */
export async function findMember(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(isMember(organizationId, userId));
  return row;
}

/** Is this email already an administrator here? (Checked before inviting it.) */
export async function hasMemberWithEmail(db: Db, organizationId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(users.email, email)));
  return Boolean(row);
}

/**
 * Serializes every change of the organization's team: with the row locked, "is this the last
 * owner?" cannot be answered twice at once by two owners demoting or removing each other.
 */
export async function lockTeam(tx: Db, organizationId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for("update");
  return rows.length > 0;
}

export async function countOwners(tx: Db, organizationId: string): Promise<number> {
  const [row] = await tx
    .select({ owners: count() })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.role, "owner")));
  return row?.owners ?? 0;
}

/** Adds a member; false when the account already was one (its role is left as it was). */
export async function addMember(
  tx: Db,
  member: { organizationId: string; userId: string; role: MembershipRole } & MemberChanges,
): Promise<boolean> {
  const inserted = await tx
    .insert(memberships)
    .values(member)
    .onConflictDoNothing()
    .returning({ userId: memberships.userId });
  return inserted.length > 0;
}

export async function updateMember(
  tx: Db,
  organizationId: string,
  userId: string,
  changes: MemberChanges,
): Promise<void> {
  await tx.update(memberships).set(changes).where(isMember(organizationId, userId));
}

export async function removeMember(tx: Db, organizationId: string, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(memberships)
    .where(isMember(organizationId, userId))
    .returning({ userId: memberships.userId });
  return removed.length > 0;
}

/**
 * The organizations the account administers, as the apps list them (the signed-in account's
 * view): asked on every session check, so prepared by name.
 */
export async function organizationsOf(db: Db, userId: string): Promise<User["organizations"]> {
  const { rows } = await executePrepared(
    db,
    sql`select o.id, o.name, o.email, m.role, o.time_zone as "timeZone"
      from memberships m join organizations o on o.id = m.organization_id
      where m.user_id = ${userId}
      order by m.created_at, o.name`,
  );
  return rows as User["organizations"];
}

/** How many organizations the account administers: the admin door opens for any. */
export async function countOrganizationsOf(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(memberships).where(eq(memberships.userId, userId));
  return row?.total ?? 0;
}
