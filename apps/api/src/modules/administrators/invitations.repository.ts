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

/** Invitations of organizations. Every function takes its handle: callers pass their `tx`. */
export const invitationsRepository = {
  /** Open invitations (pending or expired, not accepted or cancelled), newest first. */
  list(db: Db, organizationId: string): Promise<InvitationWithInviter[]> {
    return db
      .select({ ...getTableColumns(invitations), inviterName })
      .from(invitations)
      .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
      .where(and(eq(invitations.organizationId, organizationId), isOpen))
      .orderBy(desc(invitations.createdAt));
  },

  /**
   * An expired invitation still holds the email's open slot; closing it lets the owner invite the
   * person again instead of being told they are already invited.
   */
  async closeExpired(tx: Db, organizationId: string, email: string): Promise<void> {
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
  },

  async create(tx: Db, invitation: NewInvitation): Promise<InvitationRow> {
    const [row] = await tx.insert(invitations).values(invitation).returning();
    if (!row) throw new Error("insert returned no invitation");
    return row;
  },

  async cancel(db: Db, organizationId: string, invitationId: string): Promise<boolean> {
    const cancelled = await db
      .update(invitations)
      .set({ cancelledAt: new Date() })
      .where(and(eq(invitations.id, invitationId), eq(invitations.organizationId, organizationId), isOpen))
      .returning({ id: invitations.id });
    return cancelled.length > 0;
  },

  async findByTokenHash(db: Db, tokenHash: string): Promise<InvitationWithOrganization | undefined> {
    const [row] = await db
      .select({ ...getTableColumns(invitations), inviterName, organizationName: organizations.name })
      .from(invitations)
      .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
      .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
      .where(eq(invitations.tokenHash, tokenHash));
    return row;
  },

  /** Marks an open, unexpired invitation accepted; false when another request got there first. */
  async claim(tx: Db, invitationId: string): Promise<boolean> {
    const claimed = await tx
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(invitations.id, invitationId), isOpen, gt(invitations.expiresAt, new Date())))
      .returning({ id: invitations.id });
    return claimed.length > 0;
  },
};
