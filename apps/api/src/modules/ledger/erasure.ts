import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * An erased person's value at one business moves, whole, to the anonymous id that stands in for
 * them there: their cards (with their balances), and the postings and handed-over rewards they
 * made themselves (on their own cards, or on others' in a past as staff). Nothing is posted or
 * written off, so every sum, balance and liability of the business reads the same before and after.
 */
export async function handLedgerToAnonymous(
  db: Db,
  handover: { organizationId: string; userId: string; anonymousId: string },
): Promise<void> {
  const { organizationId, userId, anonymousId } = handover;
  await db.execute(sql`
    update transactions set actor_user_id = ${anonymousId}
    where organization_id = ${organizationId} and actor_user_id = ${userId}`);
  await db.execute(sql`
    update rewards set redeemed_by = ${anonymousId}
    where organization_id = ${organizationId} and redeemed_by = ${userId}`);
  await db.execute(sql`
    update card_instances set user_id = ${anonymousId}
    where organization_id = ${organizationId} and user_id = ${userId}`);
}

/**
 * Locks every card of the person, in the order a posting locks several (by id), before an erasure
 * touches anything else: a posting already under way finishes first, and one that comes after
 * waits and then finds the cards gone to the stand-in, so the two never wait on each other.
 */
export async function lockCardsOf(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select id from card_instances where user_id = ${userId} order by id for update`);
}
