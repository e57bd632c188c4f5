import type { EarningRule } from "./loyalty-program";

/**
 * The points rules, pure, like `applyStampCycle`: each earning is a
 * lot that expires a whole number of calendar months after it was earned; spending takes the lots
 * that expire first; expiry takes what is left of a lot, never more. The server's SQL follows
 * these rules and the tests hold both to them.
 */
export interface PointsLot {
  id: string;
  /** Milliseconds since the epoch. */
  earnedAt: number;
  /** The first instant the lot is no longer spendable: spendable at `expiresAt - 1`, not at `expiresAt`. */
  expiresAt: number;
  /** Points earned. */
  amount: number;
  /** Points not yet spent or expired. */
  remaining: number;
}

/**
 * When a lot earned at `earnedAt` expires: the same time of day `months` calendar months later,
 * on the month's last day when it is shorter (31 January + 1 month → 28 or 29 February), in UTC.
 */
export function lotExpiresAt(earnedAt: number, months: number): number {
  const earned = new Date(earnedAt);
  const target = new Date(earnedAt);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(earned.getUTCDate(), lastDay));
  return target.getTime();
}

export function isLotLive(lot: PointsLot, at: number): boolean {
  return at < lot.expiresAt && lot.remaining > 0;
}

/** Spending order: the lot that expires first, then the one earned first, then by id (stable). */
export function compareLots(a: PointsLot, b: PointsLot): number {
  return a.expiresAt - b.expiresAt || a.earnedAt - b.earnedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Points a customer can spend at `at`. */
export function spendableBalance(lots: readonly PointsLot[], at: number): number {
  return lots.reduce((sum, lot) => (isLotLive(lot, at) ? sum + lot.remaining : sum), 0);
}

/**
 * Points earned and not yet expired at `at`, spent or not: what a level is judged by, so spending
 * never lowers a level and expiry can.
 */
export function qualifyingPoints(lots: readonly PointsLot[], at: number): number {
  return lots.reduce((sum, lot) => (at < lot.expiresAt ? sum + lot.amount : sum), 0);
}

/**
 * Qualifying points at `at`, and until when that figure holds by itself: the first instant after
 * `at` that a lot expires (null when none will). Stored beside the lots, so targeting reads a
 * number instead of every lot (decision 018); a reader past `untilMs` recomputes from the lots.
 */
export function qualifyingStanding(
  lots: readonly PointsLot[],
  at: number,
): { points: number; untilMs: number | null } {
  const future = lots.filter((lot) => at < lot.expiresAt).map((lot) => lot.expiresAt);
  return { points: qualifyingPoints(lots, at), untilMs: future.length === 0 ? null : Math.min(...future) };
}

export interface LotChange {
  lotId: string;
  points: number;
}

/** How `points` are spent at `at`: from the lots that expire first; null when there are too few. */
export function planSpending(lots: readonly PointsLot[], points: number, at: number): LotChange[] | null {
  if (!Number.isInteger(points) || points <= 0) return null;
  let left = points;
  const taken: LotChange[] = [];
  for (const lot of [...lots].filter((candidate) => isLotLive(candidate, at)).sort(compareLots)) {
    const take = Math.min(lot.remaining, left);
    taken.push({ lotId: lot.id, points: take });
    left -= take;
    if (left === 0) return taken;
  }
  return null;
}

/** What expires at `at`: the remaining points of every lot whose time has come. */
export function planExpiry(lots: readonly PointsLot[], at: number): LotChange[] {
  return lots
    .filter((lot) => lot.expiresAt <= at && lot.remaining > 0)
    .sort(compareLots)
    .map((lot) => ({ lotId: lot.id, points: lot.remaining }));
}

/** The next points to expire after `at` and when, or null when nothing will. */
export function nextExpiry(lots: readonly PointsLot[], at: number): { points: number; at: number } | null {
  const live = lots.filter((lot) => isLotLive(lot, at));
  if (live.length === 0) return null;
  const first = Math.min(...live.map((lot) => lot.expiresAt));
  const points = live.filter((lot) => lot.expiresAt === first).reduce((sum, lot) => sum + lot.remaining, 0);
  return { points, at: first };
}

/**
 * Points for a purchase of `amountOre` (minor units) by the program's rule: the per-krona rate
 * (two decimals) on the amount, rounded down to whole points, plus the points per visit. Counted in
 * integers, so 0.07 points per krona on 100 kr gives exactly 7.
 */
export function pointsForPurchase(amountOre: number, rule: EarningRule): number {
  if (!Number.isInteger(amountOre) || amountOre < 0) return 0;
  const hundredthsPerKrona = Math.round(rule.pointsPerKrona * 100);
  return Math.floor((amountOre * hundredthsPerKrona) / 10_000) + rule.pointsPerVisit;
}
