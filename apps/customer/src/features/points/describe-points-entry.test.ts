import type { PointsHistoryEntry } from "@stampwise/contract";
import { createI18n, resources } from "@stampwise/i18n";
import { describe, expect, it } from "vitest";
import { describeEntry } from "./describe-points-entry";

const i18n = createI18n("en-US");
i18n.addSection("en-US", "pointsCard", resources["en-US"].pointsCard);

const entry = (overrides: Partial<PointsHistoryEntry>): PointsHistoryEntry => ({
  id: "00000000-0000-4000-8000-000000000001",
  delta: 25,
  balanceAfter: 25,
  kind: "earned",
  rewardName: null,
  createdAt: "2026-11-24T10:00:00.000Z",
  ...overrides,
});

describe("describeEntry", () => {
  it.each([
    ["points earned", entry({}), "Earned"],
    ["a reward", entry({ delta: -100, kind: "spent", rewardName: "Free coffee" }), "Spent on Free coffee"],
    ["a reward no longer named", entry({ delta: -100, kind: "spent" }), "Spent"],
    ["an adjustment up", entry({ delta: 20, kind: "adjusted" }), "Adjusted by the store"],
    ["an adjustment down", entry({ delta: -20, kind: "adjusted" }), "Correction"],
    ["expired points", entry({ delta: -84, kind: "expired" }), "Expired"],
  ])("words %s", (_what, row, text) => {
    expect(describeEntry(i18n.t, row)).toBe(text);
  });
});
