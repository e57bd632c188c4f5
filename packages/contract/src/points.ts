import { z } from "zod";
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_MIN_LENGTH,
  RewardSchema,
  TransactionSchema,
} from "./card-instances";
import { requireSomeField } from "./patch";
import {
  POINTS_ADJUST_REASON_MAX_LENGTH,
  POINTS_POSTING_MAX,
  POINTS_REWARD_NAME_MAX_LENGTH,
  PURCHASE_AMOUNT_ORE_MAX,
} from "./points-limits";
import { POINTS_VALIDATION_MESSAGES as M } from "./points-validation-messages";
import { safeString, textField } from "./text";
import { VALIDATION_MESSAGES } from "./validation-messages";

export * from "./points-limits";
export * from "./points-validation-messages";

const pointsRange = { error: M.pointsRange };
const purchaseRange = { error: M.purchaseAmountRange };
const adjustRange = { error: M.pointsAdjustRange };
const costRange = { error: M.pointsCostRange };

/** Whole points given in one posting: 1 up to the posting maximum. */
const points = z.int(pointsRange).min(1, pointsRange).max(POINTS_POSTING_MAX, pointsRange);
const idempotencyKey = safeString().min(IDEMPOTENCY_KEY_MIN_LENGTH).max(IDEMPOTENCY_KEY_MAX_LENGTH);

/** How staff reach the customer when they give points: typed in, or by scanning their identity QR. */
export const POINTS_EARN_SOURCES = ["manual", "identity-scan"] as const;

/**
 * POST /points-transaction/earn. Either a purchase (the program's rule turns the amount in öre into
 * points: per krona and per visit) or a number of points; the customer's points card is the
 * organization's program card, given to them on their first points.
 */
export const EarnPointsRequestSchema = z
  .object({
    userId: z.uuid(),
    purchaseAmountOre: z
      .int(purchaseRange)
      .min(0, purchaseRange)
      .max(PURCHASE_AMOUNT_ORE_MAX, purchaseRange)
      .optional(),
    points: points.optional(),
    source: z.enum(POINTS_EARN_SOURCES).default("manual"),
    idempotencyKey,
  })
  .strict()
  .refine((body) => (body.purchaseAmountOre === undefined) !== (body.points === undefined), {
    error: M.earnPurchaseOrPoints,
    path: ["points"],
  });
export type EarnPointsRequest = z.input<typeof EarnPointsRequestSchema>;

/** POST /points-transaction/adjust: a manual correction on the user profile, either way, with a reason. */
export const AdjustPointsRequestSchema = z
  .object({
    userId: z.uuid(),
    delta: z
      .int(adjustRange)
      .min(-POINTS_POSTING_MAX, adjustRange)
      .max(POINTS_POSTING_MAX, adjustRange)
      .refine((value) => value !== 0, adjustRange),
    reason: textField({
      max: POINTS_ADJUST_REASON_MAX_LENGTH,
      tooLong: M.adjustReasonTooLong,
      required: M.adjustReasonRequired,
    }),
    idempotencyKey,
  })
  .strict();
export type AdjustPointsRequest = z.input<typeof AdjustPointsRequestSchema>;

/** What a points posting answers: the ledger row and the spendable balance after it. */
export const PointsPostingResultSchema = z.object({
  transaction: TransactionSchema,
  instanceId: z.uuid(),
  /** Points the customer can spend now. */
  balance: z.number().int(),
});
export type PointsPostingResult = z.infer<typeof PointsPostingResultSchema>;

const rewardFields = {
  name: textField({
    max: POINTS_REWARD_NAME_MAX_LENGTH,
    tooLong: VALIDATION_MESSAGES.rewardNameTooLong,
    required: VALIDATION_MESSAGES.rewardNameRequired,
  }),
  pointsCost: z.int(costRange).min(1, costRange).max(POINTS_POSTING_MAX, costRange),
  /** Only active rewards can be redeemed; an inactive one stays in the catalogue for later. */
  active: z.boolean(),
};

