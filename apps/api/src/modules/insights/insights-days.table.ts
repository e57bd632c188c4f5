import { bigint, date, integer, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import { dayBitsColumn, organizationIdColumn } from "../../db/columns";
import { users } from "../accounts/users.table";
import { loyaltyCards } from "../cards/cards.table";

/**
 * The ledger summed per local calendar day of the organization (decision 023), so insights read a
 * few rows per day instead of every posting of a year. Kept by a trigger on `transactions`
 * (migration 0020), whoever posts; rebuilt for an organization whose time zone changes.
 *
 * One row per day, card, kind, source, administrator and `slot`: the slot is the writing
 * connection's (its backend pid modulo 8), so postings from different connections add to different
 * rows and never wait on each other's lock. Readers sum over the slots.
 */
export const ledgerDays = pgTable(
  "ledger_days",
  {
    organizationId: organizationIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    cardId: uuid("card_id").notNull(),
    kind: text("kind").notNull(),
    source: text("source").notNull(),
    actorUserId: uuid("actor_user_id").notNull(),
    slot: smallint("slot").notNull(),
    /** The sum of the day's positive deltas, and of its negative ones (zero or less). */
    gained: bigint("gained", { mode: "number" }).notNull().default(0),
    lost: bigint("lost", { mode: "number" }).notNull().default(0),
    postings: integer("postings").notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [
        table.organizationId,
        table.day,
        table.cardId,
        table.kind,
        table.source,
        table.actorUserId,
        table.slot,
      ],
    }),
  ],
);

/**
 * Stamp-card rewards counted per local day and card (decision 023): issued and completed cards on
 * the day issued, redeemed on the day handed over. Kept by triggers on `rewards`.
 */
export const rewardDays = pgTable(
  "reward_days",
  {
    organizationId: organizationIdColumn(),
    day: date("day", { mode: "string" }).notNull(),
    cardId: uuid("card_id").notNull(),
    slot: smallint("slot").notNull(),
    issued: integer("issued").notNull().default(0),
    completed: integer("completed").notNull().default(0),
    redeemed: integer("redeemed").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.day, table.cardId, table.slot] })],
);

/**
 * When each customer came (decision 023), for the insights' distinct counts: the local day of their
 * first posting here (their cohort), and the local days and months they visited (a posting from
 * the counter: qr, identity-scan or manual) as bit strings. Kept by the ledger's trigger. A narrow
 * table of its own, so counting a year's visitors reads about a hundred bytes per customer.
 */
export const customerVisits = pgTable(
  "customer_visits",
  {
    organizationId: organizationIdColumn(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstDay: date("first_day", { mode: "string" }).notNull(),
    /** Bit i is the day `visitDaysFrom + i`; null until the first visit. */
    visitDaysFrom: date("visit_days_from", { mode: "string" }),
    visitDays: dayBitsColumn("visit_days"),
    /** Bit i is the i-th month from January 2000 (the same for every row). */
    visitMonths: dayBitsColumn("visit_months"),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.userId] })],
);

/**
 * The local days each customer was given stamps on each stamp card (not stamps moved by a card
 * change), as a bit string: bit i is `stampDaysFrom + i`. The insights' customers per card count
 * these rows; one per customer and card, whichever instance of it they held. Kept by the ledger's
 * trigger (decision 023).
 */
export const cardStampDays = pgTable(
  "card_stamp_days",
  {
    organizationId: organizationIdColumn(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => loyaltyCards.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stampDaysFrom: date("stamp_days_from", { mode: "string" }).notNull(),
    stampDays: dayBitsColumn("stamp_days").notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.cardId, table.userId] })],
);
