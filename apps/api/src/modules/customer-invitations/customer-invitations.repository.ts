import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations } from "../organizations/organizations.table";
import { customerInvitations } from "./customer-invitations.table";

/* Customer invitations; every write takes the caller's `tx`. */

/**
 * Replaces the person's open invitation here (its link stops working) with a new one, in one
 * statement pair inside the caller's transaction.
 */
export async function replaceOpenCustomerInvitation(
  tx: Db,
  invitation: {
    organizationId: string;
    userId: string;
    tokenHash: string;
    invitedBy: string;
    validDays: number;
  },
) {
  await tx
    .delete(customerInvitations)
    .where(
      and(
        eq(customerInvitations.organizationId, invitation.organizationId),
        eq(customerInvitations.userId, invitation.userId),
        isNull(customerInvitations.acceptedAt),
      ),
    );
  const [row] = await tx
    .insert(customerInvitations)
    .values({
      organizationId: invitation.organizationId,
      userId: invitation.userId,
      tokenHash: invitation.tokenHash,
      invitedBy: invitation.invitedBy,
      expiresAt: sql`now() + make_interval(days => ${invitation.validDays})`,
    })
    .returning();
  if (!row) throw new Error("customer invitation not inserted");
  return row;
}

/** The invitation a link names, with its organization's name and whether it has expired. */
export async function findCustomerInvitationByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      invitation: customerInvitations,
      organizationName: organizations.name,
      expired: sql<boolean>`${customerInvitations.expiresAt} <= now()`,
    })
    .from(customerInvitations)
    .innerJoin(organizations, eq(organizations.id, customerInvitations.organizationId))
    .where(eq(customerInvitations.tokenHash, tokenHash));
  return row;
}

/** Single use: only the first of concurrent accepts claims an open, unexpired invitation. */
export async function claimCustomerInvitation(tx: Db, id: string) {
  const [row] = await tx
    .update(customerInvitations)
    .set({ acceptedAt: sql`now()` })
    .where(
      and(
        eq(customerInvitations.id, id),
        isNull(customerInvitations.acceptedAt),
        gt(customerInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}
