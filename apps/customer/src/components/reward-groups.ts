import type { CustomerReward } from "@stampwise/contract";

export type RewardGroup = { name: string; count: number; key: string };

/** Rewards of the same name as one line with a count ("Free bun × 3"), oldest first. */
export function groupRewardsByName(rewards: readonly CustomerReward[]): RewardGroup[] {
  const groups = new Map<string, RewardGroup>();
  for (const reward of rewards) {
    const group = groups.get(reward.name);
    if (group) group.count += 1;
    else groups.set(reward.name, { name: reward.name, count: 1, key: reward.id });
  }
  return [...groups.values()];
}
