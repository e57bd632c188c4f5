import { STAMPS_REQUIRED_MAX, STAMPS_REQUIRED_MIN } from "@stampwise/contract";

/** What the card needs of a milestone: where it sits and what it gives. */
export type CardMilestone = { stampsNeeded: number; rewardName: string };

export type StampSlot = {
  /** 1-based position on the card. */
  number: number;
  filled: boolean;
  /** The rewards reached at this stamp (several milestones may share one). */
  rewards: string[];
};

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.trunc(Number.isFinite(value) ? value : min)));
}

/**
 * The grid of the card: one slot per required stamp (1..25), the first `stamps` of them filled,
 * each carrying the rewards of the milestones at its number. Out-of-range input (a half-typed
 * value in the admin's preview) is clamped rather than drawing hundreds of slots.
 */
export function stampSlots(
  stampsRequired: number,
  stamps: number,
  milestones: readonly CardMilestone[] = [],
): StampSlot[] {
  const total = clamp(stampsRequired, STAMPS_REQUIRED_MIN, STAMPS_REQUIRED_MAX);
  const filled = clamp(stamps, 0, total);
  return Array.from({ length: total }, (_, index) => {
    const number = index + 1;
    return {
      number,
      filled: number <= filled,
      rewards: milestones
        .filter((milestone) => milestone.stampsNeeded === number)
        .map((milestone) => milestone.rewardName),
    };
  });
}

/** The closest milestone still ahead and how many stamps are missing; null when none is left. */
export function nextMilestone(
  stamps: number,
  milestones: readonly CardMilestone[],
): { rewardName: string; stampsToGo: number } | null {
  const ahead = milestones
    .filter((milestone) => milestone.stampsNeeded > stamps)
    .sort((a, b) => a.stampsNeeded - b.stampsNeeded)[0];
  return ahead ? { rewardName: ahead.rewardName, stampsToGo: ahead.stampsNeeded - stamps } : null;
}

/** Share of the card filled, 0..100, for the progress bar. */
export function progressPercent(stampsRequired: number, stamps: number): number {
  const total = clamp(stampsRequired, STAMPS_REQUIRED_MIN, STAMPS_REQUIRED_MAX);
  return Math.round((clamp(stamps, 0, total) / total) * 100);
}
