import { API_KEY_SCOPES } from "@stampwise/contract";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, organizationIdColumn } from "../../db/columns";
import { users } from "../accounts/users.table";

/**
 * An organization's API keys for its till and other systems. Only an HMAC of the key is kept (the
 * key is shown once); a key is revoked, never deleted, so the ledger rows it made keep naming it.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    name: text("name").notNull(),
    scope: text("scope", { enum: API_KEY_SCOPES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** The key's last four characters, shown to tell keys apart. */
    lastCharacters: text("last_characters").notNull(),
    /** The owner who made it: the key works only while they are an owner of the organization. */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("api_keys_organization_idx").on(table.organizationId, table.createdAt)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
