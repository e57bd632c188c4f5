import type { CustomerCard } from "@stampwise/contract";
import { useLiveEvent } from "@stampwise/web";
import { useQueryClient } from "@tanstack/react-query";
import { myCardsQueryKey } from "../../../lib/my-cards-query";
import { applyCardPosting } from "../apply-card-posting";

/**
 * Keeps the cards on screen current. A stamp (a ledger posting) updates the card from the event
 * alone, with no request: at the counter the customer sees it the moment staff give it. Other
 * changes (a card added or removed, a reward redeemed) refetch the list. Events are not replayed
 * after a reconnect, so every `ready` of the stream refetches too; a fetch already running counts.
 */
export function useLiveCardUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useLiveEvent(
    "card.updated",
    (event) => {
      const cards = queryClient.getQueryData<CustomerCard[]>(myCardsQueryKey);
      const updated = cards && applyCardPosting(cards, event);
      if (updated) queryClient.setQueryData(myCardsQueryKey, updated);
      else void queryClient.invalidateQueries({ queryKey: myCardsQueryKey });
    },
    enabled,
  );
  useLiveEvent(
    "ready",
    () => void queryClient.invalidateQueries({ queryKey: myCardsQueryKey }, { cancelRefetch: false }),
    enabled,
  );
}
