import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { organizationIdColumn } from "../../db/columns";
import { users } from "../accounts/users.table";

/**
 * One row per customer of an organization with every figure a targeting rule reads (decision 022),
 * so the preview count, instant snapshots and continuous matching scan this one table instead of
 * joining and aggregating cards, lots and the ledger per customer.
 *
 * - `firstPostingAt` / `lastVisitAt`: the first ledger posting here and the last visit (a posting
 *   from the counter: qr, identity-scan or manual; not a card change or an expiry). Written by the
 *   ledger's one write per posting (an upsert in the same statement). Null until the first one.
 * - Every other column is kept by database triggers (migration 0019), whoever writes:
 *   - `lastNameKey` and `birthDate`: copies of the person's (the preview's sample sorts by name);
 *   - `stamps`: current stamps over the live stamp cards; `cardStamps`: `{cardId: stamps}` of every
 *     live card that is not a gift card;
 *   - `pointsQualifying` / `pointsQualifyingUntil`: the program's points card's stored figure;
 *   - `giftSpent`: gift card money spent (minor units).
 *
 * A table of its own, not columns of organization_customers: scans lock that row before their card,
 * and a manual posting writing it after its card could deadlock with them; this row is only ever
 * locked last. The triggers change it by what each write adds or takes away, never by re-reading
 * the customer's cards, so two postings of one customer at once both count.
 */
export const customerActivity = pgTable(
  "customer_activity",
  {
    organizationId: organizationIdColumn(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstPostingAt: timestamp("first_posting_at", { withTimezone: true }),
    lastVisitAt: timestamp("last_visit_at", { withTimezone: true }),
    lastNameKey: text("last_name_key").notNull().default(""),
    birthDate: date("birth_date"),
    stamps: integer("stamps").notNull().default(0),
    cardStamps: jsonb("card_stamps").$type<Record<string, number>>().notNull().default({}),
    pointsQualifying: bigint("points_qualifying", { mode: "number" }).notNull().default(0),
    pointsQualifyingUntil: timestamp("points_qualifying_until", { withTimezone: true }),
    giftSpent: bigint("gift_spent", { mode: "number" }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    index("customer_activity_last_visit_idx").on(table.organizationId, table.lastVisitAt),
    // The preview's five names: walked in name order until five match, instead of sorting all.
    index("customer_activity_last_name_idx").on(table.organizationId, table.lastNameKey, table.userId),
  ],
);
