import { z } from "zod";
import {
  MAX_SCAN_STAMPS_PER_HOUR_LIMIT,
  MAX_SCAN_STAMPS_PER_HOUR_MIN,
  SCAN_COOLDOWN_SECONDS_LIMIT,
} from "./fraud-limits";
import { requireSomeField } from "./patch";
import { VALIDATION_MESSAGES } from "./validation-messages";

export {
  MAX_SCAN_STAMPS_PER_HOUR_LIMIT,
  MAX_SCAN_STAMPS_PER_HOUR_MIN,
  SCAN_COOLDOWN_SECONDS_LIMIT,
} from "./fraud-limits";

/**
 * Counter fraud caps (per organization). They apply to stamps given through a scan — a counter QR
 * redeemed by the customer or the customer's identity code scanned by an admin — never to a manual
 * change an admin makes on the profile.
 */
export const FRAUD_RULE_KINDS = ["hourly-cap", "cooldown"] as const;
export type FraudRuleKind = (typeof FRAUD_RULE_KINDS)[number];

/** The sources the caps count and limit. */
export const SCAN_SOURCES = ["qr", "identity-scan"] as const;
export type ScanSource = (typeof SCAN_SOURCES)[number];

/** Safe defaults: a real visit gives a few stamps; a screenshot passed around gives many, fast. */
export const DEFAULT_MAX_SCAN_STAMPS_PER_HOUR = 10;
export const DEFAULT_SCAN_COOLDOWN_SECONDS = 30;
export const DEFAULT_FRAUD_RULES = {
  maxScanStampsPerHour: DEFAULT_MAX_SCAN_STAMPS_PER_HOUR,
  scanCooldownSeconds: DEFAULT_SCAN_COOLDOWN_SECONDS,
} as const;

/** The window the hourly cap counts over (rolling, not the clock hour). */
export const HOURLY_CAP_WINDOW_SECONDS = 3600;

// One message per field covers every way to miss it (empty, text, fraction, out of range), so the
// form says the same thing whatever was typed.
const stampsPerHour = { error: VALIDATION_MESSAGES.scanStampsPerHourRange };
const cooldown = { error: VALIDATION_MESSAGES.scanCooldownRange };

export const FraudRulesSchema = z.object({
  /** At most this many stamps per customer per card per rolling hour through scans. */
  maxScanStampsPerHour: z
    .int(stampsPerHour)
    .min(MAX_SCAN_STAMPS_PER_HOUR_MIN, stampsPerHour)
    .max(MAX_SCAN_STAMPS_PER_HOUR_LIMIT, stampsPerHour),
  /** Seconds that must pass between two scans of the same customer (0 turns it off). */
  scanCooldownSeconds: z.int(cooldown).min(0, cooldown).max(SCAN_COOLDOWN_SECONDS_LIMIT, cooldown),
});
export type FraudRules = z.infer<typeof FraudRulesSchema>;

export const UpdateFraudRulesRequestSchema = requireSomeField(FraudRulesSchema.partial().strict());
export type UpdateFraudRulesRequest = z.infer<typeof UpdateFraudRulesRequestSchema>;

/** One blocked attempt, kept for the insights area, with the names a person reads. */
export const FraudEventSchema = z.object({
  id: z.uuid(),
  rule: z.enum(FRAUD_RULE_KINDS),
  source: z.enum(SCAN_SOURCES),
  userId: z.uuid(),
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  /** null once the card is gone for good. */
  loyaltyCardId: z.uuid().nullable(),
  loyaltyCardName: z.string().nullable(),
  actorUserId: z.uuid().nullable(),
  attemptedStamps: z.int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type FraudEvent = z.infer<typeof FraudEventSchema>;
export const FraudEventListSchema = z.array(FraudEventSchema);

export const FRAUD_EVENTS_LIMIT_DEFAULT = 20;
export const FRAUD_EVENTS_LIMIT_MAX = 100;

export const ListFraudEventsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(FRAUD_EVENTS_LIMIT_MAX).default(FRAUD_EVENTS_LIMIT_DEFAULT),
  })
  .strict();
export type ListFraudEventsQuery = z.infer<typeof ListFraudEventsQuerySchema>;
