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
  source: "qr",
  note: null,
  reward: false,
  createdAt: "2026-11-24T10:00:00.000Z",
  ...overrides,
});

describe("describeEntry", () => {
  it.each([
    ["points from a QR code", entry({}), "Earned"],
    ["points given at the counter", entry({ source: "manual" }), "Earned"],
    ["points scanned with the identity code", entry({ source: "identity-scan" }), "Earned"],
    [
      "a reward",
      entry({ delta: -100, source: "manual", note: "Free coffee", reward: true }),
      "Spent on Free coffee",
    ],
    [
      "an adjustment down",
      entry({ delta: -20, source: "manual", note: "Wrong amount" }),
      "Adjusted: Wrong amount",
    ],
    ["an adjustment up", entry({ delta: 20, source: "manual", note: "Birthday" }), "Adjusted: Birthday"],
    ["expired points", entry({ delta: -84, source: "expiry" }), "Expired"],
  ])("words %s", (_what, row, text) => {
    expect(describeEntry(i18n.t, row)).toBe(text);
  });
});
