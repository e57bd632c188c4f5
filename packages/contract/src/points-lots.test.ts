import { describe, expect, it } from "vitest";
import { levelProgress } from "./loyalty-level-progress";
import {
  lotExpiresAt,
  nextExpiry,
  type PointsLot,
  planExpiry,
  planSpending,
  pointsForPurchase,
  qualifyingPoints,
  qualifyingStanding,
  spendableBalance,
} from "./points-lots";

const at = (iso: string) => Date.parse(iso);

function lot(id: string, earned: string, amount: number, remaining = amount, months = 12): PointsLot {
  const earnedAt = at(earned);
  return { id, earnedAt, expiresAt: lotExpiresAt(earnedAt, months), amount, remaining };
}

describe("lotExpiresAt", () => {
  it("adds calendar months, on the month's last day when it is shorter", () => {
    expect(lotExpiresAt(at("2026-01-15T10:30:00Z"), 12)).toBe(at("2027-01-15T10:30:00Z"));
    expect(lotExpiresAt(at("2026-01-31T08:00:00Z"), 1)).toBe(at("2026-02-28T08:00:00Z"));
    expect(lotExpiresAt(at("2027-12-31T23:59:59Z"), 2)).toBe(at("2028-02-29T23:59:59Z"));
    expect(lotExpiresAt(at("2026-03-31T00:00:00Z"), 120)).toBe(at("2036-03-31T00:00:00Z"));
  });
});

describe("qualifyingStanding", () => {
  const lots = [lot("a", "2026-01-15T10:30:00Z", 100, 0), lot("b", "2026-03-01T00:00:00Z", 40)];

  it("holds the qualifying points, spent or not, until the next lot expires", () => {
    expect(qualifyingStanding(lots, at("2026-06-01T00:00:00Z"))).toEqual({
      points: 140,
      untilMs: at("2027-01-15T10:30:00Z"),
    });
    expect(qualifyingStanding(lots, at("2027-01-15T10:30:00Z"))).toEqual({
      points: 40,
      untilMs: at("2027-03-01T00:00:00Z"),
    });
  });

  it("holds for good once every lot has expired, or without lots", () => {
    expect(qualifyingStanding(lots, at("2027-03-01T00:00:00Z"))).toEqual({ points: 0, untilMs: null });
    expect(qualifyingStanding([], at("2026-06-01T00:00:00Z"))).toEqual({ points: 0, untilMs: null });
  });
});

describe("a lot expires exactly at its boundary", () => {
  const lots = [lot("a", "2026-01-15T10:30:00Z", 100)];
  const boundary = at("2027-01-15T10:30:00Z");

  it("is spendable one millisecond before, and not at the boundary", () => {
    expect(spendableBalance(lots, boundary - 1)).toBe(100);
    expect(planSpending(lots, 100, boundary - 1)).toEqual([{ lotId: "a", points: 100 }]);
    expect(spendableBalance(lots, boundary)).toBe(0);
    expect(planSpending(lots, 1, boundary)).toBeNull();
  });

  it("expires at the boundary and not a millisecond before", () => {
    expect(planExpiry(lots, boundary - 1)).toEqual([]);
    expect(planExpiry(lots, boundary)).toEqual([{ lotId: "a", points: 100 }]);
  });
});

describe("spending", () => {
  const lots = [
    lot("late", "2026-06-01T00:00:00Z", 50),
    lot("early", "2026-02-01T00:00:00Z", 30),
    lot("middle", "2026-04-01T00:00:00Z", 40),
  ];
  const now = at("2026-07-01T00:00:00Z");

  it("crosses lots oldest first, taking part of the last", () => {
    expect(planSpending(lots, 80, now)).toEqual([
      { lotId: "early", points: 30 },
      { lotId: "middle", points: 40 },
      { lotId: "late", points: 10 },
    ]);
  });

  it("refuses more than the balance, and nothing that is not a positive whole number", () => {
    expect(planSpending(lots, 121, now)).toBeNull();
    expect(planSpending(lots, 120, now)).toHaveLength(3);
    expect(planSpending(lots, 0, now)).toBeNull();
    expect(planSpending(lots, 1.5, now)).toBeNull();
  });

  it("skips spent and expired lots", () => {
    const used = [
      lot("spent", "2026-01-01T00:00:00Z", 10, 0),
      lot("old", "2025-01-01T00:00:00Z", 10),
      ...lots,
    ];
    expect(planSpending(used, 5, now)).toEqual([{ lotId: "early", points: 5 }]);
  });
});

describe("expiry after partial spending", () => {
  it("expires only what is left of the lot", () => {
    const lots = [lot("a", "2026-01-01T00:00:00Z", 100, 35), lot("b", "2026-05-01T00:00:00Z", 20)];
    const expiry = at("2027-01-01T00:00:00Z");
    expect(planExpiry(lots, expiry)).toEqual([{ lotId: "a", points: 35 }]);
    expect(nextExpiry(lots, expiry - 1)).toEqual({ points: 35, at: expiry });
    expect(nextExpiry(lots, expiry)).toEqual({ points: 20, at: at("2027-05-01T00:00:00Z") });
  });
});

describe("levels follow qualifying points", () => {
  const levels = [
    { id: "bronze", name: "Bronze", requiredPoints: 0 },
    { id: "silver", name: "Silver", requiredPoints: 500 },
  ];
  const levelAt = (lots: PointsLot[], when: number) =>
    levelProgress(levels, qualifyingPoints(lots, when)).current?.id;

  it("changes at exactly the required points", () => {
    const now = at("2026-07-01T00:00:00Z");
    expect(levelAt([lot("a", "2026-06-01T00:00:00Z", 499)], now)).toBe("bronze");
    expect(levelAt([lot("a", "2026-06-01T00:00:00Z", 500)], now)).toBe("silver");
  });

  it("spending never lowers the level; expiry does", () => {
    const lots = [lot("a", "2026-01-01T00:00:00Z", 400, 0), lot("b", "2026-06-01T00:00:00Z", 100, 0)];
    expect(spendableBalance(lots, at("2026-07-01T00:00:00Z"))).toBe(0);
    expect(levelAt(lots, at("2026-07-01T00:00:00Z"))).toBe("silver");
    expect(levelAt(lots, at("2027-01-01T00:00:00Z"))).toBe("bronze");
  });
});

describe("pointsForPurchase", () => {
  it("counts the rate in whole hundredths and rounds down, plus the visit's points", () => {
    expect(pointsForPurchase(10_000, { pointsPerKrona: 1, pointsPerVisit: 0 })).toBe(100);
    expect(pointsForPurchase(10_000, { pointsPerKrona: 0.07, pointsPerVisit: 0 })).toBe(7);
    expect(pointsForPurchase(999, { pointsPerKrona: 0.1, pointsPerVisit: 0 })).toBe(0);
    expect(pointsForPurchase(1_000, { pointsPerKrona: 0.1, pointsPerVisit: 5 })).toBe(6);
    expect(pointsForPurchase(12_345, { pointsPerKrona: 2.5, pointsPerVisit: 0 })).toBe(308);
    expect(pointsForPurchase(-1, { pointsPerKrona: 1, pointsPerVisit: 5 })).toBe(0);
  });
});
