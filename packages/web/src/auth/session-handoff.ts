import type { User } from "@stampwise/contract";
import { getCurrentOrganizationId, setCurrentOrganizationId } from "../api/current-organization";

/** How long an answer about the session is taken as it is (react-query's `staleTime` for it too). */
export const SESSION_FRESH_MS = 60_000;

/** An answer about the session: the user, or null for signed out, and when it was learnt. */
export type KnownSession = { user: User | null; at: number };

/** What the react-query cache offers this module once the app has created it. */
export type SessionCache = {
  /** The answer the cache holds, or undefined when nobody has asked yet. */
  read(): KnownSession | undefined;
  write(user: User | null): void;
  /** Signed out: the account and every other cached answer are gone. */
  forget(): void;
};

let cache: SessionCache | null = null;
let waiting: KnownSession | undefined;

/**
 * The login screen runs without react-query (decision 014: the customer's login is a first
 * screen), yet the screen after it reads the session from react-query's cache. The account the
 * login learns waits here until the cache exists, so the next screen does not ask the server again.
 */
export function connectSessionCache(next: SessionCache): void {
  cache = next;
  if (waiting) next.write(waiting.user);
  waiting = undefined;
}

/** The account a check, login or sign-up answered, kept for every screen after this one. */
export function storeSessionUser(user: User | null): void {
  if (user) selectDefaultOrganization(user);
  if (cache) cache.write(user);
  else waiting = { user, at: Date.now() };
}

/**
 * What is already known about the session: the user or null (signed out), or undefined when no
 * screen has asked in the last minute, so a sign-in in another tab is seen.
 */
export function readKnownSession(now = Date.now()): User | null | undefined {
  const known = cache ? cache.read() : waiting;
  return known && now - known.at < SESSION_FRESH_MS ? known.user : undefined;
}

/**
 * After a logout: this tab's live events, organization and cached account data are gone. Settles
 * once the live events are closed.
 */
export function forgetSignedInSession(): Promise<void> {
  const closing = forgetTabAccountState();
  if (cache) cache.forget();
  else waiting = { user: null, at: Date.now() };
  return closing;
}

/** What a signed-out tab must not keep outside any cache: its live events and organization. */
export function forgetTabAccountState(): Promise<void> {
  setCurrentOrganizationId(null);
  // Loaded with the first screen that listens, so the login does not carry it: when it is not
  // loaded yet, no stream is open either.
  return import("../events/use-live-event").then((events) => events.closeLiveEvents());
}

/** The saved organization while the account still belongs to it, else its first one. */
export function selectDefaultOrganization(user: User): void {
  const saved = getCurrentOrganizationId();
  if (!user.organizations.some((organization) => organization.id === saved)) {
    setCurrentOrganizationId(user.organizations[0]?.id ?? null);
  }
}
