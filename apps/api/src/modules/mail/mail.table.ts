import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every outgoing email is written here first, in the same transaction as the change that caused
 * it, then delivered. Without MAIL_URL the row is the delivery: the dev outbox.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    /** Where answers go when it is not the sender (the contact form: the person who wrote). */
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    links: jsonb("links").$type<string[]>().notNull().default([]),
    status: text("status", { enum: ["pending", "sent", "failed", "logged"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("mail_outbox_to_idx").on(table.toAddress, table.createdAt),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
