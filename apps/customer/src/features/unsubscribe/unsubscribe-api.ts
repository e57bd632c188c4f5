import type { UnsubscribeResult, UnsubscribeState } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";

/** The token as the link carries it: base64url, a dot, base64url (the server checks the signature). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export function isUnsubscribeToken(token: string | undefined): token is string {
  return token !== undefined && token.length <= 512 && TOKEN_SHAPE.test(token);
}

/**
 * `POST /unsubscribe/{token}`: news off. No login: the signed link is the customer's word. An
 * unsubscribe that switched news off answers a ticket that undoes it for a few minutes. Read
 * without the zod schema: the server serialises the answer through `UnsubscribeResultSchema`.
 */
export async function unsubscribe(token: string): Promise<UnsubscribeResult> {
  return (await apiRequest(`/unsubscribe/${encodeURIComponent(token)}`, { method: "POST" }))
    .data as UnsubscribeResult;
}

/** `POST /unsubscribe/{token}/undo` with the unsubscribe's ticket: news on again (410 once too late). */
export async function undoUnsubscribe(token: string, ticket: string): Promise<UnsubscribeState> {
  const path = `/unsubscribe/${encodeURIComponent(token)}/undo`;
  return (await apiRequest(path, { method: "POST", body: { ticket } })).data as UnsubscribeState;
}
