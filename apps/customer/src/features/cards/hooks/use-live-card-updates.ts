import { useLiveEvent } from "@stampwise/web";
import { useQueryClient } from "@tanstack/react-query";
import { myCardsQueryKey } from "../../../lib/my-cards-query";

/**
 * Keeps the cards on screen current: any change of one of the customer's cards (a stamp, a reward,
 * a card added or removed by the admin) refetches the list. Events are not replayed after a
 * reconnect, so every `ready` of the stream refetches too; a fetch already running then counts.
 */
export function useLiveCardUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useLiveEvent(
    "card.updated",
    () => void queryClient.invalidateQueries({ queryKey: myCardsQueryKey }),
    enabled,
  );
  useLiveEvent(
    "ready",
    () => void queryClient.invalidateQueries({ queryKey: myCardsQueryKey }, { cancelRefetch: false }),
    enabled,
  );
}
