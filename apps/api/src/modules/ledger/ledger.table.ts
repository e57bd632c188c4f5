import { REWARD_STATUSES, TRANSACTION_KINDS, TRANSACTION_SOURCES } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, organizationIdColumn } from "../../db/columns";
import { users } from "../accounts/users.table";
import { loyaltyCards, rewardMilestones } from "../cards/cards.table";
import { pointsRewards } from "../points/points-rewards.table";

/**
 * A points lot as kept on the instance: the contract's PointsLot,
 * times in epoch milliseconds.
 */
export interface StoredPointsLot {
  id: string;
  earnedAt: number;
  expiresAt: number;
  amount: number;
  remaining: number;
}

/** A scan-sourced addition within the rolling hour: when (epoch seconds, database clock) and how many. */
export interface RecentScan {
  at: number;
  stamps: number;
}

/**
 * The ledger's tables: the customers' cards with their balances (`card_instances`), the
 * append-only postings (`transactions`) and the rewards they issue. Only the ledger module writes
 * value into them (docs/architecture.md, "The ledger").
 *
 * A customer's card. Removing it is soft (`deleted_at`): the append-only ledger and the rewards
 * point here. A customer holds at most one live instance of a card.
 */
export const cardInstances = pgTable(
  "card_instances",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => loyaltyCards.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * What the card holds now, in its kind's unit: stamps in the current cycle (a stamp card),
     * points (a points card), minor units of its currency (a gift card). Only the ledger writes it, with a ledger row.
     */
    balance: integer("balance").notNull().default(0),
    /** Completed cycles: a milestone's reward is issued once per cycle. */
    cycle: integer("cycle").notNull().default(0),
    /**
     * Milestones already rewarded in the current cycle, and this card's scan stamps of the last
     * hour: what the ledger's rule and the hourly cap read. They live on the row the posting locks,
     * so a posting that waited for the lock reads them as the previous posting left them
     * (a separate read of `rewards` or `transactions` would see the state before the wait).
     */
    cycleRewardedMilestones: uuid("cycle_rewarded_milestones").array().notNull().default(sql`'{}'::uuid[]`),
    recentScans: jsonb("recent_scans").$type<RecentScan[]>().notNull().default(sql`'[]'::jsonb`),
    /** An issued gift card's code (normalized, unique in the organization); null for other kinds. */
    giftCode: text("gift_code"),
    /**
     * A points card's lots (earned, when, what is left), on the locked row for the same reason,
     * and the first instant one of them expires with points left: the expiry job's index.
     */
    pointsLots: jsonb("points_lots").$type<StoredPointsLot[]>().notNull().default(sql`'[]'::jsonb`),
    pointsNextExpiryAt: timestamp("points_next_expiry_at", { withTimezone: true }),
    /**
     * A points card's qualifying points (earned, not expired, spent or not: what a level is judged
     * by) as of its last write, and the first instant after it that a lot expires (null: none
     * will). Targeting reads the number while it holds and the lots after (decision 018).
     */
    // bigint: spent lots still qualify, so the sum can pass what a balance (an integer) may hold.
    pointsQualifying: bigint("points_qualifying", { mode: "number" }).notNull().default(0),
    pointsQualifyingUntil: timestamp("points_qualifying_until", { withTimezone: true }),
    createdAt: createdAtColumn(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [
    // One live stamp or points card per customer; gift cards (which carry a code) may be issued
    // to the same customer more than once.
    uniqueIndex("card_instances_card_user_live_idx")
      .on(table.cardId, table.userId)
      .where(sql`${table.deletedAt} is null and ${table.giftCode} is null`),
    uniqueIndex("card_instances_gift_code_idx")
      .on(table.organizationId, table.giftCode)
      .where(sql`${table.giftCode} is not null`),
    index("card_instances_organization_idx").on(table.organizationId, table.userId),
    // The customer app lists a person's live cards across organizations.
    index("card_instances_user_live_idx").on(table.userId).where(sql`${table.deletedAt} is null`),
    // The expiry job finds the instances with points due, oldest first, without reading the rest.
    index("card_instances_points_expiry_idx")
      .on(table.pointsNextExpiryAt)
      .where(sql`${table.pointsNextExpiryAt} is not null`),
  ],
);

/** The append-only ledger: every change of a balance is one row, never updated or deleted. */
export const transactions = pgTable(
  "transactions",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    instanceId: uuid("instance_id")
      .notNull()
      .references(() => cardInstances.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: TRANSACTION_KINDS }).notNull(),
    delta: integer("delta").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    source: text("source", { enum: TRANSACTION_SOURCES }).notNull(),
    actorUserId: uuid("actor_user_id")
      .notNull()
      .references(() => users.id),
    /**
     * The API key the posting came through (its actor user is then the owner who made the key);
     * null for the apps and the server's own paths. Keys are revoked, never deleted, so no
     * reference is needed to keep it meaningful, and the ledger stays free of the keys' module.
     */
    actorApiKeyId: uuid("actor_api_key_id"),
    idempotencyKey: text("idempotency_key").notNull(),
    /** A manual adjustment's reason, a redeemed reward's name; null for most rows. */
    note: text("note"),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex("transactions_idempotency_idx").on(table.organizationId, table.idempotencyKey),
    index("transactions_instance_idx").on(table.instanceId, table.createdAt),
    // Insights aggregate an organization's postings over a range of time (decision 020).
    index("transactions_organization_time_idx").on(table.organizationId, table.createdAt),
    // A person's own postings, found when their account is erased (and by the account's foreign
    // key as it goes), without reading every business's ledger (decision 043).
    index("transactions_actor_idx").on(table.actorUserId),
  ],
);

export const rewards = pgTable(
  "rewards",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    instanceId: uuid("instance_id")
      .notNull()
      .references(() => cardInstances.id, { onDelete: "cascade" }),
    /** null: the card's final reward. */
    milestoneId: uuid("milestone_id").references(() => rewardMilestones.id, { onDelete: "set null" }),
    /** The ledger row that issued it (a replayed request answers with the same rewards). */
    transactionId: uuid("transaction_id").references(() => transactions.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    status: text("status", { enum: REWARD_STATUSES }).notNull().default("available"),
    cycle: integer("cycle").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    redeemedBy: uuid("redeemed_by").references(() => users.id),
    /** The API key a redemption came through, as `transactions.actor_api_key_id`. */
    redeemedByApiKeyId: uuid("redeemed_by_api_key_id"),
    /** The points reward this was bought with (redeemed at once); null for stamp rewards. */
    pointsRewardId: uuid("points_reward_id").references(() => pointsRewards.id, { onDelete: "set null" }),
  },
  (table) => [
    index("rewards_instance_idx").on(table.instanceId, table.issuedAt),
    index("rewards_transaction_idx").on(table.transactionId),
    // Insights count an organization's rewards issued and redeemed in a range.
    index("rewards_organization_issued_idx").on(table.organizationId, table.issuedAt),
    index("rewards_organization_redeemed_idx")
      .on(table.organizationId, table.redeemedAt)
      .where(sql`${table.redeemedAt} is not null`),
    // Who handed rewards over, found when their account is erased (decision 043).
    index("rewards_redeemed_by_idx").on(table.redeemedBy).where(sql`${table.redeemedBy} is not null`),
  ],
);

export type CardInstanceRow = typeof cardInstances.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
export type RewardRow = typeof rewards.$inferSelect;
