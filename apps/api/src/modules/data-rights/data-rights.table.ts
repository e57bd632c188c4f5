import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { byteaColumn } from "../../db/columns";
import { users } from "../accounts/users.table";
import { organizations } from "../organizations/organizations.table";

export const DATA_EXPORT_STATUSES = ["preparing", "ready", "downloaded", "expired", "failed"] as const;

/**
 * A person's request for a copy of their data, and the file it made. The file is kept only until
 * it is downloaded (once) or its link expires; the row stays as the record that the request was
 * answered and when.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Cleared when the account is erased: the row stays in the owners' log, naming nobody. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * Set when an owner started it for a customer who asked in person: the business it was asked
     * at, and who asked. Null for the person's own request in the app.
     */
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: DATA_EXPORT_STATUSES }).notNull().default("preparing"),
    /** A worker building the file holds it until then; a crashed worker's claim runs out. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    /** The mailed link's token as an HMAC keyed by the server secret (hashToken): the token itself is never stored. */
    tokenHash: text("token_hash"),
    file: byteaColumn("file"),
    fileBytes: integer("file_bytes"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    downloadedAt: timestamp("downloaded_at", { withTimezone: true }),
  },
  (table) => [
    index("data_exports_user_idx").on(table.userId, table.requestedAt),
    index("data_exports_preparing_idx").on(table.requestedAt).where(sql`${table.status} = 'preparing'`),
    uniqueIndex("data_exports_token_idx").on(table.tokenHash),
    // The owners' log of the requests started at their business.
    index("data_exports_organization_idx")
      .on(table.organizationId, table.requestedAt)
      .where(sql`${table.organizationId} is not null`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
