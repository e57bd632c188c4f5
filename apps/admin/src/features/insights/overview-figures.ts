import type { OverviewFigures } from "@stampwise/contract";

export type FigureKey = keyof OverviewFigures;

/** How a figure is written: a count, a share 0–1, or money in öre. */
export type FigureKind = "count" | "rate" | "money";

export interface FigureDefinition {
  key: FigureKey;
  kind: FigureKind;
  /** More is worse (points that expired unused): its rise is coloured as a fall would be. */
  lowerIsBetter?: boolean;
}

/** The overview's cards, grouped as an owner reads them: customers, stamp cards, points, gift cards. */
export const OVERVIEW_GROUPS = [
  {
    key: "customers",
    figures: [
      { key: "activeCustomers", kind: "count" },
      { key: "newCustomers", kind: "count" },
      { key: "visits", kind: "count" },
      { key: "repeatVisitRate", kind: "rate" },
    ],
  },
  {
    key: "stampCards",
    figures: [
      { key: "stampsGiven", kind: "count" },
      { key: "rewardsIssued", kind: "count" },
      { key: "rewardsRedeemed", kind: "count" },
      { key: "redemptionRate", kind: "rate" },
    ],
  },
  {
    key: "points",
    figures: [
      { key: "pointsEarned", kind: "count" },
      { key: "pointsSpent", kind: "count" },
      { key: "pointsExpired", kind: "count", lowerIsBetter: true },
    ],
  },
  {
    key: "giftCards",
    figures: [
      { key: "giftLoaded", kind: "money" },
      { key: "giftSpent", kind: "money" },
    ],
  },
  {
    key: "wallets",
    figures: [
      { key: "walletPassesAdded", kind: "count" },
      { key: "walletPassesRemoved", kind: "count", lowerIsBetter: true },
    ],
  },
] as const satisfies readonly { key: string; figures: readonly FigureDefinition[] }[];
