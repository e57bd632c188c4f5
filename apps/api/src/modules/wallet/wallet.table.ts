import { WALLETS, type Wallet } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, organizationIdColumn } from "../../db/columns";
import { users } from "../accounts/users.table";
import { cardInstances } from "../ledger/ledger.table";

export type { Wallet };

/**
 * A customer's card as a wallet pass (decision 044). Made when the customer first asks for the
 * pass; its id is the pass's serial number. `version` counts what the pass shows: the ledger's
 * card row changing moves it (a trigger, migration 0039), and with it `updated_at` (what Apple's
 * devices ask "updated since") and the barcode's token, so a screenshot of an earlier pass stops
 * identifying anyone. `push_due_at` is set by the same trigger and cleared by the push job, which
 * sends at most one push per pass per few seconds however many postings came (coalescing).
 * Only the trigger and this module write it; the trigger reads nothing but the card row it follows.
 */
export const walletPasses = pgTable(
  "wallet_passes",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    instanceId: uuid("instance_id")
      .notNull()
      .references(() => cardInstances.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    wallet: text("wallet", { enum: WALLETS }).notNull(),
    version: integer("version").notNull().default(1),
    /** The language the pass speaks: the holder's when they first added it. */
    language: text("language", { enum: ["en-US", "sv-SE"] }).notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    pushDueAt: timestamp("push_due_at", { withTimezone: true }),
    lastPushedAt: timestamp("last_pushed_at", { withTimezone: true }),
    /** The card was taken away or left: the pass shows it is void, and its barcode identifies no one. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("wallet_passes_instance_wallet_idx").on(table.instanceId, table.wallet),
    index("wallet_passes_push_due_idx").on(table.pushDueAt).where(sql`${table.pushDueAt} is not null`),
    index("wallet_passes_user_idx").on(table.userId),
  ],
);

/**
 * A device that holds a pass and wants its updates: Apple's device library id and the push token
 * its wallet gave. Removed when the device unregisters or APNs says the token is gone.
 */
export const walletRegistrations = pgTable(
  "wallet_registrations",
  {
    passId: uuid("pass_id")
      .notNull()
      .references(() => walletPasses.id, { onDelete: "cascade" }),
    deviceId: text("device_id").notNull(),
    pushToken: text("push_token").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.passId, table.deviceId] }),
    index("wallet_registrations_device_idx").on(table.deviceId),
  ],
);

/**
 * Passes added to and removed from a wallet, per organization and day: what insights count.
 * Apple's come from devices registering and letting go, Google's from its callbacks.
 */
export const walletPassEvents = pgTable(
  "wallet_pass_events",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    wallet: text("wallet", { enum: WALLETS }).notNull(),
    kind: text("kind", { enum: ["added", "removed"] }).notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The nonce of the Google callback that told of it: Google may send one twice. */
    googleNonce: text("google_nonce"),
  },
  (table) => [
    index("wallet_pass_events_organization_idx").on(table.organizationId, table.at),
    uniqueIndex("wallet_pass_events_google_nonce_idx")
      .on(table.googleNonce)
      .where(sql`${table.googleNonce} is not null`),
  ],
);

export type WalletPassRow = typeof walletPasses.$inferSelect;
