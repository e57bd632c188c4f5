import type { CustomerCard, CustomerReward, LiveEvent } from "@stampwise/contract";

type CardUpdated = Extract<LiveEvent, { type: "card.updated" }>["data"];

/**
 * The cards list after a `card.updated` event, computed from the event alone: a posting's event
 * carries the balance, the cycle and the ids of the rewards it issued, and a reward's name is its
 * milestone's (or, for the final reward, the card's), which the card on this page holds. Undefined
 * when the event cannot be applied here (a card this list does not hold yet, a card removed, a
 * change that is not a posting, a list of rewards the event had to cut short, a milestone this
 * copy of the card does not know): the caller fetches the list then.
 */
export function applyCardPosting(
  cards: readonly CustomerCard[],
  event: CardUpdated,
  now: Date = new Date(),
): CustomerCard[] | undefined {
  const { posting } = event;
  const index = cards.findIndex((card) => card.instanceId === event.instanceId);
  const current = cards[index];
  if (!posting || event.stamps === null || !current) return undefined;
  if (posting.rewardsIssuedCount !== posting.rewardsIssued.length) return undefined;
  const issuedAt = now.toISOString();
  const known = new Set(current.availableRewards.map((reward) => reward.id));
  const issued: CustomerReward[] = [];
  for (const reward of posting.rewardsIssued) {
    if (known.has(reward.id)) continue;
    const name = rewardName(current, reward.milestoneId);
    if (name === undefined) return undefined;
    issued.push({ id: reward.id, milestoneId: reward.milestoneId, name, issuedAt });
  }
  const updated: CustomerCard = {
    ...current,
    stamps: event.stamps,
    cycle: posting.cycle,
    availableRewards: [...current.availableRewards, ...issued],
    availableRewardCount: current.availableRewardCount + issued.length,
    lastActivityAt: issuedAt,
  };
  // The list is ordered by latest activity: the card just stamped comes first.
  return [updated, ...cards.slice(0, index), ...cards.slice(index + 1)];
}

/** A reward's name as the server gives it: its milestone's reward name, or the card's name for the final one. */
function rewardName(card: CustomerCard, milestoneId: string | null): string | undefined {
  if (milestoneId === null) return card.card.name;
  return card.milestones.find((milestone) => milestone.id === milestoneId)?.rewardName;
}
