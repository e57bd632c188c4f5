import type { CardInstance, Reward, Transaction } from "@stampwise/contract";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import { textArrayLiteral } from "../../db/array-literal";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";
import {
  type CardInstanceRow,
  cardInstances,
  type RewardRow,
  rewards,
  type TransactionRow,
  transactions,
} from "./ledger.table";
import type { Actor } from "./posting.types";

/*
 * Card instances, the stamp ledger and rewards. Every function takes the handle first, then the
 * organization id: inside a transaction pass its `tx` (PGlite has one connection: never `db` there).
 */

const liveInstance = (organizationId: string, instanceId: string) =>
  and(
    eq(cardInstances.organizationId, organizationId),
    eq(cardInstances.id, instanceId),
    isNull(cardInstances.deletedAt),
  );

export async function findInstance(
  db: Db,
  organizationId: string,
  instanceId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CardInstanceRow | undefined> {
  const query = db.select().from(cardInstances).where(liveInstance(organizationId, instanceId));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

/** Any instance, removed or not (a replayed transaction answers with its instance). */
export async function findInstanceEvenRemoved(db: Db, organizationId: string, instanceId: string) {
  const [row] = await db
    .select()
    .from(cardInstances)
    .where(and(eq(cardInstances.organizationId, organizationId), eq(cardInstances.id, instanceId)));
  return row;
}

export async function findLiveInstanceOf(
  db: Db,
  organizationId: string,
  cardId: string,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CardInstanceRow | undefined> {
  const query = db
    .select()
    .from(cardInstances)
    .where(
      and(
        eq(cardInstances.organizationId, organizationId),
        eq(cardInstances.cardId, cardId),
        eq(cardInstances.userId, userId),
        isNull(cardInstances.deletedAt),
      ),
    );
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

/** A person's own live card, whichever organization it is at (a wallet pass is asked for by its holder). */
export async function findHeldInstance(
  db: Db,
  userId: string,
  instanceId: string,
): Promise<CardInstanceRow | undefined> {
  const [row] = await db
    .select()
    .from(cardInstances)
    .where(
      and(
        eq(cardInstances.id, instanceId),
        eq(cardInstances.userId, userId),
        isNull(cardInstances.deletedAt),
      ),
    );
  return row;
}

/** Inserts unless the customer already holds the card; undefined then. */
export async function insertInstance(
  db: Db,
  organizationId: string,
  cardId: string,
  userId: string,
  /** When it was given, for history written after the fact (the ledger's Posting.at). */
  since?: Date,
): Promise<CardInstanceRow | undefined> {
  const [row] = await db
    .insert(cardInstances)
    .values({ organizationId, cardId, userId, ...(since ? { createdAt: since } : {}) })
    .onConflictDoNothing({
      target: [cardInstances.cardId, cardInstances.userId],
      // The unique index's predicate: stamp and points cards carry no gift code.
      where: sql`${cardInstances.deletedAt} is null and ${cardInstances.giftCode} is null`,
    })
    .returning();
  return row;
}

/**
 * Gives many customers a stamp or points card at once (an import's batch): for each pair whose
 * card is live here and of the kind named, and whose person is this organization's customer, an
 * instance unless one is held. Gift cards are never given this way: each carries a code of its own.
 */
export async function insertInstances(
  db: Db,
  organizationId: string,
  wanted: { cardId: string; userId: string; kind: "stamp" | "points" }[],
): Promise<void> {
  if (wanted.length === 0) return;
  const list = (values: string[]) => textArrayLiteral(values);
  await db.execute(sql`
    insert into card_instances (organization_id, card_id, user_id)
    select ${organizationId}, w.card_id, w.user_id
    from unnest(${list(wanted.map((entry) => entry.cardId))}::uuid[],
        ${list(wanted.map((entry) => entry.userId))}::uuid[],
        ${list(wanted.map((entry) => entry.kind))}::text[]) as w(card_id, user_id, kind)
    join loyalty_cards lc on lc.id = w.card_id and lc.organization_id = ${organizationId}
      and lc.deleted_at is null and lc.kind = w.kind and lc.kind <> 'gift'
    join organization_customers oc on oc.organization_id = ${organizationId} and oc.user_id = w.user_id
    on conflict (card_id, user_id) where deleted_at is null and gift_code is null do nothing`);
}

/**
 * Takes a stamp card away. A gift or points card is not removed this way (undefined, as for a
 * missing one): its value leaves only through its own ledger rules.
 */
export async function softDeleteInstance(db: Db, organizationId: string, instanceId: string) {
  const [row] = await db
    .update(cardInstances)
    .set({ deletedAt: new Date() })
    .where(
      and(
        liveInstance(organizationId, instanceId),
        // Only a stamp card's kind: the definition's kind never changes, read where it is kept.
        sql`exists (select 1 from loyalty_cards c where c.id = ${cardInstances.cardId} and c.kind = 'stamp')`,
      ),
    )
    .returning();
  return row;
}

export async function findTransactionByKey(db: Db, organizationId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(
      and(eq(transactions.organizationId, organizationId), eq(transactions.idempotencyKey, idempotencyKey)),
    );
  return row;
}

export async function rewardsOfTransaction(db: Db, organizationId: string, transactionId: string) {
  return db
    .select()
    .from(rewards)
    .where(and(eq(rewards.organizationId, organizationId), eq(rewards.transactionId, transactionId)))
    .orderBy(asc(rewards.cycle), asc(rewards.issuedAt), asc(rewards.id));
}

export async function listRewards(db: Db, organizationId: string, instanceId: string) {
  return db
    .select()
    .from(rewards)
    .where(and(eq(rewards.organizationId, organizationId), eq(rewards.instanceId, instanceId)))
    .orderBy(desc(rewards.issuedAt), desc(rewards.cycle), asc(rewards.id));
}

export async function findReward(db: Db, organizationId: string, rewardId: string) {
  const [row] = await db
    .select({ reward: rewards })
    .from(rewards)
    .innerJoin(cardInstances, eq(cardInstances.id, rewards.instanceId))
    .where(
      and(
        eq(rewards.organizationId, organizationId),
        eq(rewards.id, rewardId),
        isNull(cardInstances.deletedAt),
      ),
    );
  return row?.reward;
}

/** available → redeemed, atomically; undefined when it was not available. */
export async function redeemReward(db: Db, organizationId: string, rewardId: string, by: Actor) {
  const [row] = await db
    .update(rewards)
    .set({
      status: "redeemed",
      redeemedAt: new Date(),
      redeemedBy: by.userId,
      redeemedByApiKeyId: by.apiKeyId,
    })
    .where(
      and(
        eq(rewards.organizationId, organizationId),
        eq(rewards.id, rewardId),
        eq(rewards.status, "available"),
      ),
    )
    .returning();
  return row;
}

export function toCardInstanceDto(row: CardInstanceRow): CardInstance {
  return {
    id: row.id,
    loyaltyCardId: row.cardId,
    userId: row.userId,
    stamps: row.balance,
    cycle: row.cycle,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTransactionDto(row: TransactionRow): Transaction {
  return {
    id: row.id,
    instanceId: row.instanceId,
    kind: row.kind,
    delta: row.delta,
    balanceAfter: row.balanceAfter,
    source: row.source,
    actorUserId: row.actorUserId,
    actorApiKeyId: row.actorApiKeyId,
    idempotencyKey: row.idempotencyKey,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toRewardDto(row: RewardRow): Reward {
  return {
    id: row.id,
    instanceId: row.instanceId,
    milestoneId: row.milestoneId,
    name: row.name,
    status: row.status,
    cycle: row.cycle,
    issuedAt: row.issuedAt.toISOString(),
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
    redeemedBy: row.redeemedBy,
  };
}

/**
 * The person's live cards at the organization, locked, with their kind and balance: what leaving
 * the business ends. Locked in the order of their ids, as a batch posting locks them.
 */
export async function lockCustomerCards(
  tx: Db,
  organizationId: string,
  userId: string,
): Promise<{ id: string; cardId: string; kind: "stamp" | "points" | "gift"; balance: number }[]> {
  const rows = await queryRows(
    tx,
    sql`select ci.id, ci.card_id, lc.kind, ci.balance
      from card_instances ci join loyalty_cards lc on lc.id = ci.card_id
      where ci.organization_id = ${organizationId} and ci.user_id = ${userId} and ci.deleted_at is null
      order by ci.id
      for update of ci`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    cardId: String(row.card_id),
    kind: row.kind as "stamp" | "points" | "gift",
    balance: Number(row.balance),
  }));
}

/** Ends cards: rewards not claimed yet expire, and the cards are removed (soft: the ledger keeps them). */
export async function endInstances(tx: Db, organizationId: string, instanceIds: string[]): Promise<void> {
  if (instanceIds.length === 0) return;
  const ids = sql`${textArrayLiteral(instanceIds)}::uuid[]`;
  await tx.execute(sql`
    update rewards set status = 'expired'
    where organization_id = ${organizationId} and instance_id = any(${ids}) and status = 'available'`);
  await tx.execute(sql`
    update card_instances set deleted_at = now()
    where organization_id = ${organizationId} and id = any(${ids}) and deleted_at is null`);
}
