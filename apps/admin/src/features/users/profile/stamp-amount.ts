import { applyStampCycle, TRANSACTION_DELTA_MAX } from "@stampwise/contract";

/**
 * The stamp amounts the profile's dialogs take, checked as typed text so letters, decimals and
 * blanks get a message instead of being dropped by a number input. A plain check rather than a zod
 * schema: the only rule beyond the contract's limit (1..25 per transaction) depends on the card's
 * current stamps, and the admin app does not depend on zod itself.
 */
export type StampDirection = "add" | "remove";
export type StampAmountError = "amountInvalid" | "notEnoughStamps";
export type StampAmountCheck = { ok: true; amount: number } | { ok: false; error: StampAmountError };

/** Whole number between min and max, digits only ("1e1" and "0x1" are not what anybody meant). */
function wholeNumberBetween(text: string, min: number, max: number): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

/**
 * The amounts the dialog takes: 1..25 (the contract's delta) to add; to remove, 1 up to what the
 * card holds when that is fewer, since the server refuses to go below zero (STAMPS_BELOW_ZERO).
 * The hint and the message name this range, so nobody is told "up to 25" while holding 3.
 * `max` is 0 when there is nothing to remove.
 */
export function stampAmountBounds(direction: StampDirection, stampsOnCard: number): { min: 1; max: number } {
  if (direction === "add") return { min: 1, max: TRANSACTION_DELTA_MAX };
  return { min: 1, max: Math.max(0, Math.min(TRANSACTION_DELTA_MAX, stampsOnCard)) };
}

/**
 * Add or remove stamps within `stampAmountBounds`. A whole number above what the card holds gets
 * its own message ("this card has only 3 stamps"), anything else not in range the generic one.
 */
export function checkStampAmount(
  text: string,
  direction: StampDirection,
  stampsOnCard: number,
): StampAmountCheck {
  const { min, max } = stampAmountBounds(direction, stampsOnCard);
  const amount = wholeNumberBetween(text, min, TRANSACTION_DELTA_MAX);
  if (amount === undefined) return { ok: false, error: "amountInvalid" };
  if (amount > max) return { ok: false, error: "notEnoughStamps" };
  return { ok: true, amount };
}

/** The stamps to give with a new card: 0 adds it empty, otherwise the first transaction's delta. */
export function checkStartingStamps(text: string): StampAmountCheck {
  const amount = wholeNumberBetween(text, 0, TRANSACTION_DELTA_MAX);
  return amount === undefined ? { ok: false, error: "amountInvalid" } : { ok: true, amount };
}

/** The signed delta POST /transaction takes. */
export function stampDelta(direction: StampDirection, amount: number): number {
  return direction === "add" ? amount : -amount;
}

/**
 * What the card shows after the change, for the dialog's preview: the server's own stamp cycle
 * (`applyStampCycle`), so the preview and the answer cannot disagree.
 */
export function stampsAfterChange(
  stamps: number,
  delta: number,
  stampsRequired: number,
): { stamps: number; completes: boolean } {
  const plan = applyStampCycle({
    stamps,
    cycle: 0,
    delta,
    stampsRequired,
    finalRewardName: "",
    milestones: [],
    rewardedMilestoneIds: [],
  });
  return plan ? { stamps: plan.stamps, completes: plan.cycle > 0 } : { stamps: 0, completes: false };
}
