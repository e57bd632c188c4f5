import {
  COMMUNICATION_FAILURE_CODES,
  COMMUNICATION_MEDIA,
  COMMUNICATION_STATUSES,
  DELIVERY_STATUSES,
  DELIVERY_TYPES,
} from "@stampwise/contract";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn, organizationIdColumn } from "../../db/columns";
import { users } from "../accounts/users.table";
import { targetGroups } from "../targeting/target-groups.table";

/**
 * A communication (decision 018). Channel content lives in columns of its own, null for a
 * channel that is not selected.
 */
export const communications = pgTable(
  "communications",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    targetGroupId: uuid("target_group_id").references(() => targetGroups.id, { onDelete: "set null" }),
    media: text("media", { enum: COMMUNICATION_MEDIA }).array().notNull().default(sql`'{}'::text[]`),
    emailSubject: text("email_subject"),
    emailBody: text("email_body"),
    smsMessage: text("sms_message"),
    inAppTitle: text("in_app_title"),
    inAppBody: text("in_app_body"),
    deliveryType: text("delivery_type", { enum: DELIVERY_TYPES }).notNull(),
    status: text("status", { enum: COMMUNICATION_STATUSES }).notNull().default("draft"),
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    /**
     * Runs of a job that failed on this communication in a row (its activation, or the sweep of
     * a continuous one); at COMMUNICATION_JOB_ATTEMPTS it becomes `failed` with a code and time.
     */
    jobFailures: integer("job_failures").notNull().default(0),
    failureCode: text("failure_code", { enum: COMMUNICATION_FAILURE_CODES }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("communications_organization_idx").on(table.organizationId, table.createdAt),
    // The activation job finds scheduled communications that are due without reading the rest.
    index("communications_due_idx").on(table.scheduledFor).where(sql`${table.status} = 'scheduled'`),
    // Continuous matching reads the active continuous communications of one organization.
    index("communications_continuous_idx")
      .on(table.organizationId)
      .where(sql`${table.status} = 'active' and ${table.deliveryType} = 'continuous'`),
  ],
);

/**
 * One delivery: a customer and a channel of a communication. The unique
 * index makes "once per customer" hold however many postings race to match them. Sending claims
 * rows by pushing `next_attempt_at` ahead under FOR UPDATE SKIP LOCKED, so a crash mid-send leaves
 * the row to be retried, never lost.
 */
export const userCommunications = pgTable(
  "user_communications",
  {
    id: idColumn(),
    organizationId: organizationIdColumn(),
    communicationId: uuid("communication_id")
      .notNull()
      .references(() => communications.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    medium: text("medium", { enum: COMMUNICATION_MEDIA }).notNull(),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The address it went to (email or phone), kept as it was at sending. */
    address: text("address"),
    failureCode: text("failure_code"),
    failureReason: text("failure_reason"),
    /** What was sent, rendered for this recipient (the text part for email, with its subject). */
    sentContent: text("sent_content"),
    /** The SMS provider's id, which its delivery reports name. */
    providerMessageId: text("provider_message_id"),
    /** In-app: when the customer opened it. */
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("user_communications_once_idx").on(table.communicationId, table.userId, table.medium),
    index("user_communications_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index("user_communications_statistics_idx").on(table.communicationId, table.status, table.createdAt),
    index("user_communications_inbox_idx")
      .on(table.userId, table.sentAt)
      .where(sql`${table.medium} = 'in_app' and ${table.status} = 'sent'`),
    uniqueIndex("user_communications_provider_idx")
      .on(table.providerMessageId)
      .where(sql`${table.providerMessageId} is not null`),
    // A person's every message (their copy of their data, leaving, erasure), without reading all.
    index("user_communications_user_idx").on(table.userId, table.organizationId),
  ],
);

export type CommunicationRow = typeof communications.$inferSelect;
export type UserCommunicationRow = typeof userCommunications.$inferSelect;
