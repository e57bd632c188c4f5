import { FRAUD_RULE_KINDS, SCAN_SOURCES } from "@stampwise/contract";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, organizationIdColumn } from "../../db/columns";
import { users } from "../accounts/users.table";
import { loyaltyCards } from "../cards/cards.table";
import { organizations } from "../organizations/organizations.table";

/**
 * The counter rules ("counter rules" on screen, the scan caps in the ledger's terms): an
 * organization's cool-down and hourly cap, and the log of scans they refused. The tables keep the
 * names they were made with (fraud_rules, fraud_events), as do the contract's FraudRules shapes.
 *
 * An organization's counter caps. No row means the contract's safe defaults.
 */
export const fraudRules = pgTable("fraud_rules", {
  organizationId: uuid("organization_id")
    .primaryKey()
    .references(() => organizations.id, { onDelete: "cascade" }),
  maxScanStampsPerHour: integer("max_scan_stamps_per_hour").notNull(),
  scanCooldownSeconds: integer("scan_cooldown_seconds").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Blocked attempts, append-only, for the insights area. */
export const fraudEvents = pgTable(
  "fraud_events",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    rule: text("rule", { enum: FRAUD_RULE_KINDS }).notNull(),
    source: text("source", { enum: SCAN_SOURCES }).notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cardId: uuid("card_id").references(() => loyaltyCards.id, { onDelete: "set null" }),
    /** The admin at the counter (identity scan) or the one who showed the code (counter QR). */
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    attemptedStamps: integer("attempted_stamps").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index("fraud_events_organization_idx").on(table.organizationId, table.createdAt)],
);

export type FraudRulesRow = typeof fraudRules.$inferSelect;
export type FraudEventRow = typeof fraudEvents.$inferSelect;
