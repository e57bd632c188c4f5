import { describe, expect, it } from "vitest";
import { nextMilestone, progressPercent, stampSlots } from "./card-slots";

describe("stampSlots", () => {
  it("draws one slot per required stamp and fills the collected ones", () => {
    const slots = stampSlots(10, 3);
    expect(slots).toHaveLength(10);
    expect(slots.filter((slot) => slot.filled).map((slot) => slot.number)).toEqual([1, 2, 3]);
  });

  it("marks milestone slots with their reward names, several on one slot included", () => {
    const slots = stampSlots(10, 0, [
      { stampsNeeded: 5, rewardName: "Free coffee" },
      { stampsNeeded: 10, rewardName: "Cake" },
      { stampsNeeded: 10, rewardName: "Tote bag" },
    ]);
    expect(slots[4]?.rewards).toEqual(["Free coffee"]);
    expect(slots[9]?.rewards).toEqual(["Cake", "Tote bag"]);
    expect(slots.filter((slot) => slot.rewards.length > 0)).toHaveLength(2);
  });

  it("clamps a half-typed size into 1..25 and stamps into 0..size", () => {
    expect(stampSlots(400, 2)).toHaveLength(25);
    expect(stampSlots(0, 2)).toHaveLength(1);
    expect(stampSlots(Number.NaN, 0)).toHaveLength(1);
    expect(stampSlots(4, 9).every((slot) => slot.filled)).toBe(true);
    expect(stampSlots(4, -3).some((slot) => slot.filled)).toBe(false);
  });
});

describe("nextMilestone", () => {
  const milestones = [
    { stampsNeeded: 8, rewardName: "Cake" },
    { stampsNeeded: 4, rewardName: "Coffee" },
  ];

  it("names the closest reward still ahead and the stamps missing", () => {
    expect(nextMilestone(2, milestones)).toEqual({ rewardName: "Coffee", stampsToGo: 2 });
    expect(nextMilestone(4, milestones)).toEqual({ rewardName: "Cake", stampsToGo: 4 });
  });

  it("is null once every milestone is reached", () => {
    expect(nextMilestone(8, milestones)).toBeNull();
    expect(nextMilestone(0, [])).toBeNull();
  });
});

describe("progressPercent", () => {
  it("is the filled share of the card", () => {
    expect(progressPercent(10, 3)).toBe(30);
    expect(progressPercent(3, 1)).toBe(33);
    expect(progressPercent(10, 12)).toBe(100);
  });
});
