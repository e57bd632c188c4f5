import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Messages from the landing page's contact form. They belong to the platform, not to an
 * organization, so unlike the business tables there is no organization_id. Kept even after the
 * mail is sent, so nothing is lost when delivery fails for good.
 */
export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  /** The client address, as the rate limit counted it: for following up on abuse. */
  ip: text("ip").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ContactMessageRow = typeof contactMessages.$inferSelect;
