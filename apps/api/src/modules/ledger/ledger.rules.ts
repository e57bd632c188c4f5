import { applyStampCycle, LEDGER_BALANCE_MAX, type PlannedReward } from "@stampwise/contract";
import { pointsRule } from "./points.rule";
import type { LedgerRule, LedgerRules, PostingState, RuleOutcome, RuleRefusal } from "./posting.types";

export const stampRule: LedgerRule = {
  transactionKind: "stamps",
  apply(state, delta) {
    const plan = applyStampCycle({
      stamps: state.instance.balance,
      cycle: state.instance.cycle,
      delta,
      stampsRequired: state.card.stampsRequired ?? 1,
      finalRewardName: state.card.name,
      milestones: state.milestones,
      rewardedMilestoneIds: state.instance.cycleRewardedMilestones,
    });
    if (!plan) {
      return {
        refused: {
          status: 400,
          code: "STAMPS_BELOW_ZERO",
          message: `The card has ${state.instance.balance} stamps; cannot remove ${-delta}`,
        },
      };
    }
    return {
      balance: plan.stamps,
      cycle: plan.cycle,
      cycleRewardedMilestones: plan.rewardedMilestoneIds,
      rewards: plan.rewards,
    };
  },
};

/**
 * A card lowered to fewer stamps than a customer holds completes once, now: the milestones up to
 * the new count not yet rewarded this cycle and the final reward are issued, and the extra stamps
 * carry over, but never enough to fill the card a second time from one change.
 */
export function settleLoweredStampCard(state: PostingState): RuleOutcome | undefined {
  const required = Math.max(1, state.card.stampsRequired ?? 1);
  const { balance, cycle, cycleRewardedMilestones } = state.instance;
  if (balance < required) return undefined;
  const rewarded = new Set(cycleRewardedMilestones);
  const rewards: PlannedReward[] = state.milestones
    .filter((milestone) => milestone.stampsNeeded <= required && !rewarded.has(milestone.id))
    .sort((a, b) => a.stampsNeeded - b.stampsNeeded)
    .map((milestone) => ({ milestoneId: milestone.id, name: milestone.rewardName, cycle }));
  rewards.push({ milestoneId: null, name: state.card.name, cycle });
  return {
    balance: Math.min(balance - required, required - 1),
    cycle: cycle + 1,
    cycleRewardedMilestones: [],
    rewards,
  };
}

stampRule.settle = settleLoweredStampCard;

/**
 * A gift card's balance in minor units: loaded when issued, spent at the counter, adjusted on the
 * profile, never below zero. No cycles, no rewards.
 */
export const giftRule: LedgerRule = {
  transactionKind: "gift",
  apply(state, delta) {
    const balance = state.instance.balance + delta;
    if (balance > LEDGER_BALANCE_MAX) {
      return {
        refused: {
          status: 409,
          code: "GIFT_CARD_BALANCE_TOO_HIGH",
          message: `A gift card holds at most ${LEDGER_BALANCE_MAX}; it holds ${state.instance.balance}`,
        },
      };
    }
    if (balance < 0) {
      return {
        refused: {
          status: 409,
          code: "GIFT_CARD_BALANCE_TOO_LOW",
          message: `The gift card holds ${state.instance.balance}; cannot take ${-delta}`,
        },
      };
    }
    return { balance, cycle: 0, cycleRewardedMilestones: [], rewards: [] };
  },
};

/** The rules of the kinds the product posts: stamps, points and gift balances. */
export const LEDGER_RULES: LedgerRules = { stamp: stampRule, points: pointsRule, gift: giftRule };

export const isRefusal = (outcome: RuleOutcome | RuleRefusal): outcome is RuleRefusal => "refused" in outcome;
