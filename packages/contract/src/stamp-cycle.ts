/** A reward a stamp change issues: a milestone's (its id) or the card's final one (null). */
export interface PlannedReward {
  milestoneId: string | null;
  name: string;
  cycle: number;
}

export interface StampCycleInput {
  stamps: number;
  cycle: number;
  delta: number;
  stampsRequired: number;
  finalRewardName: string;
  milestones: readonly { id: string; rewardName: string; stampsNeeded: number }[];
  /** Milestones already rewarded in the current cycle. */
  rewardedMilestoneIds: readonly string[];
}

export interface StampCycleResult {
  stamps: number;
  cycle: number;
  rewards: PlannedReward[];
  /** Milestones rewarded in the cycle the card ends in (to remember on the card). */
  rewardedMilestoneIds: string[];
}

/**
 * The stamp cycle, the one rule the server posts with and the admin's dialog previews
 * with: adding stamps issues each milestone's reward once per cycle when the count reaches it;
 * reaching stamps required issues the final reward and restarts, carrying the rest over (possibly
 * through several cycles). Removing never goes below 0 and issues nothing: undefined then.
 */
export function applyStampCycle(input: StampCycleInput): StampCycleResult | undefined {
  if (input.delta < 0) {
    const stamps = input.stamps + input.delta;
    return stamps < 0
      ? undefined
      : { stamps, cycle: input.cycle, rewards: [], rewardedMilestoneIds: [...input.rewardedMilestoneIds] };
  }
  const required = Math.max(1, input.stampsRequired);
  const milestones = [...input.milestones].sort((a, b) => a.stampsNeeded - b.stampsNeeded);
  const rewarded = new Set(input.rewardedMilestoneIds);
  const rewards: PlannedReward[] = [];
  let position = input.stamps;
  let cycle = input.cycle;
  let remaining = input.delta;
  while (remaining > 0 || position >= required) {
    // A count left above a since-lowered stamps required completes at once.
    const next = Math.min(position + remaining, Math.max(required, position));
    for (const milestone of milestones) {
      const reached = milestone.stampsNeeded > position && milestone.stampsNeeded <= next;
      if (reached && !rewarded.has(milestone.id)) {
        rewards.push({ milestoneId: milestone.id, name: milestone.rewardName, cycle });
        rewarded.add(milestone.id);
      }
    }
    remaining -= next - position;
    position = next;
    if (position >= required) {
      rewards.push({ milestoneId: null, name: input.finalRewardName, cycle });
      cycle += 1;
      position -= required;
      rewarded.clear();
    }
  }
  return { stamps: position, cycle, rewards, rewardedMilestoneIds: [...rewarded] };
}
