/** What the level rule needs of a level; the API's LoyaltyLevel and any test double fit. */
export interface LevelThreshold {
  requiredPoints: number;
}

export interface LevelProgress<L extends LevelThreshold> {
  /** The highest level whose required points are at most the qualifying points; null below them all. */
  current: L | null;
  /** The level after `current` (the lowest one when there is no current); null at the top. */
  next: L | null;
  /**
   * Share of the way from the current level's requirement (0 without one) to the next level's,
   * 0..1. 1 at the top level; 0 when the program has no levels (there is nothing to show).
   */
  progress: number;
  /** Points still to earn for the next level; null when there is none. */
  pointsToNext: number | null;
}

/**
 * A customer's level: qualifying points are earned points not yet
 * expired, spent or not, so spending never demotes and expiry can. The one rule the server and
 * both apps use, so a level shown is the level the server would compute.
 */
export function levelProgress<L extends LevelThreshold>(
  levels: readonly L[],
  qualifyingPoints: number,
): LevelProgress<L> {
  // A negative balance cannot qualify for more than none; levels may come in any order.
  const points = Math.max(0, qualifyingPoints);
  const ordered = [...levels].sort((a, b) => a.requiredPoints - b.requiredPoints);
  const reachedCount = ordered.filter((level) => level.requiredPoints <= points).length;
  const current = ordered[reachedCount - 1] ?? null;
  const next = ordered[reachedCount] ?? null;
  if (!next) return { current, next, progress: current ? 1 : 0, pointsToNext: null };
  const from = current?.requiredPoints ?? 0;
  const span = next.requiredPoints - from;
  return {
    current,
    next,
    progress: Math.min(1, Math.max(0, (points - from) / span)),
    pointsToNext: next.requiredPoints - points,
  };
}
