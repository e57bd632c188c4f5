import { QR_CODE_TYPES } from "@stampwise/contract";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, organizationIdColumn } from "../../db/columns";
import { users } from "../accounts/users.table";
import { loyaltyCards } from "../cards/cards.table";

/** Stamp QR code definitions shown at the counter. */
export const qrCodes = pgTable(
  "qr_codes",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    type: text("type", { enum: QR_CODE_TYPES }).notNull(),
    description: text("description").notNull(),
    cardId: uuid("card_id")
      .notNull()
      .references(() => loyaltyCards.id, { onDelete: "cascade" }),
    /**
     * What a scan gives in the card's unit: stamps on a stamp card, points on the program's points
     * card (a points code's `card_id` is that card, so it retires with it like a stamp code).
     */
    stamps: integer("stamps").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index("qr_codes_organization_idx").on(table.organizationId)],
);

/** A single-use, 5-minute instance of a QR code; claimed atomically on redeem. */
export const qrCodeInstances = pgTable(
  "qr_code_instances",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    qrCodeId: uuid("qr_code_id")
      .notNull()
      .references(() => qrCodes.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    redeemedByUserId: uuid("redeemed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
  },
  (table) => [index("qr_code_instances_organization_idx").on(table.organizationId, table.qrCodeId)],
);

/** Per-customer identity-QR secret (32 random bytes, base64url), created on first use. */
export const identitySecrets = pgTable("identity_secrets", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  createdAt: createdAtColumn(),
});

export type QrCodeRow = typeof qrCodes.$inferSelect;
export type QrCodeInstanceRow = typeof qrCodeInstances.$inferSelect;
