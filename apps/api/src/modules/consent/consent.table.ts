import { CONSENT_CHANNELS } from "@stampwise/contract";
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, organizationIdColumn } from "../../db/columns";
import { users } from "../accounts/users.table";

export const CONSENT_SOURCES = [
  "customer_app",
  "unsubscribe_link",
  "unsubscribe_undo",
  "list_unsubscribe_post",
  "sms_stop",
  "sms_start",
  /** The customer left the business (Your data → Leave): every yes to its news ends. */
  "left_business",
  /** The person's account was erased: every yes still on ends, and the log goes to their anonymous id. */
  "account_erased",
] as const;

/**
 * A customer's marketing consent per organization and channel (off until they opt in).
 * No row means no consent. Targeting joins this table, so it is never asked per customer.
 */
export const marketingConsents = pgTable(
  "marketing_consents",
  {
    organizationId: organizationIdColumn(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: CONSENT_CHANNELS }).notNull(),
    granted: boolean("granted").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    source: text("source", { enum: CONSENT_SOURCES }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId, table.channel] }),
    index("marketing_consents_user_idx").on(table.userId),
  ],
);

/** Every change of consent, with time and source (GDPR: consent must be demonstrable). */
export const consentEvents = pgTable(
  "consent_events",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: CONSENT_CHANNELS }).notNull(),
    granted: boolean("granted").notNull(),
    source: text("source", { enum: CONSENT_SOURCES }).notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index("consent_events_user_idx").on(table.userId, table.createdAt)],
);
