import {
  type EarningRule,
  POINTS_POSTING_MAX,
  parseMajorAmount,
  pointsForPurchase,
} from "@stampwise/contract";

/** Whole points as staff type them: 1 up to the posting maximum, else undefined. */
export function parsePoints(text: string): number | undefined {
  const cleaned = text.replace(/[\s\u00a0]/g, "");
  if (!/^\d{1,7}$/.test(cleaned)) return undefined;
  const points = Number(cleaned);
  return points >= 1 && points <= POINTS_POSTING_MAX ? points : undefined;
}

export type EarnMode = "purchase" | "points";

/**
 * What the give-points dialog would send and the points it gives: a purchase is typed in kronor
 * and counted by the program's rule (the server counts the same way, `pointsForPurchase`).
 */
export function planEarning(
  mode: EarnMode,
  text: string,
  rule: EarningRule,
): { body: { purchaseAmountOre: number } | { points: number }; points: number } | undefined {
  if (mode === "points") {
    const points = parsePoints(text);
    return points === undefined ? undefined : { body: { points }, points };
  }
  const amountOre = parseMajorAmount(text);
  if (amountOre === undefined || amountOre < 0) return undefined;
  return { body: { purchaseAmountOre: amountOre }, points: pointsForPurchase(amountOre, rule) };
}

/** An adjustment: its signed change and the balance after, or why it cannot be made. */
export function planAdjustment(
  direction: "add" | "remove",
  text: string,
  balance: number,
): { ok: true; delta: number; after: number } | { ok: false; error: "amount" | "tooMany" } {
  const points = parsePoints(text);
  if (points === undefined) return { ok: false, error: "amount" };
  const delta = direction === "add" ? points : -points;
  if (balance + delta < 0) return { ok: false, error: "tooMany" };
  return { ok: true, delta, after: balance + delta };
}
