import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organizations } from "../organizations/organizations.table";
import { users } from "./users.table";

export const ACCOUNT_DELETION_STATUSES = ["scheduled", "cancelled", "erased"] as const;

/**
 * A request to delete an account: scheduled for the end of the grace period, cancelled when the
 * person signs in again before then, erased when the job has done it. The row stays as the record
 * that the request was answered and when; once erased it no longer names the person (user_id is
 * cleared with the account), only the anonymous ids that replaced them (erased_customers).
 */
export const accountDeletions = pgTable(
  "account_deletions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Set when an owner started it for a customer who asked in person: the business, and who asked. */
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: ACCOUNT_DELETION_STATUSES }).notNull().default("scheduled"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
    /** A worker erasing holds it until then; a crashed worker's claim runs out. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
  },
  (table) => [
    // One scheduled deletion per account: asking again answers the one there is.
    uniqueIndex("account_deletions_scheduled_idx").on(table.userId).where(sql`${table.status} = 'scheduled'`),
    index("account_deletions_due_idx").on(table.dueAt).where(sql`${table.status} = 'scheduled'`),
    index("account_deletions_organization_idx")
      .on(table.organizationId, table.requestedAt)
      .where(sql`${table.organizationId} is not null`),
  ],
);

/**
 * Each business an erased person was known to, and the anonymous id that carries their history
 * there now: the owners' log names the erasure by it. Nothing here leads back to the person.
 */
export const erasedCustomers = pgTable(
  "erased_customers",
  {
    deletionId: uuid("deletion_id")
      .notNull()
      .references(() => accountDeletions.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    anonymousId: uuid("anonymous_id").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.deletionId, table.organizationId] }),
    index("erased_customers_organization_idx").on(table.organizationId),
  ],
);

export type AccountDeletionRow = typeof accountDeletions.$inferSelect;
