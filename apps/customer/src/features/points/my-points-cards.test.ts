import type { CustomerPointsCard } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { applyPointsUpdate } from "./my-points-cards";

const bronze = { id: "00000000-0000-4000-8000-00000000000b", name: "Bronze", requiredPoints: 100 };
const silver = { id: "00000000-0000-4000-8000-00000000000c", name: "Silver", requiredPoints: 500 };

const card = (instanceId: string, overrides: Partial<CustomerPointsCard> = {}): CustomerPointsCard => ({
  instanceId,
  loyaltyCardId: "00000000-0000-4000-8000-000000000001",
  organizationName: "Demo Café",
  programName: "Bean points",
  pointsName: "bean",
  programActive: true,
  balance: 384,
  qualifyingPoints: 384,
  level: bronze,
  nextLevel: silver,
  progress: 0.71,
  pointsToNextLevel: 116,
  expiring: { points: 84, at: "2027-03-01T10:00:00.000Z" },
  history: [],
  rewards: [],
  ...overrides,
});

const update = (instanceId: string, qualifyingPoints: number, balance = qualifyingPoints) => ({
  instanceId,
  balance,
  qualifyingPoints,
  expiring: { points: 25, at: "2027-11-24T10:00:00.000Z" },
});

describe("applyPointsUpdate", () => {
  it("sets the balance, qualifying points, expiry and progress of the card it names, leaving the others", () => {
    const cards = [card("a"), card("b")];
    const updated = applyPointsUpdate(cards, update("b", 409, 300));
    expect(updated?.[1]).toMatchObject({
      balance: 300,
      qualifyingPoints: 409,
      expiring: { points: 25, at: "2027-11-24T10:00:00.000Z" },
      level: bronze,
      nextLevel: silver,
      progress: (409 - 100) / 400,
      pointsToNextLevel: 91,
    });
    expect(updated?.[0]).toBe(cards[0]);
    expect(cards[1]?.balance).toBe(384);
  });

  it("measures progress from nothing while no level is reached", () => {
    const cards = [card("a", { level: null, nextLevel: bronze, qualifyingPoints: 10 })];
    expect(applyPointsUpdate(cards, update("a", 40))?.[0]).toMatchObject({
      progress: 0.4,
      pointsToNextLevel: 60,
    });
  });

  it("keeps the top level full when there is no next one", () => {
    const cards = [card("a", { level: silver, nextLevel: null, progress: 1, pointsToNextLevel: null })];
    expect(applyPointsUpdate(cards, update("a", 900))?.[0]).toMatchObject({
      progress: 1,
      pointsToNextLevel: null,
    });
  });

  it("answers undefined when the level changes either way, so the list with the new thresholds is read", () => {
    expect(applyPointsUpdate([card("a")], update("a", 500))).toBeUndefined();
    expect(applyPointsUpdate([card("a")], update("a", 99))).toBeUndefined();
  });

  it("answers undefined for a card it does not hold, a first points card", () => {
    expect(applyPointsUpdate([card("a")], update("new", 25))).toBeUndefined();
  });
});
