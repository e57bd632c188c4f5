import type { TransactionResult, UserProfile } from "@stampwise/contract";

/**
 * The profile after a stamp change, from the change's own answer: the card's count and cycle, the
 * rewards it issued, and the totals they move. Undefined when the profile does not show that card
 * (the first stamp gave the person a new card): the caller fetches the profile then.
 */
export function applyTransactionToProfile(
  profile: UserProfile,
  result: TransactionResult,
): UserProfile | undefined {
  const index = profile.cards.findIndex((card) => card.instance.id === result.instance.id);
  const card = profile.cards[index];
  if (!card) return undefined;
  const known = new Set(card.rewards.map((reward) => reward.id));
  const issued = result.rewardsIssued.filter((reward) => !known.has(reward.id));
  const newestFirst = [...issued].reverse();
  const cards = [...profile.cards];
  cards[index] = { ...card, instance: result.instance, rewards: [...newestFirst, ...card.rewards] };
  return {
    ...profile,
    totals: {
      ...profile.totals,
      stamps: profile.totals.stamps + result.instance.stamps - card.instance.stamps,
      stampsEarned: Math.max(0, profile.totals.stampsEarned + result.transaction.delta),
      rewardsAvailable:
        profile.totals.rewardsAvailable + issued.filter((reward) => reward.status === "available").length,
    },
    cards,
  };
}
