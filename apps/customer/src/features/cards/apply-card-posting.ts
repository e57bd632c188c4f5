import type { CustomerCard, LiveEvent } from "@stampwise/contract";

type CardUpdated = Extract<LiveEvent, { type: "card.updated" }>["data"];

/**
 * The cards list after a `card.updated` event, computed from the event alone: a posting's event
 * carries the balance, the cycle and the rewards it issued, which is all a card on this page
 * shows. Undefined when the event cannot be applied here (a card this list does not hold yet, a
 * card removed, a change that is not a posting): the caller fetches the list then.
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
  const issuedAt = now.toISOString();
  const known = new Set(current.availableRewards.map((reward) => reward.id));
  const issued = posting.rewardsIssued
    .filter((reward) => !known.has(reward.id))
    .map((reward) => ({ id: reward.id, milestoneId: reward.milestoneId, name: reward.name, issuedAt }));
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
