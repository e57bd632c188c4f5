import { useLiveEvent } from "@stampwise/web";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSignedInAccount } from "../../lib/signed-in-account";
import { inboxQueryKey, inboxQueryOptions } from "./inbox-query";

/**
 * The inbox, kept current while the app is open: a message that arrives on the event stream
 * (`message.received`) refetches it, and so does every `ready` of the stream, since events are
 * not replayed after a reconnect. Used by the tab bar (the unread badge) and the Messages page.
 */
export function useInbox() {
  const queryClient = useQueryClient();
  const { offline } = useSignedInAccount();
  const refetch = () =>
    void queryClient.invalidateQueries({ queryKey: inboxQueryKey }, { cancelRefetch: false });
  useLiveEvent("message.received", refetch, !offline);
  useLiveEvent("ready", refetch, !offline);
  return useQuery({ ...inboxQueryOptions, enabled: !offline });
}
