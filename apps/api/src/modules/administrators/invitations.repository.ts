import type { Language, MembershipRole } from "@stampwise/contract";
import { and, desc, eq, getTableColumns, gt, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { users } from "../accounts/users.table";
import { organizations } from "../organizations/organizations.table";
import { type InvitationRow, invitations } from "./invitations.table";

export interface NewInvitation {
  organizationId: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  role: MembershipRole;
  language: Language;
  tokenHash: string;
  invitedBy: string;
  expiresAt: Date;
}

export type InvitationWithInviter = InvitationRow & { inviterName: string | null };
export type InvitationWithOrganization = InvitationWithInviter & { organizationName: string };

const inviter = alias(users, "inviter");
const inviterName = sql<string | null>`nullif(trim(${inviter.firstName} || ' ' || ${inviter.lastName}), '')`;
const isOpen = and(isNull(invitations.acceptedAt), isNull(invitations.cancelledAt));

/* Invitations of organizations. Every function takes its handle first: callers pass their `tx`. */

/** Open invitations (pending or expired, not accepted or cancelled), newest first. */
export function listOpenInvitations(db: Db, organizationId: string): Promise<InvitationWithInviter[]> {
  return db
    .select({ ...getTableColumns(invitations), inviterName })
    .from(invitations)
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(and(eq(invitations.organizationId, organizationId), isOpen))
    .orderBy(desc(invitations.createdAt));
}

/**
 * An expired invitation still holds the email's open slot; closing it lets the owner invite the
 * person again instead of being told they are already invited.
 */
export async function closeExpiredInvitation(tx: Db, organizationId: string, email: string): Promise<void> {
  await tx
    .update(invitations)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.email, email),
        isOpen,
        lte(invitations.expiresAt, new Date()),
      ),
    );
}

/** Stores a new invitation. */
export async function createInvitation(tx: Db, invitation: NewInvitation): Promise<InvitationRow> {
  const [row] = await tx.insert(invitations).values(invitation).returning();
  if (!row) throw new Error("insert returned no invitation");
  return row;
}

/** Cancels an open invitation; false when there was none to cancel. */
export async function cancelInvitation(
  db: Db,
  organizationId: string,
  invitationId: string,
): Promise<boolean> {
  const cancelled = await db
    .update(invitations)
    .set({ cancelledAt: new Date() })
    .where(and(eq(invitations.id, invitationId), eq(invitations.organizationId, organizationId), isOpen))
    .returning({ id: invitations.id });
  return cancelled.length > 0;
}

/** The invitation a link names, with its organization's and inviter's names. */
export async function findInvitationByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<InvitationWithOrganization | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(invitations), inviterName, organizationName: organizations.name })
    .from(invitations)
    .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, tokenHash));
  return row;
}

/** Marks an open, unexpired invitation accepted; false when another request got there first. */
export async function claimInvitation(tx: Db, invitationId: string): Promise<boolean> {
  const claimed = await tx
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invitations.id, invitationId), isOpen, gt(invitations.expiresAt, new Date())))
    .returning({ id: invitations.id });
  return claimed.length > 0;
}
