import { sql } from "drizzle-orm";
import { pgTable, primaryKey, smallint, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizationIdColumn } from "../../db/columns";

/**
 * The heavy requests an organization may run at once (the targeting preview, insights, the users
 * table and its export), one row per slot. A request holds a slot from its claim to its end; the
 * lease (`heldUntil`) frees the slot of a process that died holding it. In the database, so every
 * API process counts the same requests (decision 031).
 */
export const heavyRequestSlots = pgTable(
  "heavy_request_slots",
  {
    organizationId: organizationIdColumn(),
    slot: smallint("slot").notNull(),
    /** The request holding it; null when free. */
    holder: uuid("holder"),
    heldUntil: timestamp("held_until", { withTimezone: true }).notNull().default(sql`'-infinity'`),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.slot] })],
);
