import { describe, expect, it } from "vitest";
import { applyStampCycle } from "./stamp-cycle";

describe("applyStampCycle", () => {
  const base = {
    stamps: 0,
    cycle: 0,
    stampsRequired: 10,
    finalRewardName: "Card",
    milestones: [],
    rewardedMilestoneIds: [],
  };
  const coffee = { id: "m-5", rewardName: "Free coffee", stampsNeeded: 5 };

  it("crosses several cycles at once, issuing each final reward", () => {
    const plan = applyStampCycle({ ...base, stampsRequired: 3, stamps: 2, delta: 8 });
    expect(plan).toMatchObject({ stamps: 1, cycle: 3 });
    expect(plan?.rewards.map((reward) => reward.cycle)).toEqual([0, 1, 2]);
  });

  it("refuses to go below zero", () => {
    expect(applyStampCycle({ ...base, stamps: 2, delta: -3 })).toBeUndefined();
  });

  it("issues a milestone once per cycle and remembers it for the cycle", () => {
    const reached = applyStampCycle({ ...base, milestones: [coffee], stamps: 4, delta: 1 });
    expect(reached?.rewards).toEqual([{ milestoneId: "m-5", name: "Free coffee", cycle: 0 }]);
    expect(reached?.rewardedMilestoneIds).toEqual(["m-5"]);
    const again = applyStampCycle({
      ...base,
      milestones: [coffee],
      stamps: 4,
      delta: 1,
      rewardedMilestoneIds: ["m-5"],
    });
    expect(again?.rewards).toEqual([]);
    expect(again?.rewardedMilestoneIds).toEqual(["m-5"]);
  });

  it("forgets the rewarded milestones when the card completes, and carries the rest over", () => {
    const plan = applyStampCycle({
      ...base,
      milestones: [coffee],
      stamps: 9,
      delta: 3,
      rewardedMilestoneIds: ["m-5"],
    });
    expect(plan).toMatchObject({ stamps: 2, cycle: 1, rewardedMilestoneIds: [] });
    expect(plan?.rewards).toEqual([{ milestoneId: null, name: "Card", cycle: 0 }]);
  });

  it("keeps what was rewarded when stamps are removed", () => {
    const plan = applyStampCycle({ ...base, stamps: 6, delta: -2, rewardedMilestoneIds: ["m-5"] });
    expect(plan).toEqual({ stamps: 4, cycle: 0, rewards: [], rewardedMilestoneIds: ["m-5"] });
  });
});
