import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { organizations } from "../organizations/organizations.table";

/** An organization's webhook endpoint: where its events go, signed with its secret. */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    eventTypes: text("event_types").array().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** owner: switched off by an owner; failing: by the server after days of failed deliveries. */
    disabledReason: text("disabled_reason", { enum: ["owner", "failing"] }),
    /**
     * The Standard Webhooks secret (`whsec_<base64>`). Kept as it is, not hashed: signing needs
     * it at every send. It leaves the server only in the answer that made or rotated it.
     */
    secret: text("secret").notNull(),
    /** Since when every attempt failed; null after a success. Three days of it switch the endpoint off. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("webhook_endpoints_organization_idx").on(table.organizationId)],
);

/**
 * The outbox and the delivery log in one: a row per event and endpoint, written in the same
 * transaction as the change it tells of, then sent (and retried) by the delivery job.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    /** Also the `webhook-id` header, the same on every attempt. */
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order: deliveries of one endpoint and ordering key go out in it. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    organizationId: uuid("organization_id").notNull(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    /** The card instance the event is about, else a key of its own: what must stay in order. */
    orderingKey: text("ordering_key").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** For an event that must be told once however often its cause is seen (a communication finished). */
    eventKey: text("event_key"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status", { enum: ["pending", "retrying", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker sending it holds it until then; one that dies leaves it to the others after. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    responseStatus: smallint("response_status"),
    responseExcerpt: text("response_excerpt"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("webhook_deliveries_due_idx")
      .on(table.endpointId, table.seq)
      .where(sql`status in ('pending', 'retrying')`),
    index("webhook_deliveries_log_idx").on(table.endpointId, table.createdAt),
    index("webhook_deliveries_created_idx").on(table.createdAt),
    uniqueIndex("webhook_deliveries_event_key").on(table.endpointId, table.eventKey),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
