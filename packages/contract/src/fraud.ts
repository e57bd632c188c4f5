import { z } from "zod";
import { TRANSACTION_SOURCES } from "./card-instances";

/**
 * Counter fraud caps (per organization). They apply to stamps given through a scan — a counter QR
 * redeemed by the customer or the customer's identity code scanned by an admin — never to a manual
 * change an admin makes on the profile.
 */
export const FRAUD_RULE_KINDS = ["hourly-cap", "cooldown"] as const;
export type FraudRuleKind = (typeof FRAUD_RULE_KINDS)[number];

/** Safe defaults: a real visit gives a few stamps; a screenshot passed around gives many, fast. */
export const DEFAULT_MAX_SCAN_STAMPS_PER_HOUR = 10;
export const DEFAULT_SCAN_COOLDOWN_SECONDS = 30;
export const MAX_SCAN_STAMPS_PER_HOUR_LIMIT = 1000;
export const SCAN_COOLDOWN_SECONDS_LIMIT = 86_400;

export const FraudRulesSchema = z.object({
  /** At most this many stamps per customer per card per rolling hour through scans. */
  maxScanStampsPerHour: z.int().min(1).max(MAX_SCAN_STAMPS_PER_HOUR_LIMIT),
  /** Seconds that must pass between two scans of the same customer (0 turns it off). */
  scanCooldownSeconds: z.int().min(0).max(SCAN_COOLDOWN_SECONDS_LIMIT),
});
export type FraudRules = z.infer<typeof FraudRulesSchema>;

export const UpdateFraudRulesRequestSchema = FraudRulesSchema.partial().strict();
export type UpdateFraudRulesRequest = z.infer<typeof UpdateFraudRulesRequestSchema>;

/** One blocked attempt, kept for the insights area. */
export const FraudEventSchema = z.object({
  id: z.uuid(),
  rule: z.enum(FRAUD_RULE_KINDS),
  source: z.enum(TRANSACTION_SOURCES),
  userId: z.uuid(),
  loyaltyCardId: z.uuid().nullable(),
  actorUserId: z.uuid().nullable(),
  attemptedStamps: z.int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type FraudEvent = z.infer<typeof FraudEventSchema>;
