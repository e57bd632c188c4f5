import { createI18n, loadSections } from "@stampwise/i18n";
import { describe, expect, it } from "vitest";
import { PLANS, planPrice, pricingSummary } from "./pricing";

const english = createI18n("en-US");
const swedish = createI18n("sv-SE");
await Promise.all([loadSections(english, ["landing"]), loadSections(swedish, ["landing"])]);

describe("planPrice", () => {
  it("charges the monthly price when billed monthly", () => {
    expect(planPrice(399, "monthly")).toBe(399);
    expect(planPrice(999, "monthly")).toBe(999);
  });

  it("charges twelve months less 10% when billed yearly, rounded to whole kronor", () => {
    expect(planPrice(399, "yearly")).toBe(4309);
    expect(planPrice(999, "yearly")).toBe(10789);
  });

  it("rounds half a krona up instead of losing it to floating point", () => {
    // 5 × 12 × 0.9 = 54 exactly; 1.25 × 12 × 0.9 = 13.5 rounds to 14.
    expect(planPrice(5, "yearly")).toBe(54);
    expect(planPrice(1.25, "yearly")).toBe(14);
  });

  it("always gives whole kronor for the listed plans", () => {
    for (const plan of PLANS) {
      if (plan.monthlyPrice === null) continue;
      expect(Number.isInteger(planPrice(plan.monthlyPrice, "yearly"))).toBe(true);
    }
  });
});

describe("PLANS", () => {
  it("lists Startup at 399 kr as the most popular and Team at 999 kr", () => {
    expect(PLANS.map((plan) => [plan.id, plan.monthlyPrice, plan.mostPopular])).toEqual([
      ["startup", 399, true],
      ["team", 999, false],
      ["custom", null, false],
    ]);
  });
});

describe("pricingSummary", () => {
  it("promises one price per month while monthly prices show", () => {
    expect(pricingSummary(english.t, "monthly")).toBe(
      "One price per month, no setup fee. Cancel when you want.",
    );
  });

  it("says yearly prices are billed yearly with the discount, not per month, in both languages", () => {
    expect(pricingSummary(english.t, "yearly")).toBe(
      "Billed yearly, 10% off the monthly price. No setup fee.",
    );
    expect(pricingSummary(english.t, "yearly")).not.toMatch(/per month/i);
    const swedishYearly = pricingSummary(swedish.t, "yearly");
    expect(swedishYearly).toContain("10 %");
    expect(swedishYearly).not.toMatch(/per månad/i);
  });
});
