import type { AudienceReach } from "@stampwise/contract";
import { integer, jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { organizationIdColumn } from "../../db/columns";
import { communications } from "./communications.table";

/**
 * How many messages each organization's communications have sent in the current calendar minute,
 * counted in the database so that every worker process shares one count (COMMUNICATIONS_RATE_PER_MINUTE).
 * One row per organization, restarted when its minute has passed.
 */
export const communicationSendWindows = pgTable("communication_send_windows", {
  organizationId: organizationIdColumn().primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  used: integer("used").notNull(),
  /** What the last reservation was given: read back by the statement that made it. */
  lastGranted: integer("last_granted").notNull(),
});

/**
 * Whom a communication's channels could reach when its target group was last evaluated whole (its
 * activation, and each sweep of a continuous one): how many matched and, per channel, how many
 * could be reached and why the rest could not. The statistics show it beside the deliveries.
 */
export const communicationReach = pgTable("communication_reach", {
  communicationId: uuid("communication_id")
    .primaryKey()
    .references(() => communications.id, { onDelete: "cascade" }),
  organizationId: organizationIdColumn(),
  reach: jsonb("reach").$type<AudienceReach>().notNull(),
  countedAt: timestamp("counted_at", { withTimezone: true }).notNull().defaultNow(),
});
