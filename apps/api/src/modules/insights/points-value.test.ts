import { describe, expect, it } from "vitest";
import { pointsInOre } from "./insights.service";

describe("pointsInOre", () => {
  it("values points at the program's price of a point, to the öre", () => {
    expect(pointsInOre(1_700, "0.3500")).toBe(59_500);
    expect(pointsInOre(3, "0.0050")).toBe(2); // 1.5 öre, rounded half up
    expect(pointsInOre(1, "1000.0000")).toBe(100_000);
    expect(pointsInOre(0, "0.3500")).toBe(0);
    expect(pointsInOre(7, 0.35)).toBe(245);
  });

  it("has no amount when the program does not say what a point is worth", () => {
    expect(pointsInOre(1_700, null)).toBeNull();
  });

  it("stays exact for balances far beyond what floating point multiplies exactly", () => {
    // 3,000,000,000 points at 0.3333 kr: 999,900,000 kr.
    expect(pointsInOre(3_000_000_000, "0.3333")).toBe(99_990_000_000);
  });
});
