import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizationIdColumn } from "../../db/columns";
import { users } from "../accounts/users.table";

/**
 * Who is a customer of which organization: a person becomes one with their first card there, or by
 * joining (the join code, an accepted invitation), and stays one when a card is removed. Written in
 * the same transaction as the card or the joining.
 *
 * It also carries lower-cased copies of the person's sort keys and search text, so the users table
 * filters, counts, sorts and pages (even page 4,000 of 5,000) on index-only scans of this one
 * table and joins users only for the rows shown; measured in bench/users-table.ts. The copies are
 * written by database triggers (migration 0008): on insert here, and when users change their
 * name, email or phone. The '' defaults only satisfy the query builder; the trigger overwrites them.
 */
export const organizationCustomers = pgTable(
  "organization_customers",
  {
    organizationId: organizationIdColumn(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    memberSince: timestamp("member_since", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The customer's last scan-sourced stamp here (any card), for the cool-down. On this row, which
     * every posting locks, so concurrent scans of one customer queue and each sees the one before.
     */
    lastScanAt: timestamp("last_scan_at", { withTimezone: true }),
    firstNameKey: text("first_name_key").notNull().default(""),
    lastNameKey: text("last_name_key").notNull().default(""),
    email: text("email").notNull().default(""),
    phoneNumber: text("phone_number"),
    /** users.search_text: full name, email and phone, lower-cased, separated by chr(1). */
    searchText: text("search_text").notNull().default(""),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.userId] }),
    // One per sort of the users table, each ending in user_id so pages never overlap.
    index("organization_customers_member_since_idx").on(
      table.organizationId,
      table.memberSince,
      table.userId,
    ),
    index("organization_customers_first_name_idx").on(table.organizationId, table.firstNameKey, table.userId),
    index("organization_customers_last_name_idx").on(table.organizationId, table.lastNameKey, table.userId),
    index("organization_customers_email_idx").on(table.organizationId, table.email, table.userId),
    index("organization_customers_phone_idx").on(table.organizationId, table.phoneNumber, table.userId),
    index("organization_customers_search_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("organization_customers_user_idx").on(table.userId),
  ],
);

/**
 * Customers who left (by their own act, or erased): only when they had become customers, so the
 * insights' count of new customers in a past period stays what it was. Nothing says who they were.
 * Written by the trigger on deleting from organization_customers (migration 0037).
 */
export const formerCustomers = pgTable(
  "former_customers",
  {
    organizationId: organizationIdColumn(),
    memberSince: timestamp("member_since", { withTimezone: true }).notNull(),
    leftAt: timestamp("left_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("former_customers_member_since_idx").on(table.organizationId, table.memberSince)],
);

/**
 * People who are not customers yet but showed their own identity code to staff of the
 * organization (scanned at the counter). Only they, besides customers, open a profile and may be
 * given a first card by staff: a guessed id, an email or a phone number reaches nobody.
 */
export const reachedUsers = pgTable(
  "reached_users",
  {
    organizationId: organizationIdColumn(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reachedBy: uuid("reached_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reachedAt: timestamp("reached_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.userId] })],
);

/** Profiles an admin opened in an organization; only the newest few are kept. */
export const recentUsers = pgTable(
  "recent_users",
  {
    organizationId: organizationIdColumn(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.adminId, table.userId] }),
    index("recent_users_admin_idx").on(table.organizationId, table.adminId, table.viewedAt.desc()),
  ],
);

/** Searches an admin submitted in an organization; a repeated query moves to the top. */
export const recentSearches = pgTable(
  "recent_searches",
  {
    organizationId: organizationIdColumn(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    query: text("query").notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.adminId, table.query] }),
    index("recent_searches_admin_idx").on(table.organizationId, table.adminId, table.searchedAt.desc()),
  ],
);

export type OrganizationCustomerRow = typeof organizationCustomers.$inferSelect;
