import type { HeldGiftCard } from "@stampwise/contract";
import { apiRequest, useLiveEvent } from "@stampwise/web";
import { queryOptions, useQueryClient } from "@tanstack/react-query";

export const myGiftCardsQueryKey = ["my-gift-cards"] as const;

/**
 * The customer's gift cards in every organization (`GET /gift-card-instance/mine`), newest first.
 * Read without zod like the stamp cards (decision 007); the server answers through the contract's
 * `HeldGiftCardSchema`.
 */
export const myGiftCardsQueryOptions = queryOptions({
  queryKey: myGiftCardsQueryKey,
  queryFn: async ({ signal }) =>
    (await apiRequest("/gift-card-instance/mine", { signal })).data as HeldGiftCard[],
});

/** A ledger posting on one of the cards gives its new balance: applied without a request. */
export function applyGiftPosting(
  cards: readonly HeldGiftCard[],
  event: { instanceId: string; stamps: number | null },
): HeldGiftCard[] | undefined {
  const index = cards.findIndex((card) => card.id === event.instanceId);
  const card = cards[index];
  if (!card || event.stamps === null) return undefined;
  const updated = [...cards];
  updated[index] = { ...card, balance: event.stamps };
  return updated;
}

/**
 * Keeps the gift cards current: a redemption at the counter shows at once. A posting on a card
 * not in the list (one just issued) reads the list again, as does every reconnect of the stream.
 */
export function useLiveGiftCardUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useLiveEvent(
    "card.updated",
    (event) => {
      const cards = queryClient.getQueryData<HeldGiftCard[]>(myGiftCardsQueryKey);
      const updated = cards && applyGiftPosting(cards, event);
      if (updated) queryClient.setQueryData(myGiftCardsQueryKey, updated);
      else void queryClient.invalidateQueries({ queryKey: myGiftCardsQueryKey });
    },
    enabled,
  );
  useLiveEvent(
    "ready",
    () => void queryClient.invalidateQueries({ queryKey: myGiftCardsQueryKey }, { cancelRefetch: false }),
    enabled,
  );
}
