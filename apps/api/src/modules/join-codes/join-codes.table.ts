import { index, integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, organizationIdColumn } from "../../db/columns";
import { users } from "../accounts/users.table";
import { loyaltyCards } from "../cards/cards.table";

/**
 * The organization's join code settings (one row, made on first save): the welcome reward a new
 * customer collects by joining. `welcome_card_id` null gives none; otherwise `welcome_amount` is in
 * the card's unit (stamps on a stamp card, points on the program's card), as a counter code's.
 * A deleted card gives nothing any more (its `deleted_at`), like its counter codes.
 */
export const joinCodes = pgTable("join_codes", {
  organizationId: organizationIdColumn().primaryKey(),
  welcomeCardId: uuid("welcome_card_id").references(() => loyaltyCards.id, { onDelete: "set null" }),
  welcomeAmount: integer("welcome_amount").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A shown join code: single use, claimed with one conditional UPDATE like a counter code's
 * instance, and short-lived (JOIN_CODE_TTL_SECONDS) so the screen rotates it.
 */
export const joinCodeInstances = pgTable(
  "join_code_instances",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    redeemedByUserId: uuid("redeemed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
  },
  (table) => [index("join_code_instances_organization_idx").on(table.organizationId, table.createdAt)],
);

export type JoinCodeRow = typeof joinCodes.$inferSelect;
