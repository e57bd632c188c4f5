import { POINT_VALUE_KRONOR_DECIMALS, POINTS_PER_KRONA_DECIMALS } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import { boolean, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, organizationIdColumn } from "../../db/columns";
import { loyaltyCards } from "../cards/cards.table";

/**
 * An organization's loyalty program: at most one (the unique index answers a concurrent second
 * create too). It goes with its organization, like every business row.
 */
export const loyaltyPrograms = pgTable(
  "loyalty_programs",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    name: text("name").notNull(),
    pointsName: text("points_name").notNull(),
    pointsExpiresMonths: integer("points_expires_months").notNull(),
    descriptionTitle: text("description_title").notNull(),
    descriptionContent: text("description_content").notNull(),
    active: boolean("active").notNull(),
    // Exact decimal, so a rate of 0.1 multiplies a purchase without binary rounding.
    pointsPerKrona: numeric("points_per_krona", {
      precision: 5,
      scale: POINTS_PER_KRONA_DECIMALS,
      mode: "number",
    }).notNull(),
    pointsPerVisit: integer("points_per_visit").notNull(),
    /** What one point is worth when spent, in kronor; null when the owner has not said. */
    pointValueKronor: numeric("point_value_kronor", {
      precision: 8,
      scale: POINT_VALUE_KRONOR_DECIMALS,
      mode: "number",
    }),
    /** The program's points card (a loyalty card of kind points): customers' balances live on its instances. */
    pointsCardId: uuid("points_card_id")
      .notNull()
      .references(() => loyaltyCards.id),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("loyalty_programs_organization_key").on(table.organizationId),
    uniqueIndex("loyalty_programs_points_card_key").on(table.pointsCardId),
  ],
);

/** The index that refuses a second level of the same name; a violation names it. */
export const LEVEL_NAME_UNIQUE_INDEX = "loyalty_levels_organization_name_key";

/**
 * Levels of the organization's program. Required points and names are unique per organization, by
 * index, so two admins adding the same threshold or name at once get one level and a 409. Names are
 * compared lower-cased ("Gold" and "gold" are one level to a customer); the contract trims them
 * before they get here. A level needs its program (the foreign key) and goes with it.
 */
export const loyaltyLevels = pgTable(
  "loyalty_levels",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    programId: uuid("program_id")
      .notNull()
      .references(() => loyaltyPrograms.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    requiredPoints: integer("required_points").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex("loyalty_levels_organization_points_key").on(table.organizationId, table.requiredPoints),
    uniqueIndex(LEVEL_NAME_UNIQUE_INDEX).on(table.organizationId, sql`lower(${table.name})`),
  ],
);

export type LoyaltyProgramRow = typeof loyaltyPrograms.$inferSelect;
export type LoyaltyLevelRow = typeof loyaltyLevels.$inferSelect;
