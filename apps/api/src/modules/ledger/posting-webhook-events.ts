import type { PostedReward, PostingState, RuleOutcome, WebhookEventDraft } from "./posting.types";

/** What of a posting its webhook events read: the card before, the outcome, and the change. */
export interface PostingFacts {
  state: PostingState;
  outcome: RuleOutcome;
  rewards: PostedReward[];
  transactionId: string;
  delta: number;
  source: string;
  operation: "change" | "settle";
  /** The posting issued the card it is on (a gift card handed out). */
  issuesCard: boolean;
  /** A points card's qualifying points before and after (level.changed). */
  qualifying?: { before: number; after: number };
}

/**
 * The webhook events a posting tells of: ids and the values that changed, never who the customer
 * is beyond their id. Pure; the outbox statement keeps only those an endpoint asked for.
 */
export function postingWebhookEvents(facts: PostingFacts): WebhookEventDraft[] {
  const { state, outcome, delta, operation } = facts;
  const card = {
    cardId: state.instance.cardId,
    instanceId: state.instance.id,
    customerUserId: state.instance.userId,
  };
  const change = {
    ...card,
    transactionId: facts.transactionId,
    delta,
    balanceAfter: outcome.balance,
    source: facts.source,
  };
  const drafts: WebhookEventDraft[] = [];
  const event = (type: string, data: Record<string, unknown>) =>
    drafts.push({ type, orderingKey: state.instance.id, data });
  const isChange = operation === "change";
  switch (state.card.kind) {
    case "stamp":
      if (isChange && delta > 0) event("stamps.added", change);
      for (let cycle = state.instance.cycle; cycle < outcome.cycle; cycle++) {
        event("card.completed", { ...card, cycle });
      }
      break;
    case "points":
      if (isChange && delta > 0) event("points.earned", change);
      if (isChange && delta < 0) event("points.spent", change);
      if (facts.qualifying && facts.qualifying.before !== facts.qualifying.after) {
        drafts.push({
          type: "level.changed",
          orderingKey: state.instance.id,
          data: {
            ...card,
            qualifyingPointsBefore: facts.qualifying.before,
            qualifyingPointsAfter: facts.qualifying.after,
          },
          levelCheck: facts.qualifying,
        });
      }
      break;
    case "gift":
      if (facts.issuesCard) event("gift_card.issued", change);
      // A redemption is spending at the counter (source manual); an adjustment only corrects.
      else if (isChange && delta < 0 && facts.source === "manual") event("gift_card.redeemed", change);
      break;
  }
  for (const reward of facts.rewards) {
    event("reward.issued", {
      ...card,
      rewardId: reward.id,
      milestoneId: reward.milestoneId,
      cycle: reward.cycle,
    });
    if (reward.redeemedBy) event("reward.redeemed", { ...card, rewardId: reward.id });
  }
  return drafts;
}
