import { z } from "zod";
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MIN_LENGTH, TransactionSchema } from "./card-instances";
import { CARD_DESCRIPTION_MAX_LENGTH, CARD_NAME_MAX_LENGTH } from "./constants";
import { GIFT_CODE_ALPHABET, GIFT_CODE_LENGTH, normalizeGiftCode } from "./gift-code";
import { requireSomeField } from "./patch";
import { multiLineTextField, safeString, textField } from "./text";
import { VALIDATION_MESSAGES as M } from "./validation-messages";

/**
 * Gift cards: a definition (name, description, initial
 * balance, currency) and the cards issued from it, each with a code the customer shows. Amounts
 * are integers in the currency's minor unit (öre), as every ledger row is.
 */
export const GIFT_CARD_CURRENCIES = ["SEK", "NOK", "DKK", "EUR", "USD"] as const;
export type GiftCardCurrency = (typeof GIFT_CARD_CURRENCIES)[number];
export const DEFAULT_GIFT_CARD_CURRENCY: GiftCardCurrency = "SEK";

/** 100,000 kr: more than a small business sells on one card, well inside a 32-bit integer. */
export const GIFT_AMOUNT_MAX_MINOR = 10_000_000;

const amount = { error: M.giftAmountRange };
/** An amount in minor units: a whole number from 1 öre to the maximum. */
const positiveAmount = z.int(amount).min(1, amount).max(GIFT_AMOUNT_MAX_MINOR, amount);

const giftCardFields = {
  name: textField({ max: CARD_NAME_MAX_LENGTH, tooLong: M.cardNameTooLong, required: M.cardNameRequired }),
  description: multiLineTextField({ max: CARD_DESCRIPTION_MAX_LENGTH, tooLong: M.cardDescriptionTooLong }),
  initialBalance: positiveAmount,
  currency: z.enum(GIFT_CARD_CURRENCIES),
};

export const GiftCardSchema = z.object({
  id: z.uuid(),
  ...giftCardFields,
  /** Cards issued from this definition, and what they still hold together (minor units). */
  issuedCount: z.number().int(),
  outstandingBalance: z.number().int(),
  /** True once a card has been issued (even one taken away since): the currency no longer changes. */
  currencyLocked: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type GiftCard = z.infer<typeof GiftCardSchema>;

export const CreateGiftCardRequestSchema = z.object({
  ...giftCardFields,
  description: giftCardFields.description.default(""),
  currency: giftCardFields.currency.default(DEFAULT_GIFT_CARD_CURRENCY),
});
export type CreateGiftCardRequest = z.input<typeof CreateGiftCardRequestSchema>;

/**
 * A changed initial balance applies to cards issued from now on; issued ones keep theirs. The
 * currency can change only until the first card is issued (409 GIFT_CARD_CURRENCY_LOCKED after).
 */
export const UpdateGiftCardRequestSchema = requireSomeField(z.object(giftCardFields).partial());
export type UpdateGiftCardRequest = z.infer<typeof UpdateGiftCardRequestSchema>;

const idempotencyKey = safeString().min(IDEMPOTENCY_KEY_MIN_LENGTH).max(IDEMPOTENCY_KEY_MAX_LENGTH);

/** Staff issue a gift card to a customer: its initial balance is loaded as the first ledger row. */
export const IssueGiftCardRequestSchema = z.object({ userId: z.uuid(), idempotencyKey });
export type IssueGiftCardRequest = z.infer<typeof IssueGiftCardRequestSchema>;

export const GiftCodeSchema = z
  .string()
  .max(40)
  .transform(normalizeGiftCode)
  .pipe(
    z
      .string()
      .regex(new RegExp(`^[${GIFT_CODE_ALPHABET}]{${GIFT_CODE_LENGTH}}$`), { error: M.giftCodeInvalid }),
  );

export const IssuedGiftCardSchema = z.object({
  id: z.uuid(),
  giftCardId: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  description: z.string(),
  currency: z.enum(GIFT_CARD_CURRENCIES),
  /** Unformatted; `formatGiftCode` groups it for reading. */
  code: z.string(),
  balance: z.number().int(),
  initialBalance: z.number().int(),
  issuedAt: z.iso.datetime({ offset: true }),
});
export type IssuedGiftCard = z.infer<typeof IssuedGiftCardSchema>;

/** A customer's gift card in the customer app: which business it is from. */
export const HeldGiftCardSchema = IssuedGiftCardSchema.extend({
  organization: z.object({ id: z.uuid(), name: z.string() }),
});
export type HeldGiftCard = z.infer<typeof HeldGiftCardSchema>;

export const GIFT_CARD_OPERATIONS = ["redeem", "adjust"] as const;
export type GiftCardOperation = (typeof GIFT_CARD_OPERATIONS)[number];

/**
 * A change of an issued card's balance: `redeem` spends `amount` at the counter (positive);
 * `adjust` corrects it by `amount` either way (not zero). Never below zero (409
 * GIFT_CARD_BALANCE_TOO_LOW).
 */
export const GiftCardPostingRequestSchema = z
  .object({
    operation: z.enum(GIFT_CARD_OPERATIONS),
    amount: z.int(amount).min(-GIFT_AMOUNT_MAX_MINOR, amount).max(GIFT_AMOUNT_MAX_MINOR, amount),
    idempotencyKey,
  })
  .refine((body) => (body.operation === "redeem" ? body.amount > 0 : body.amount !== 0), {
    error: M.giftAmountRange,
    path: ["amount"],
  });
export type GiftCardPostingRequest = z.infer<typeof GiftCardPostingRequestSchema>;

export const GiftCardPostingResultSchema = z.object({
  giftCard: IssuedGiftCardSchema,
  transaction: TransactionSchema,
});
export type GiftCardPostingResult = z.infer<typeof GiftCardPostingResultSchema>;

export const ListIssuedGiftCardsQuerySchema = z.object({ userId: z.uuid() });

/** Whole kronor (or another currency's major unit) with at most two decimals, typed by staff. */
export function parseMajorAmount(text: string): number | undefined {
  const cleaned = text.replace(/[\s\u00a0]/g, "").replace(",", ".");
  if (!/^-?\d{1,7}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned) * 100);
}
