import type { AuthenticatedResponse, User } from "@stampwise/contract";
import { ApiError } from "../api/api-error";
import { apiRequest } from "../api/client";
import { forgetSignedInHint, maybeSignedIn } from "./signed-in-hint";

/**
 * The signed-in account, or null when there is no live session. Every guarded page runs this
 * first, so it reads the answer without the zod schema (and without loading zod): the shape is the
 * contract's AuthenticatedResponse, which the server serialises through that same schema. A page
 * without the signed-in hint cookie is signed out and asks nothing.
 */
export async function fetchSession(): Promise<User | null> {
  // Signed out for sure (no session cookie, the server's hint says): nothing to ask, no 401 to log.
  if (!maybeSignedIn()) return null;
  try {
    const { data } = await apiRequest("/auth/is-authenticated");
    const answer = data as AuthenticatedResponse | undefined;
    return answer?.status === "authenticated" ? answer.data.user : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      forgetSignedInHint();
      return null;
    }
    throw error;
  }
}

export async function logout(): Promise<void> {
  const { status } = await apiRequest("/auth/logout", { method: "POST" });
  if (status !== 202) throw new Error("Logout failed");
}
