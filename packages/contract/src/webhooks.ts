import { z } from "zod";
import { requireSomeField } from "./patch";
import { hasControlCharacters, textField } from "./text";
import { VALIDATION_MESSAGES as M } from "./validation-messages";
import {
  WEBHOOK_DELIVERIES_PAGE_MAX,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  WEBHOOK_URL_MAX_LENGTH,
} from "./webhook-limits";

/**
 * What an endpoint can ask for. Each event names ids and the values that changed, never a
 * person's name, email or phone: a receiver that needs more asks the API with its own rights.
 */
export const WEBHOOK_EVENT_TYPES = [
  "customer.joined",
  "stamps.added",
  "card.completed",
  "reward.issued",
  "reward.redeemed",
  "points.earned",
  "points.spent",
  "level.changed",
  "gift_card.issued",
  "gift_card.redeemed",
  "communication.finished",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent only by "send test event", to one endpoint, whatever it asked for. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "retrying", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * Why an endpoint is off: its owner switched it off, or its deliveries failed for days and the
 * server did (the owners are emailed).
 */
export const WEBHOOK_DISABLED_REASONS = ["owner", "failing"] as const;

/**
 * An address a webhook may go to, as far as its text tells: http or https, no user name or
 * password, no control characters. Whether its host may be reached (not a private or loopback
 * address) is the server's check, at saving and again at every send.
 */
export const WebhookUrlSchema = z
  .string({ error: M.webhookUrlRequired })
  .trim()
  .min(1, { error: M.webhookUrlRequired })
  .max(WEBHOOK_URL_MAX_LENGTH, { error: M.webhookUrlTooLong })
  .refine((value) => !hasControlCharacters(value), { error: M.textInvalidCharacters })
  .pipe(z.url({ protocol: /^https?$/, error: M.webhookUrlInvalid }))
  // A user name or password in the address would be sent to, and logged by, whoever receives it.
  .refine((value) => !CREDENTIALS.test(value), { error: M.webhookUrlInvalid });

const CREDENTIALS = /^[a-z]+:\/\/[^/?#]*@/i;

const eventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES), { error: M.webhookEventsRequired })
  .min(1, { error: M.webhookEventsRequired })
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((types) => [...new Set(types)]);

const description = textField({ max: WEBHOOK_DESCRIPTION_MAX_LENGTH, tooLong: M.webhookDescriptionTooLong });

export const WebhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why it is off; null while enabled. */
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  /** Since when every delivery failed; null while the last one succeeded. */
  failingSince: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;
export const WebhookEndpointListSchema = z.array(WebhookEndpointSchema);

/** The signing secret, shown once: at creation and at rotation. Standard Webhooks' `whsec_<base64>`. */
export const WebhookSecretSchema = z.object({ secret: z.string() });
export const WebhookEndpointCreatedSchema = WebhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreatedSchema>;

export const WebhookEndpointFieldsSchema = z.object({
  url: WebhookUrlSchema,
  description: description.optional(),
  eventTypes,
  enabled: z.boolean().optional(),
});
export const CreateWebhookEndpointRequestSchema = WebhookEndpointFieldsSchema;
export type CreateWebhookEndpointRequest = z.input<typeof CreateWebhookEndpointRequestSchema>;

export const UpdateWebhookEndpointRequestSchema = requireSomeField(WebhookEndpointFieldsSchema.partial());
export type UpdateWebhookEndpointRequest = z.input<typeof UpdateWebhookEndpointRequestSchema>;

export const WebhookDeliverySchema = z.object({
  /** The `webhook-id` header: the same on every attempt and on "send again". */
  id: z.uuid(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The receiver's last HTTP status; null when none answered (refused, timed out) or not tried yet. */
  responseStatus: z.number().int().nullable(),
  /** The start of the receiver's last answer, or why there was none. */
  responseExcerpt: z.string().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  /** When the next attempt is due (pending, retrying); null otherwise. */
  nextAttemptAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryListSchema = z.array(WebhookDeliverySchema);

export const WebhookDeliveryListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(WEBHOOK_DELIVERIES_PAGE_MAX).default(50),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});

/**
 * What each event's `data` holds: ids and the values that changed. The body an endpoint receives is
 * `{ type, timestamp, data }`; `webhook.test` carries `{ endpointId, message }`.
 */
export interface WebhookEventData {
  "customer.joined": { customerUserId: string };
  "stamps.added": CardChange;
  "card.completed": CardRef & { cycle: number };
  "reward.issued": CardRef & { rewardId: string; milestoneId: string | null; cycle: number };
  "reward.redeemed": CardRef & { rewardId: string };
  "points.earned": CardChange;
  "points.spent": CardChange;
  /** `levelId`: the level the customer is at now (null below the first level). */
  "level.changed": CardRef & {
    qualifyingPointsBefore: number;
    qualifyingPointsAfter: number;
    levelId: string | null;
  };
  "gift_card.issued": CardChange;
  "gift_card.redeemed": CardChange;
  "communication.finished": { communicationId: string; sent: number; failed: number };
}

interface CardRef {
  cardId: string;
  instanceId: string;
  customerUserId: string;
}
interface CardChange extends CardRef {
  transactionId: string;
  delta: number;
  balanceAfter: number;
  source: string;
}
