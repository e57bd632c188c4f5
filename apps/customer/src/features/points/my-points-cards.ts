import type { CustomerPointsCard } from "@stampwise/contract";
import { apiRequest, useLiveEvent } from "@stampwise/web";
import { queryOptions, useQueryClient } from "@tanstack/react-query";

export const myPointsCardsQueryKey = ["my-points-cards"] as const;

/**
 * The customer's points cards, one per organization (`GET /loyalty-card/point-cards`). Read
 * without zod like the other cards (decision 007); the server answers through the contract's
 * `CustomerPointsCardListSchema`.
 */
export const myPointsCardsQueryOptions = queryOptions({
  queryKey: myPointsCardsQueryKey,
  queryFn: async ({ signal }) =>
    (await apiRequest("/loyalty-card/point-cards", { signal })).data as CustomerPointsCard[],
});

/** What `points.updated` carries that the card shows. */
export type PointsUpdate = Pick<
  CustomerPointsCard,
  "instanceId" | "balance" | "qualifyingPoints" | "expiring"
>;

/**
 * A posting on one of the cards, applied without a request: balance, qualifying points, the next
 * expiry, and the progress while the qualifying points stay between the level the card shows and
 * the next one (the card knows only those two thresholds). Undefined when the card is not in the
 * list (a first points card) or the level changes: then the list is read again.
 */
export function applyPointsUpdate(
  cards: readonly CustomerPointsCard[],
  update: PointsUpdate,
): CustomerPointsCard[] | undefined {
  const index = cards.findIndex((card) => card.instanceId === update.instanceId);
  const card = cards[index];
  if (!card) return undefined;
  const points = Math.max(0, update.qualifyingPoints);
  const from = card.level?.requiredPoints ?? 0;
  const to = card.nextLevel?.requiredPoints ?? Number.POSITIVE_INFINITY;
  const sameLevel = (card.level === null || points >= from) && points < to;
  if (!sameLevel) return undefined;
  const updated = [...cards];
  updated[index] = {
    ...card,
    balance: update.balance,
    qualifyingPoints: update.qualifyingPoints,
    expiring: update.expiring,
    progress: card.nextLevel ? Math.min(1, Math.max(0, (points - from) / (to - from))) : card.progress,
    pointsToNextLevel: card.nextLevel ? to - points : null,
  };
  return updated;
}

/**
 * Keeps the points cards current: points given at the counter show at once, from the event alone.
 * The event does not carry the ledger row (what kind of row it was), so the history is read again
 * right after, in the background; a card not in the list, a change of level and every reconnect
 * of the stream read the list again too.
 */
export function useLivePointsCardUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useLiveEvent(
    "points.updated",
    (event) => {
      const cards = queryClient.getQueryData<CustomerPointsCard[]>(myPointsCardsQueryKey);
      const updated = cards && applyPointsUpdate(cards, event);
      if (updated) queryClient.setQueryData(myPointsCardsQueryKey, updated);
      void queryClient.invalidateQueries({ queryKey: myPointsCardsQueryKey });
    },
    enabled,
  );
  useLiveEvent(
    "ready",
    () => void queryClient.invalidateQueries({ queryKey: myPointsCardsQueryKey }, { cancelRefetch: false }),
    enabled,
  );
}
