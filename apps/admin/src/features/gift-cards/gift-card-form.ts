import {
  CreateGiftCardRequestSchema,
  DEFAULT_GIFT_CARD_CURRENCY,
  type GiftCard,
  type GiftCardCurrency,
  parseMajorAmount,
} from "@stampwise/contract";
import { z } from "zod";

const fields = CreateGiftCardRequestSchema.shape;

/** Kronor as staff type them ("500", "249,50") to öre; anything else fails the amount's rule. */
export function typedAmount(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return parseMajorAmount(value) ?? Number.NaN;
}

/** The gift card form: the contract's rules, with the value typed in the currency's major unit. */
export const GiftCardFormSchema = z.object({
  name: fields.name,
  description: fields.description.removeDefault(),
  initialBalance: z.preprocess(typedAmount, fields.initialBalance),
  currency: fields.currency.removeDefault(),
});

export type GiftCardFormInput = {
  name: string;
  description: string;
  initialBalance: string;
  currency: GiftCardCurrency;
};

export const GIFT_CARD_FORM_FIELDS = ["name", "description", "initialBalance", "currency"] as const;

/** Minor units back to what a person types: 24950 → "249,50" (Swedish) or "249.50". */
export function amountAsTyped(minorUnits: number, decimalSeparator: string): string {
  const whole = Math.trunc(minorUnits / 100);
  const cents = Math.abs(minorUnits % 100);
  return cents === 0 ? String(whole) : `${whole}${decimalSeparator}${String(cents).padStart(2, "0")}`;
}

export function giftCardFormDefaults(
  card: GiftCard | undefined,
  decimalSeparator: string,
): GiftCardFormInput {
  return card
    ? {
        name: card.name,
        description: card.description,
        initialBalance: amountAsTyped(card.initialBalance, decimalSeparator),
        currency: card.currency,
      }
    : { name: "", description: "", initialBalance: "", currency: DEFAULT_GIFT_CARD_CURRENCY };
}
