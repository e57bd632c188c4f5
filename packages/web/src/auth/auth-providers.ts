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

/**
 * Whether the page the server sent was prerendered for a server with Google sign-in (decision
 * 036): `data-google-sign-in` on `#root`, or, while the build prerenders, what it renders for.
 * Until the providers have answered, the Google button follows it, so hydration draws exactly the
 * HTML on screen and nothing moves when the answer comes. Undefined on any other page.
 */
let googleSignInOfPage: boolean | undefined =
  typeof document === "undefined" ? undefined : readGoogleSignInOfPage(document);

function readGoogleSignInOfPage(page: Document): boolean | undefined {
  const flag = page.getElementById("root")?.dataset.googleSignIn;
  return flag === undefined ? undefined : flag === "true";
}

/** For the build's prerender: the page being rendered is for a server with (or without) Google. */
export function prerenderForGoogleSignIn(google: boolean | undefined): void {
  googleSignInOfPage = google;
}

/** Whether Google sign-in shows: the server's answer, or until then what the page was sent for. */
export function useGoogleSignInOffered(store: AuthProvidersStore = authProviders): boolean {
  return useAuthProviders(store)?.google ?? googleSignInOfPage ?? false;
}

/** The server's providers, or undefined while they are being asked for. */
export function useAuthProviders(store: AuthProvidersStore = authProviders): AuthProviders | undefined {
  const providers = useSyncExternalStore(store.subscribe, store.get, store.get);
  useEffect(() => void store.load(), [store]);
  return providers;
}
