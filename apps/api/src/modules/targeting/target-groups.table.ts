import type { TargetRules } from "@stampwise/contract";
import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, organizationIdColumn } from "../../db/columns";

/** Saved targeting rules, compiled to one SQL query when used. */
export const targetGroups = pgTable(
  "target_groups",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    name: text("name").notNull().default(""),
    rules: jsonb("rules").$type<TargetRules>().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("target_groups_organization_idx").on(table.organizationId)],
);

export type TargetGroupRow = typeof targetGroups.$inferSelect;
