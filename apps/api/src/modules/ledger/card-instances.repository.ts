import type { CardInstance, Reward, Transaction } from "@stampwise/contract";
import { and, asc, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { liveStampCard } from "../stamp-cards/stamp-cards.repository";
import { loyaltyCards } from "../stamp-cards/stamp-cards.table";
import { users } from "../users/users.table";
import { addOrganizationCustomer } from "../users/users-directory.repository";
import {
  type CardInstanceRow,
  cardInstances,
  type RewardRow,
  rewards,
  type TransactionRow,
  transactions,
} from "./ledger.table";

/**
 * Card instances, the stamp ledger and rewards. Every function takes the organization id and a
 * `tx` (PGlite has one connection: inside a transaction never fall back to `db`).
 */
export function createCardInstancesRepository({ db }: { db: Db }) {
  const liveInstance = (organizationId: string, instanceId: string) =>
    and(
      eq(cardInstances.organizationId, organizationId),
      eq(cardInstances.id, instanceId),
      isNull(cardInstances.deletedAt),
    );

  return {
    /** A live stamp card of the organization, share-locked so its stamps required holds. */
    async findStampCard(
      organizationId: string,
      cardId: string,
      tx: Db = db,
      options: { share?: boolean } = {},
    ) {
      const query = tx.select().from(loyaltyCards).where(liveStampCard(organizationId, cardId));
      const [row] = options.share ? await query.for("share") : await query;
      return row;
    },

    /** A live card of the organization of any kind (the ledger gives a customer a card on a first posting). */
    async findLiveCard(organizationId: string, cardId: string, tx: Db = db) {
      const [row] = await tx
        .select({ id: loyaltyCards.id, kind: loyaltyCards.kind })
        .from(loyaltyCards)
        .where(
          and(
            eq(loyaltyCards.organizationId, organizationId),
            eq(loyaltyCards.id, cardId),
            isNull(loyaltyCards.deletedAt),
          ),
        );
      return row;
    },

    /**
     * A customer account staff may give a card to here: one that is already this organization's
     * customer, or whose own act identified it at the counter (a scanned identity code). Staff
     * never make a stranger a customer by knowing their id or address; only the person's own act
     * does (a counter or join code, an accepted invitation), which posts with `customerAct`.
     */
    async findCustomer(organizationId: string, userId: string, tx: Db = db) {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            eq(users.role, "user"),
            or(
              sql`exists (select 1 from organization_customers oc
                where oc.organization_id = ${organizationId} and oc.user_id = ${users.id})`,
              sql`exists (select 1 from reached_users r
                where r.organization_id = ${organizationId} and r.user_id = ${users.id})`,
            ),
          ),
        );
      return row;
    },

    /** A customer account, whatever its relation here: for the person's own act only. */
    async findCustomerAccount(userId: string, tx: Db = db) {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, "user")));
      return row;
    },

    async findInstance(
      organizationId: string,
      instanceId: string,
      tx: Db = db,
      options: { forUpdate?: boolean } = {},
    ): Promise<CardInstanceRow | undefined> {
      const query = tx.select().from(cardInstances).where(liveInstance(organizationId, instanceId));
      const [row] = options.forUpdate ? await query.for("update") : await query;
      return row;
    },

    /** Any instance, removed or not (a replayed transaction answers with its instance). */
    async findInstanceEvenRemoved(organizationId: string, instanceId: string, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(cardInstances)
        .where(and(eq(cardInstances.organizationId, organizationId), eq(cardInstances.id, instanceId)));
      return row;
    },

    async findLiveInstanceOf(
      organizationId: string,
      cardId: string,
      userId: string,
      tx: Db = db,
      options: { forUpdate?: boolean } = {},
    ): Promise<CardInstanceRow | undefined> {
      const query = tx
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
    },

    /** Inserts unless the customer already holds the card; undefined then. */
    async insertInstance(
      organizationId: string,
      cardId: string,
      userId: string,
      tx: Db = db,
      /** When it was given, for history written after the fact (the ledger's Posting.at). */
      since?: Date,
    ): Promise<CardInstanceRow | undefined> {
      const [row] = await tx
        .insert(cardInstances)
        .values({ organizationId, cardId, userId, ...(since ? { createdAt: since } : {}) })
        .onConflictDoNothing({
          target: [cardInstances.cardId, cardInstances.userId],
          // The unique index's predicate: stamp and points cards carry no gift code.
          where: sql`${cardInstances.deletedAt} is null and ${cardInstances.giftCode} is null`,
        })
        .returning();
      // The first card makes a customer of the organization (users directory), in the same transaction.
      if (row) await addOrganizationCustomer(organizationId, userId, tx, since);
      return row;
    },

    /**
     * Takes a stamp card away. A gift or points card is not removed this way (undefined, as for a
     * missing one): its value leaves only through its own ledger rules.
     */
    async softDeleteInstance(organizationId: string, instanceId: string, tx: Db = db) {
      const [row] = await tx
        .update(cardInstances)
        .set({ deletedAt: new Date() })
        .where(
          and(
            liveInstance(organizationId, instanceId),
            sql`exists (select 1 from ${loyaltyCards} where ${loyaltyCards.id} = ${cardInstances.cardId}
              and ${loyaltyCards.kind} = 'stamp')`,
          ),
        )
        .returning();
      return row;
    },

    async findTransactionByKey(organizationId: string, idempotencyKey: string, tx: Db = db) {
      const [row] = await tx
        .select()
        .from(transactions)
        .where(
          and(
            eq(transactions.organizationId, organizationId),
            eq(transactions.idempotencyKey, idempotencyKey),
          ),
        );
      return row;
    },

    async rewardsOfTransaction(organizationId: string, transactionId: string, tx: Db = db) {
      return tx
        .select()
        .from(rewards)
        .where(and(eq(rewards.organizationId, organizationId), eq(rewards.transactionId, transactionId)))
        .orderBy(asc(rewards.cycle), asc(rewards.issuedAt), asc(rewards.id));
    },

    async listRewards(organizationId: string, instanceId: string, tx: Db = db) {
      return tx
        .select()
        .from(rewards)
        .where(and(eq(rewards.organizationId, organizationId), eq(rewards.instanceId, instanceId)))
        .orderBy(desc(rewards.issuedAt), desc(rewards.cycle), asc(rewards.id));
    },

    async findReward(organizationId: string, rewardId: string, tx: Db = db) {
      const [row] = await tx
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
    },

    /** available → redeemed, atomically; undefined when it was not available. */
    async redeemReward(organizationId: string, rewardId: string, redeemedBy: string, tx: Db = db) {
      const [row] = await tx
        .update(rewards)
        .set({ status: "redeemed", redeemedAt: new Date(), redeemedBy })
        .where(
          and(
            eq(rewards.organizationId, organizationId),
            eq(rewards.id, rewardId),
            eq(rewards.status, "available"),
          ),
        )
        .returning();
      return row;
    },
  };
}

export type CardInstancesRepository = ReturnType<typeof createCardInstancesRepository>;

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
