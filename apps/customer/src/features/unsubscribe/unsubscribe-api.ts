import type { UnsubscribeState } from "@stampwise/contract";
import { apiRequest } from "@stampwise/web";

/** The token as the link carries it: base64url, a dot, base64url (the server checks the signature). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export function isUnsubscribeToken(token: string | undefined): token is string {
  return token !== undefined && token.length <= 512 && TOKEN_SHAPE.test(token);
}

/**
 * `POST /unsubscribe/{token}` (off) or `POST /unsubscribe/{token}/undo` (on again); both answer
 * the state after. No login: the signed link is the customer's word. Read without the zod schema:
 * the server serialises the answer through `UnsubscribeStateSchema`.
 */
export async function setSubscribed(token: string, subscribed: boolean): Promise<UnsubscribeState> {
  const path = `/unsubscribe/${encodeURIComponent(token)}${subscribed ? "/undo" : ""}`;
  return (await apiRequest(path, { method: "POST" })).data as UnsubscribeState;
}
