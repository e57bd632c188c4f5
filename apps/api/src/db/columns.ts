import { timestamp, uuid } from "drizzle-orm/pg-core";
import { organizations } from "../modules/organizations/organizations.table";

/**
 * Columns most tables share, defined once. Each call returns a fresh builder (drizzle binds a
 * builder to the table it is used in).
 */
export const idColumn = () => uuid("id").primaryKey().defaultRandom();

/** The owning organization: every business row carries it, and goes with it. */
export const organizationIdColumn = () =>
  uuid("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" });

export const createdAtColumn = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
