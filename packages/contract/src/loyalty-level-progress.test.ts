import { describe, expect, it } from "vitest";
import { levelProgress } from "./loyalty-level-progress";

const bronze = { name: "Bronze", requiredPoints: 0 };
const silver = { name: "Silver", requiredPoints: 500 };
const gold = { name: "Gold", requiredPoints: 1500 };
const levels = [bronze, silver, gold];

describe("levelProgress", () => {
  it("reaches a level exactly at its required points, with no progress past it yet", () => {
    expect(levelProgress(levels, 500)).toEqual({
      current: silver,
      next: gold,
      progress: 0,
      pointsToNext: 1000,
    });
  });

  it("stays on the level below one point short of the next", () => {
    const result = levelProgress(levels, 499);
    expect(result).toMatchObject({ current: bronze, next: silver, pointsToNext: 1 });
    expect(result.progress).toBeCloseTo(499 / 500);
  });

  it("measures progress from the current requirement to the next, not from zero", () => {
    expect(levelProgress(levels, 1000).progress).toBe(0.5);
  });

  it("answers no level, no next and no progress when the program has no levels", () => {
    expect(levelProgress([], 1234)).toEqual({ current: null, next: null, progress: 0, pointsToNext: null });
  });

  it("keeps a customer at the top level with full progress and nothing next", () => {
    for (const points of [1500, 99_999]) {
      expect(levelProgress(levels, points)).toEqual({
        current: gold,
        next: null,
        progress: 1,
        pointsToNext: null,
      });
    }
  });

  it("gives a level of 0 required points to a customer with no points", () => {
    expect(levelProgress(levels, 0)).toEqual({
      current: bronze,
      next: silver,
      progress: 0,
      pointsToNext: 500,
    });
  });

  it("counts from zero towards the lowest level when it needs points", () => {
    expect(levelProgress([silver, gold], 100)).toEqual({
      current: null,
      next: silver,
      progress: 0.2,
      pointsToNext: 400,
    });
  });

  it("takes levels in any order", () => {
    expect(levelProgress([gold, bronze, silver], 1600).current).toBe(gold);
  });

  it("treats negative qualifying points as none", () => {
    expect(levelProgress(levels, -20)).toEqual({
      current: bronze,
      next: silver,
      progress: 0,
      pointsToNext: 500,
    });
  });
});
