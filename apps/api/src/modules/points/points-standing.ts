import { levelProgress, type PointsStanding } from "@stampwise/contract";
import type { StoredPointsLot } from "../ledger/ledger.table";
import { pointsStanding } from "../ledger/points.rule";

export interface LevelRef {
  id: string;
  name: string;
  requiredPoints: number;
}

/**
 * A customer's standing as the apps show it, from the lots on their card and the program's levels:
 * the level is judged by qualifying points, so spending never demotes, expiry can.
 * Pure: the users profile and the customer's points card both build it here.
 */
export function toPointsStanding(
  lots: readonly StoredPointsLot[],
  levels: readonly LevelRef[],
  at: number,
): PointsStanding {
  const { balance, qualifyingPoints, expiring } = pointsStanding(lots, at);
  const progress = levelProgress(levels, qualifyingPoints);
  const ref = (level: LevelRef | null) =>
    level ? { id: level.id, name: level.name, requiredPoints: level.requiredPoints } : null;
  return {
    balance,
    qualifyingPoints,
    level: ref(progress.current),
    nextLevel: ref(progress.next),
    progress: progress.progress,
    pointsToNextLevel: progress.pointsToNext,
    expiring: expiring ? { points: expiring.points, at: new Date(expiring.at).toISOString() } : null,
  };
}
