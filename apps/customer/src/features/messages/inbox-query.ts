import type { Inbox } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";
import { type QueryClient, queryOptions } from "@tanstack/react-query";

/** The signed-in customer's in-app messages; the tab badge and the Messages page share it. */
export const inboxQueryKey = ["inbox"] as const;

/**
 * `GET /user-communication/inbox`: newest first, with the unread count. Read without the zod
 * schema, like the cards (decision 007): the tab badge asks for it on every screen's first load.
 * The server serialises the answer through `InboxSchema`.
 */
export const inboxQueryOptions = queryOptions({
  queryKey: inboxQueryKey,
  queryFn: async ({ signal }) => (await apiRequest("/user-communication/inbox", { signal })).data as Inbox,
});

/** `POST /user-communication/{id}/read` */
export async function markMessageRead(id: string): Promise<void> {
  await apiRequest(`/user-communication/${id}/read`, { method: "POST" });
}

/** The inbox once `id` is read: its time set, the unread count one less (unless it was read). */
export function withMessageRead(inbox: Inbox, id: string, readAt: string): Inbox {
  const message = inbox.messages.find((candidate) => candidate.id === id);
  if (!message || message.readAt) return inbox;
  return {
    unread: Math.max(0, inbox.unread - 1),
    messages: inbox.messages.map((candidate) => (candidate.id === id ? { ...candidate, readAt } : candidate)),
  };
}

/** Marks a message read at once on screen, then on the server; a failure refetches the truth. */
export async function readMessage(queryClient: QueryClient, id: string): Promise<void> {
  const inbox = queryClient.getQueryData<Inbox>(inboxQueryKey);
  if (inbox) queryClient.setQueryData(inboxQueryKey, withMessageRead(inbox, id, new Date().toISOString()));
  try {
    await markMessageRead(id);
  } catch {
    await queryClient.invalidateQueries({ queryKey: inboxQueryKey });
  }
}
