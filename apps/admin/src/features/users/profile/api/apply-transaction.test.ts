import type { ProfileCard, TransactionResult, UserProfile } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { applyTransactionToProfile } from "./apply-transaction";

const INSTANCE = "00000000-0000-4000-8000-000000000001";
const OTHER = "00000000-0000-4000-8000-000000000002";

const card = (id: string, stamps: number) =>
  ({
    instance: { id, stamps, cycle: 0 },
    rewards: [{ id: "old", status: "redeemed" }],
  }) as unknown as ProfileCard;

const profile = {
  totals: { stamps: 9, stampsEarned: 20, rewardsAvailable: 0, points: 0, giftCards: 0, giftCardValue: 0 },
  cards: [card(OTHER, 2), card(INSTANCE, 7)],
} as unknown as UserProfile;

const result = (stamps: number, cycle: number, delta: number, issued: string[]) =>
  ({
    transaction: { delta },
    instance: { id: INSTANCE, stamps, cycle },
    rewardsIssued: issued.map((id) => ({ id, status: "available" })),
  }) as unknown as TransactionResult;

describe("applyTransactionToProfile", () => {
  it("moves the card, its rewards and the totals as the answer says", () => {
    const next = applyTransactionToProfile(profile, result(1, 1, 4, ["r1", "r2"]));
    expect(next?.cards[1]?.instance).toMatchObject({ stamps: 1, cycle: 1 });
    expect(next?.cards[1]?.rewards.map((reward) => reward.id)).toEqual(["r2", "r1", "old"]);
    expect(next?.totals).toMatchObject({ stamps: 3, stampsEarned: 24, rewardsAvailable: 2 });
    expect(next?.cards[0]).toBe(profile.cards[0]);
  });

  it("asks for a fetch when the card is not on the profile yet", () => {
    const elsewhere = {
      ...result(1, 0, 1, []),
      instance: { id: "00000000-0000-4000-8000-000000000009", stamps: 1, cycle: 0 },
    };
    expect(applyTransactionToProfile(profile, elsewhere as TransactionResult)).toBeUndefined();
  });
});
