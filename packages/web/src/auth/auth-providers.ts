import type { AuthProviders } from "@stampwise/contract";
import { useEffect, useSyncExternalStore } from "react";
import { apiRequest } from "../api/client";

/**
 * What the server offers for signing in (GET /auth/providers), asked once per page load and shared
 * by every screen. Until it has answered, nothing it governs shows: a Google button that flashes
 * and goes would be worse than one that appears. A failed request is asked again next time.
 */
export function createAuthProvidersStore(fetchProviders: () => Promise<AuthProviders>) {
  let known: AuthProviders | undefined;
  let asking: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  return {
    get: (): AuthProviders | undefined => known,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(): Promise<void> {
      asking ??= fetchProviders().then(
        (answer) => {
          known = answer;
          for (const listener of listeners) listener();
        },
        () => {
          asking = undefined;
        },
      );
      return asking;
    },
  };
}

export type AuthProvidersStore = ReturnType<typeof createAuthProvidersStore>;

// Read without the zod schema, like the session check: the sign-in screens load no zod first.
const authProviders = createAuthProvidersStore(
  async () => (await apiRequest("/auth/providers")).data as AuthProviders,
);

/** The server's providers, or undefined while they are being asked for. */
export function useAuthProviders(store: AuthProvidersStore = authProviders): AuthProviders | undefined {
  const providers = useSyncExternalStore(store.subscribe, store.get, store.get);
  useEffect(() => void store.load(), [store]);
  return providers;
}
