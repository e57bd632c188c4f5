import {
  LEDGER_BALANCE_MAX,
  lotExpiresAt,
  nextExpiry,
  planExpiry,
  planSpending,
  qualifyingPoints,
  qualifyingStanding,
  spendableBalance,
} from "@stampwise/contract";
import type { StoredPointsLot } from "./ledger.table";
import type { LedgerRule, PointsWrite, PostingState, RuleOutcome, RuleRefusal } from "./posting.types";

/**
 * Lots that can never matter again: fully spent or expired, and past their expiry (they no longer
 * qualify for a level either). Dropping them keeps the locked row small for a long-time customer.
 */
function pruneLots(lots: readonly StoredPointsLot[], at: number): StoredPointsLot[] {
  return lots.filter((lot) => lot.remaining > 0 || lot.expiresAt > at);
}

/** The first instant a lot with points left expires: what the expiry job's index is ordered by. */
export function nextExpiryAt(lots: readonly StoredPointsLot[]): number | null {
  const due = lots.filter((lot) => lot.remaining > 0).map((lot) => lot.expiresAt);
  return due.length === 0 ? null : Math.min(...due);
}

/** What the customer sees of their lots at `at`: spendable, qualifying, the next to expire. */
export function pointsStanding(lots: readonly StoredPointsLot[], at: number) {
  return {
    balance: spendableBalance(lots, at),
    qualifyingPoints: qualifyingPoints(lots, at),
    expiring: nextExpiry(lots, at),
  };
}

function outcome(state: PostingState, balance: number, lots: StoredPointsLot[], at: number): RuleOutcome {
  const kept = pruneLots(lots, at);
  return {
    balance,
    cycle: state.instance.cycle,
    cycleRewardedMilestones: [],
    rewards: [],
    points: { lots: kept, nextExpiryAtMs: nextExpiryAt(kept), qualifying: qualifyingStanding(kept, at) },
  };
}

const refusal = (status: number, code: RuleRefusal["refused"]["code"], message: string): RuleRefusal => ({
  refused: { status, code, message },
});

/**
 * The points rule, pure: earning adds a lot that expires the
 * program's months later (the lot's id is the earning's ledger row), and only while the program
 * is active; spending takes the lots that expire first (`planSpending`) and never more than can be
 * spent now. The ledger's balance is the sum of what is left on the lots, expired ones included
 * until the expiry job posts them.
 */
export const pointsRule: LedgerRule = {
  transactionKind: "points",
  apply(state, delta, context) {
    const program = state.points;
    if (!program) return refusal(404, "LOYALTY_PROGRAM_NOT_FOUND", "This card belongs to no loyalty program");
    const at = Math.round(state.nowSeconds * 1000);
    const balance = state.instance.balance + delta;
    if (delta > 0) {
      if (balance > LEDGER_BALANCE_MAX) {
        return refusal(
          409,
          "POINTS_BALANCE_TOO_HIGH",
          `A points card holds at most ${LEDGER_BALANCE_MAX} points; it holds ${state.instance.balance}`,
        );
      }
      if (!program.programActive) {
        return refusal(
          409,
          "POINTS_PROGRAM_INACTIVE",
          "The loyalty program is inactive: it gives no points now",
        );
      }
      const lot: StoredPointsLot = {
        id: context.transactionId,
        earnedAt: at,
        expiresAt: lotExpiresAt(at, program.expiresMonths),
        amount: delta,
        remaining: delta,
      };
      return outcome(state, balance, [...program.lots, lot], at);
    }
    const plan = planSpending(program.lots, -delta, at);
    if (!plan) {
      const spendable = spendableBalance(program.lots, at);
      return refusal(
        400,
        "POINTS_INSUFFICIENT",
        `The customer has ${spendable} points to spend; cannot take ${-delta}`,
      );
    }
    const taken = new Map(plan.map((change) => [change.lotId, change.points]));
    const lots = program.lots.map((lot) => ({ ...lot, remaining: lot.remaining - (taken.get(lot.id) ?? 0) }));
    return outcome(state, balance, lots, at);
  },
};

/** One expired remainder: the lot and the points it loses. */
export interface ExpiredRemainder {
  lotId: string;
  points: number;
}

/**
 * Expiry of one card's lots at `at` (`planExpiry`, oldest first): the ledger rows it makes, one per
 * lot, and the lots and balance it leaves. Nothing when no lot with points left has expired.
 */
export function expireLots(
  lots: readonly StoredPointsLot[],
  balance: number,
  at: number,
):
  | {
      expired: (ExpiredRemainder & { balanceAfter: number })[];
      lots: StoredPointsLot[];
      nextExpiryAtMs: number | null;
      qualifying: PointsWrite["qualifying"];
    }
  | undefined {
  const plan = planExpiry(lots, at);
  if (plan.length === 0) return undefined;
  let running = balance;
  const expired = plan.map((change) => {
    running -= change.points;
    return { lotId: change.lotId, points: change.points, balanceAfter: running };
  });
  const gone = new Set(plan.map((change) => change.lotId));
  const kept = pruneLots(
    lots.map((lot) => (gone.has(lot.id) ? { ...lot, remaining: 0 } : lot)),
    at,
  );
  return {
    expired,
    lots: kept,
    nextExpiryAtMs: nextExpiryAt(kept),
    qualifying: qualifyingStanding(kept, at),
  };
}