export const PointsRewardSchema = z.object({
  id: z.uuid(),
  ...rewardFields,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PointsReward = z.infer<typeof PointsRewardSchema>;
export const PointsRewardListSchema = z.array(PointsRewardSchema);

export const CreatePointsRewardRequestSchema = z
  .object({ ...rewardFields, active: rewardFields.active.default(true) })
  .strict();
export type CreatePointsRewardRequest = z.input<typeof CreatePointsRewardRequestSchema>;

export const UpdatePointsRewardRequestSchema = requireSomeField(z.object(rewardFields).partial().strict());
export type UpdatePointsRewardRequest = z.input<typeof UpdatePointsRewardRequestSchema>;

/** POST /points-reward/{id}/redeem: staff spend the customer's points on a reward at the counter. */
export const RedeemPointsRewardRequestSchema = z.object({ userId: z.uuid(), idempotencyKey }).strict();
export type RedeemPointsRewardRequest = z.input<typeof RedeemPointsRewardRequestSchema>;

export const RedeemPointsRewardResultSchema = PointsPostingResultSchema.extend({
  /** The reward handed over: issued and redeemed in the same posting. */
  reward: RewardSchema,
});
export type RedeemPointsRewardResult = z.infer<typeof RedeemPointsRewardResultSchema>;

const LevelRefSchema = z.object({ id: z.uuid(), name: z.string(), requiredPoints: z.number().int() });

/**
 * Where a customer stands in a program: the spendable balance, the
 * qualifying points a level is judged by (earned and not expired, spent or not), the level, the
 * next one and the share of the way to it, and the next points to expire.
 */
export const PointsStandingSchema = z.object({
  balance: z.number().int(),
  qualifyingPoints: z.number().int(),
  level: LevelRefSchema.nullable(),
  nextLevel: LevelRefSchema.nullable(),
  /** 0..1 from the current level's requirement to the next one's. */
  progress: z.number().min(0).max(1),
  pointsToNextLevel: z.number().int().nullable(),
  /** The next points to expire and when; null when nothing will. */
  expiring: z.object({ points: z.number().int(), at: z.iso.datetime({ offset: true }) }).nullable(),
});
export type PointsStanding = z.infer<typeof PointsStandingSchema>;

/**
 * What a ledger row of a points card was: points earned (a purchase, a visit, a QR code), spent on
 * a reward, adjusted by staff (either way, with a reason only staff see), expired, or imported
 * from another system (Settings → Import).
 */
export const POINTS_ENTRY_KINDS = ["earned", "spent", "adjusted", "expired", "imported"] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];

/**
 * A ledger row of a points card, as the customer's history lists it: what it was, never the
 * staff's note (an adjustment's reason is for staff; the customer reads "Adjusted by the store").
 */
export const PointsHistoryEntrySchema = z.object({
  id: z.uuid(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  kind: z.enum(POINTS_ENTRY_KINDS),
  /** The reward the points were spent on (kind spent); null otherwise. */
  rewardName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PointsHistoryEntry = z.infer<typeof PointsHistoryEntrySchema>;

/**
 * The same row as staff see it in a customer's profile: with the adjustment's reason and the API
 * key it came through.
 */
export const StaffPointsHistoryEntrySchema = PointsHistoryEntrySchema.extend({
  /** Why staff adjusted the points (kind adjusted); null otherwise. */
  note: z.string().nullable(),
  /** The name of the organization's API key the row was made with (a till); null for the apps'. */
  apiKeyName: z.string().nullable(),
});
export type StaffPointsHistoryEntry = z.infer<typeof StaffPointsHistoryEntrySchema>;

/** GET /loyalty-card/point-cards: one per organization whose program card the customer holds. */
export const CustomerPointsCardSchema = PointsStandingSchema.extend({
  instanceId: z.uuid(),
  loyaltyCardId: z.uuid(),
  organizationName: z.string(),
  programName: z.string(),
  /** Singular, lower case ("bean"): the app pluralises. */
  pointsName: z.string(),
  /** An inactive program earns nothing new; the balance stays and can be spent. */
  programActive: z.boolean(),
  history: z.array(PointsHistoryEntrySchema),
  /** The active rewards the points can buy, cheapest first. */
  rewards: z.array(z.object({ id: z.uuid(), name: z.string(), pointsCost: z.number().int() })),
});
export type CustomerPointsCard = z.infer<typeof CustomerPointsCardSchema>;
export const CustomerPointsCardListSchema = z.array(CustomerPointsCardSchema);
