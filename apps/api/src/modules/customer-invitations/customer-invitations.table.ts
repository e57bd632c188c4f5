import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, organizationIdColumn } from "../../db/columns";
import { users } from "../accounts/users.table";

/**
 * Staff's invitation of a customer account to join the organization: a single-use emailed link
 * (only its hash stored) that only the invited account can accept. Accepting makes the person a
 * customer here; nothing else staff do can. One open invitation per person and organization: a new
 * one replaces it (and its link stops working).
 */
export const customerInvitations = pgTable(
  "customer_invitations",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex("customer_invitations_open_unique")
      .on(table.organizationId, table.userId)
      .where(sql`${table.acceptedAt} is null`),
    index("customer_invitations_user_idx").on(table.userId),
  ],
);

export type CustomerInvitationRow = typeof customerInvitations.$inferSelect;
