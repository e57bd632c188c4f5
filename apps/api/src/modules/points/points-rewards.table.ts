import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, organizationIdColumn } from "../../db/columns";
import { loyaltyPrograms } from "../loyalty-program/loyalty-program.table";

/**
 * The rewards an organization's points buy. Removing one is soft (`deleted_at`): the reward
 * records it issued keep pointing at it, and a customer's history must outlive the catalogue.
 */
export const pointsRewards = pgTable(
  "points_rewards",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    programId: uuid("program_id")
      .notNull()
      .references(() => loyaltyPrograms.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    pointsCost: integer("points_cost").notNull(),
    active: boolean("active").notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (table) => [index("points_rewards_organization_idx").on(table.organizationId, table.pointsCost)],
);

export type PointsRewardRow = typeof pointsRewards.$inferSelect;
