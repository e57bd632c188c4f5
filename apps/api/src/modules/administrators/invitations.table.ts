import { MEMBERSHIP_ROLES } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, organizationIdColumn } from "../../db/columns";
import { users } from "../accounts/users.table";

/**
 * An owner's invitation of a person to administer the organization: a single-use emailed link
 * (only its hash stored), valid 7 days, cancellable while pending. Accepted and cancelled rows
 * stay for the record; at most one open invitation per email and organization.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** E.164; optional, like the rest of a person's phone numbers. */
    phoneNumber: text("phone_number"),
    role: text("role", { enum: MEMBERSHIP_ROLES }).notNull(),
    language: text("language", { enum: ["en-US", "sv-SE"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // Two owners inviting one email at once: one wins, the other reads "already invited".
    uniqueIndex("invitations_open_email_unique")
      .on(table.organizationId, table.email)
      .where(sql`${table.acceptedAt} is null and ${table.cancelledAt} is null`),
    index("invitations_organization_idx").on(table.organizationId, table.createdAt),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
