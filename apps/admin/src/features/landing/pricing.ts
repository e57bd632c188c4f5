import type { TFunction } from "@stampwise/i18n";

/** Yearly billing saves 10% on twelve monthly payments. */
export const YEARLY_DISCOUNT_PERCENT = 10;

export type BillingPeriod = "monthly" | "yearly";

/**
 * The line under the pricing title for the period the switch shows: "One price per month" is
 * untrue of yearly prices, which name the discount instead.
 */
export function pricingSummary(t: TFunction, period: BillingPeriod): string {
  return period === "yearly"
    ? t("landing.pricing.summary.yearly", { percent: YEARLY_DISCOUNT_PERCENT })
    : t("landing.pricing.summary.monthly");
}

/**
 * The price for one billing period in whole kronor: the monthly price, or twelve of them less
 * the discount, rounded to whole kronor (399 → 4 309, 999 → 10 789). Integer arithmetic first, so
 * floating point never tips a price that ends in ,5 the wrong way.
 */
export function planPrice(monthlyPrice: number, period: BillingPeriod): number {
  if (period === "monthly") return monthlyPrice;
  return Math.round((monthlyPrice * 12 * (100 - YEARLY_DISCOUNT_PERCENT)) / 100);
}

export type PlanId = "startup" | "team" | "custom";

export type Plan = {
  id: PlanId;
  /** Kronor per month; null for the plan priced by conversation. */
  monthlyPrice: number | null;
  /** The Startup plan carries the "Most popular" badge. */
  mostPopular: boolean;
};

export const PLANS: readonly Plan[] = [
  { id: "startup", monthlyPrice: 399, mostPopular: true },
  { id: "team", monthlyPrice: 999, mostPopular: false },
  { id: "custom", monthlyPrice: null, mostPopular: false },
];

/**
 * Plan names are product names, the same in every language (like "Stampwise"), so they are not
 * translated; the custom plan's name is an ordinary word and is (`landing.pricing.custom.name`).
 */
export const PLAN_NAMES = { startup: "Startup", team: "Team" } as const;
