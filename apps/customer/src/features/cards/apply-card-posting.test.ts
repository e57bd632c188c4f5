import type { CustomerCard } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { applyCardPosting } from "./apply-card-posting";

const MILESTONE = "00000000-0000-4000-8000-0000000000ee";

const card = (instanceId: string, stamps: number): CustomerCard =>
  ({
    instanceId,
    card: { name: "Coffee card" },
    milestones: [{ id: MILESTONE, rewardName: "Free bun" }],
    stamps,
    cycle: 0,
    availableRewards: [],
    availableRewardCount: 0,
    lastActivityAt: "2026-01-01T00:00:00.000Z",
  }) as unknown as CustomerCard;

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const REWARD = "00000000-0000-4000-8000-0000000000ff";
const now = new Date("2026-11-23T12:00:00.000Z");

describe("applyCardPosting", () => {
  it("sets the stamps, cycle and new rewards from the event, and moves the card first", () => {
    const next = applyCardPosting(
      [card(A, 1), card(B, 7)],
      {
        instanceId: B,
        loyaltyCardId: B,
        stamps: 1,
        posting: {
          cycle: 1,
          rewardsIssuedCount: 1,
          rewardsIssued: [{ id: REWARD, milestoneId: null, cycle: 0 }],
        },
      },
      now,
    );
    expect(next?.map((entry) => entry.instanceId)).toEqual([B, A]);
    expect(next?.[0]).toMatchObject({
      stamps: 1,
      cycle: 1,
      availableRewardCount: 1,
      availableRewards: [{ id: REWARD, name: "Coffee card", issuedAt: now.toISOString() }],
      lastActivityAt: now.toISOString(),
    });
  });

  it("does not count a reward twice when the same event arrives again", () => {
    const event = {
      instanceId: A,
      loyaltyCardId: A,
      stamps: 0,
      posting: {
        cycle: 1,
        rewardsIssuedCount: 1,
        rewardsIssued: [{ id: REWARD, milestoneId: null, cycle: 0 }],
      },
    };
    const once = applyCardPosting([card(A, 9)], event, now) ?? [];
    expect(applyCardPosting(once, event, now)?.[0]?.availableRewardCount).toBe(1);
  });

  it("asks for a fetch for a card it does not hold, a removal, or an event without a posting", () => {
    const cards = [card(A, 1)];
    expect(
      applyCardPosting(cards, {
        instanceId: B,
        loyaltyCardId: B,
        stamps: 1,
        posting: { cycle: 0, rewardsIssuedCount: 0, rewardsIssued: [] },
      }),
    ).toBeUndefined();
    expect(applyCardPosting(cards, { instanceId: A, loyaltyCardId: A, stamps: null })).toBeUndefined();
    expect(applyCardPosting(cards, { instanceId: A, loyaltyCardId: A, stamps: 2 })).toBeUndefined();
  });

  it("names a milestone's reward by the milestone", () => {
    const next = applyCardPosting(
      [card(A, 1)],
      {
        instanceId: A,
        loyaltyCardId: A,
        stamps: 2,
        posting: {
          cycle: 0,
          rewardsIssuedCount: 1,
          rewardsIssued: [{ id: REWARD, milestoneId: MILESTONE, cycle: 0 }],
        },
      },
      now,
    );
    expect(next?.[0]?.availableRewards).toEqual([
      { id: REWARD, milestoneId: MILESTONE, name: "Free bun", issuedAt: now.toISOString() },
    ]);
  });

  it("asks for a fetch when the event cut its rewards short or names a milestone the card does not know", () => {
    const cards = [card(A, 1)];
    const posting = (rewardsIssuedCount: number, milestoneId: string | null) => ({
      instanceId: A,
      loyaltyCardId: A,
      stamps: 1,
      posting: { cycle: 9, rewardsIssuedCount, rewardsIssued: [{ id: REWARD, milestoneId, cycle: 0 }] },
    });
    expect(applyCardPosting(cards, posting(30, null))).toBeUndefined();
    expect(applyCardPosting(cards, posting(1, "00000000-0000-4000-8000-000000000001"))).toBeUndefined();
    expect(applyCardPosting(cards, posting(1, null))).toBeDefined();
  });
});
