import { z } from "zod";
import { safeString } from "./text";

/** How a change a person asks for reached the counter. */
export const REQUEST_TRANSACTION_SOURCES = ["qr", "identity-scan", "manual"] as const;
/**
 * Every source a ledger row can have: the requested ones, `card-change` for the completion
 * the server posts when a card's stamps required is lowered below a customer's count, `expiry`
 * for points that reached their expiry (the points expiry job), and `adjustment` for a
 * correction staff make on a customer's profile (points or a gift card's balance, either way, and
 * what a gift card still held when it was taken away): it moves the balance but is neither
 * earning nor spending, and not a visit; `import` for a balance brought from another system by
 * an import (Settings → Import): neither earned, spent nor a visit either.
 */
export const TRANSACTION_SOURCES = [
  ...REQUEST_TRANSACTION_SOURCES,
  "card-change",
  "expiry",
  "adjustment",
  "import",
] as const;
export type TransactionSource = (typeof TRANSACTION_SOURCES)[number];
/** The ledger's kinds of value: stamps, points and gift balance (in minor units, öre). */
export const TRANSACTION_KINDS = ["stamps", "points", "gift"] as const;
export const REWARD_STATUSES = ["available", "redeemed", "expired"] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** One transaction changes a stamp count by at most this much, either way. */
export const TRANSACTION_DELTA_MAX = 25;
/**
 * The most a card's balance can be (the ledger's integer columns): a posting past it is refused
 * with its kind's code (GIFT_CARD_BALANCE_TOO_HIGH, POINTS_BALANCE_TOO_HIGH).
 */
export const LEDGER_BALANCE_MAX = 2_147_483_647;
export const IDEMPOTENCY_KEY_MIN_LENGTH = 8;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

export const CreateCardInstanceRequestSchema = z.object({
  userId: z.uuid(),
  loyaltyCardId: z.uuid(),
});
export type CreateCardInstanceRequest = z.infer<typeof CreateCardInstanceRequestSchema>;

export const CardInstanceSchema = z.object({
  id: z.uuid(),
  loyaltyCardId: z.uuid(),
  userId: z.uuid(),
  /** Stamps in the current cycle (0 ≤ stamps < the card's stamps required). */
  stamps: z.number().int(),
  /** Completed cycles (final rewards issued). */
  cycle: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type CardInstance = z.infer<typeof CardInstanceSchema>;

/**
 * A stamp change: names an instance, or a customer and a card (the instance is created on the
 * first stamp). The idempotency key makes a retried request count once.
 */
export const CreateTransactionRequestSchema = z
  .object({
    instanceId: z.uuid().optional(),
    userId: z.uuid().optional(),
    loyaltyCardId: z.uuid().optional(),
    delta: z
      .int()
      .min(-TRANSACTION_DELTA_MAX)
      .max(TRANSACTION_DELTA_MAX)
      .refine((value) => value !== 0, { error: "Delta must not be zero" }),
    source: z.enum(REQUEST_TRANSACTION_SOURCES),
    idempotencyKey: safeString().min(IDEMPOTENCY_KEY_MIN_LENGTH).max(IDEMPOTENCY_KEY_MAX_LENGTH),
  })
  .refine(
    (body) =>
      body.instanceId !== undefined
        ? body.userId === undefined && body.loyaltyCardId === undefined
        : body.userId !== undefined && body.loyaltyCardId !== undefined,
    { error: "Give either instanceId or both userId and loyaltyCardId", path: ["instanceId"] },
  );
export type CreateTransactionRequest = z.infer<typeof CreateTransactionRequestSchema>;

export const TransactionSchema = z.object({
  id: z.uuid(),
  instanceId: z.uuid(),
  kind: z.enum(TRANSACTION_KINDS),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  source: z.enum(TRANSACTION_SOURCES),
  actorUserId: z.uuid(),
  /** The API key the change came through (its actor is then the owner who made the key); null otherwise. */
  actorApiKeyId: z.uuid().nullable(),
  idempotencyKey: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Transaction = z.infer<typeof TransactionSchema>;

export const RewardSchema = z.object({
  id: z.uuid(),
  instanceId: z.uuid(),
  /** null: the card's final reward. */
  milestoneId: z.uuid().nullable(),
  name: z.string(),
  status: z.enum(REWARD_STATUSES),
  cycle: z.number().int(),
  issuedAt: z.iso.datetime({ offset: true }),
  redeemedAt: z.iso.datetime({ offset: true }).nullable(),
  redeemedBy: z.uuid().nullable(),
});
export type Reward = z.infer<typeof RewardSchema>;

export const TransactionResultSchema = z.object({
  transaction: TransactionSchema,
  instance: CardInstanceSchema,
  rewardsIssued: z.array(RewardSchema),
});
export type TransactionResult = z.infer<typeof TransactionResultSchema>;

export const ListRewardsQuerySchema = z.object({ instanceId: z.uuid() });
export const UpdateRewardRequestSchema = z.object({ status: z.literal("redeemed") });
