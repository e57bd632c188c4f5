import type { OverviewFigures, StatisticsMonth, StatisticsNotifications } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { chartRows, INSIGHTS_CHARTS } from "./charts";
import {
  analyticsHasData,
  attentionItems,
  cardsHaveData,
  figuresHaveData,
  liabilityHasData,
  overviewHasData,
  seriesHaveData,
} from "./has-data";

const NOTHING: OverviewFigures = {
  activeCustomers: 0,
  newCustomers: 0,
  visits: 0,
  stampsGiven: 0,
  rewardsIssued: 0,
  rewardsRedeemed: 0,
  redemptionRate: null,
  pointsEarned: 0,
  pointsSpent: 0,
  pointsExpired: 0,
  giftLoaded: 0,
  giftSpent: 0,
  repeatVisitRate: null,
  walletPassesAdded: 0,
  walletPassesRemoved: 0,
};

const quietMonth = (month: string): StatisticsMonth => ({
  month,
  pointsEarned: 0,
  pointsSpent: 0,
  pointsExpired: 0,
  stampsGiven: 0,
  cardsCompleted: 0,
  rewardsIssued: 0,
  rewardsRedeemed: 0,
  giftLoaded: 0,
  giftSpent: 0,
  giftOutstanding: 0,
  pointsOutstanding: 0,
  activeCustomers: 0,
});

describe("the overview's data", () => {
  it("has none when every figure of both periods is 0 or unknown", () => {
    expect(figuresHaveData(NOTHING)).toBe(false);
    expect(overviewHasData({ current: NOTHING, previous: NOTHING })).toBe(false);
  });

  it("has some when either period counted anything, a known rate of 0 % included", () => {
    expect(figuresHaveData({ ...NOTHING, stampsGiven: 3 })).toBe(true);
    expect(figuresHaveData({ ...NOTHING, redemptionRate: 0 })).toBe(false);
    expect(overviewHasData({ current: NOTHING, previous: { ...NOTHING, visits: 1 } })).toBe(true);
  });
});

describe("a chart's data", () => {
  const points = ["pointsEarned", "pointsSpent", "pointsExpired"] as const;

  it("has none without months or with only zeros", () => {
    expect(seriesHaveData([], points)).toBe(false);
    expect(seriesHaveData([quietMonth("2026-01"), quietMonth("2026-02")], points)).toBe(false);
  });

  it("has some when any month of its own series is not 0; other series do not count", () => {
    const months = [quietMonth("2026-01"), { ...quietMonth("2026-02"), pointsExpired: 5 }];
    expect(seriesHaveData(months, points)).toBe(true);
    expect(seriesHaveData(months, ["stampsGiven", "cardsCompleted"])).toBe(false);
    // A returned negative (points taken back) is something that happened too.
    expect(seriesHaveData([{ ...quietMonth("2026-01"), pointsSpent: -2 }], points)).toBe(true);
  });

  it("finds the analytics empty only when no chart, card or cohort has anything", () => {
    const empty = { months: [quietMonth("2026-01")], cards: [], retention: [] };
    expect(analyticsHasData(empty)).toBe(false);
    expect(analyticsHasData({ ...empty, months: [{ ...quietMonth("2026-01"), giftOutstanding: 100 }] })).toBe(
      true,
    );
    expect(
      analyticsHasData({ ...empty, retention: [{ month: "2026-01", customers: 2, returned: [] }] }),
    ).toBe(true);
  });

  it("lists every stamp card, idle ones too: an idle card is no data", () => {
    const empty = { months: [quietMonth("2021-01")], cards: [], retention: [] };
    const idle = {
      cardId: "8a4c1a52-3f3b-4c8e-9b1a-1c2d3e4f5a6b",
      name: "Coffee card",
      stampsGiven: 0,
      cardsCompleted: 0,
      rewardsIssued: 0,
      rewardsRedeemed: 0,
      customers: 0,
    };
    expect(cardsHaveData([idle])).toBe(false);
    expect(analyticsHasData({ ...empty, cards: [idle] })).toBe(false);
    expect(cardsHaveData([idle, { ...idle, stampsGiven: 1, customers: 1 }])).toBe(true);
    expect(analyticsHasData({ ...empty, cards: [idle, { ...idle, rewardsRedeemed: 1 }] })).toBe(true);
  });

  it("draws money in kronor and counts as they are", () => {
    const months = [{ ...quietMonth("2026-01"), giftLoaded: 70_000, giftSpent: 1_250, pointsEarned: 40 }];
    const [points, , gifts] = INSIGHTS_CHARTS;
    expect(chartRows(months, gifts as (typeof INSIGHTS_CHARTS)[number])).toEqual([
      { month: "2026-01", giftLoaded: 700, giftSpent: 12.5, giftOutstanding: 0 },
    ]);
    expect(chartRows(months, points as (typeof INSIGHTS_CHARTS)[number])[0]).toMatchObject({
      pointsEarned: 40,
    });
  });
});

describe("the liability's data", () => {
  it("has some when a balance was held at a month's end", () => {
    const month = { month: "2026-01", pointsOutstanding: 0, pointsValue: 0, giftOutstanding: 0 };
    expect(liabilityHasData([])).toBe(false);
    expect(liabilityHasData([month])).toBe(false);
    expect(liabilityHasData([month, { ...month, month: "2026-02", giftOutstanding: 5000 }])).toBe(true);
  });
});

describe("attentionItems", () => {
  const calm: StatisticsNotifications = {
    blockedScans: { count: 0, lastAt: null },
    unusualStaff: [],
    pointsExpiring: { month: "2026-06", points: 0, customers: 0 },
    failedCommunications: [],
    dataRequests: { exports: 0, erasures: 0 },
  };

  it("is empty when nothing needs attention: all clear", () => {
    expect(attentionItems(calm)).toEqual([]);
  });

  it("lists data requests in progress, copies and deletions alike", () => {
    expect(attentionItems({ ...calm, dataRequests: { exports: 0, erasures: 2 } })).toEqual([
      { kind: "dataRequests", exports: 0, erasures: 2 },
    ]);
    expect(attentionItems({ ...calm, dataRequests: { exports: 1, erasures: 0 } })).toHaveLength(1);
  });

  it("lists blocked scans, unusual staff, expiring points, failed deliveries and data requests, in that order", () => {
    const items = attentionItems({
      blockedScans: { count: 3, lastAt: "2026-05-14T10:00:00.000Z" },
      unusualStaff: [
        { userId: "8a4c1a52-3f3b-4c8e-9b1a-1c2d3e4f5a6b", name: "Åsa Berg", lastWeek: 60, usualWeek: 12.5 },
      ],
      pointsExpiring: { month: "2026-06", points: 420, customers: 7 },
      failedCommunications: [
        { id: "0b7f6a2e-6a55-4d6e-8c59-6a7e8f9a0b1c", title: "Autumn buns", failed: 2 },
        { id: "1b7f6a2e-6a55-4d6e-8c59-6a7e8f9a0b1c", title: "Nothing failed", failed: 0 },
      ],
      dataRequests: { exports: 1, erasures: 1 },
    });
    expect(items.map((item) => item.kind)).toEqual([
      "blockedScans",
      "unusualStaff",
      "pointsExpiring",
      "failedCommunication",
      "dataRequests",
    ]);
    expect(items[0]).toMatchObject({ count: 3, lastAt: "2026-05-14T10:00:00.000Z" });
  });
});
