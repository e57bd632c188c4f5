import { describe, expect, it } from "vitest";
import { parsePoints, planAdjustment, planEarning } from "./points-amounts";

const rule = { pointsPerKrona: 1, pointsPerVisit: 0 };

describe("points typed by staff", () => {
  it("reads whole points from 1 to the posting maximum", () => {
    expect(parsePoints("25")).toBe(25);
    expect(parsePoints(" 1 000 ")).toBe(1000);
    for (const bad of ["", "0", "-3", "2.5", "ten", "1000001"]) expect(parsePoints(bad), bad).toBeUndefined();
  });

  it("counts a purchase in kronor by the program's rule, whole points rounded down", () => {
    expect(planEarning("purchase", "129", rule)).toEqual({
      body: { purchaseAmountOre: 12_900 },
      points: 129,
    });
    expect(planEarning("purchase", "49,99", rule)?.points).toBe(49);
    expect(planEarning("purchase", "49,99", { pointsPerKrona: 0.5, pointsPerVisit: 10 })?.points).toBe(34);
    expect(planEarning("purchase", "abc", rule)).toBeUndefined();
    expect(planEarning("points", "40", rule)).toEqual({ body: { points: 40 }, points: 40 });
  });

  it("never plans an adjustment below zero", () => {
    expect(planAdjustment("remove", "30", 50)).toEqual({ ok: true, delta: -30, after: 20 });
    expect(planAdjustment("remove", "51", 50)).toEqual({ ok: false, error: "tooMany" });
    expect(planAdjustment("add", "5", 0)).toEqual({ ok: true, delta: 5, after: 5 });
    expect(planAdjustment("add", "0", 0)).toEqual({ ok: false, error: "amount" });
  });
});
