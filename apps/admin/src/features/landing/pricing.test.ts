import { describe, expect, it } from "vitest";
import { PLANS, planPrice } from "./pricing";

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
