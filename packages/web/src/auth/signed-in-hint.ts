import { SIGNED_IN_HINT_COOKIE } from "@stampwise/contract";

/** Where the hint is read and cleared: the page's cookies, or a stand-in in tests. */
export interface CookieJar {
  read(): string;
  expire(name: string): void;
}

const documentCookies: CookieJar = {
  read: () => document.cookie,
  expire: (name) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the apps serve.
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  },
};

/** The jar a page has; none outside a browser (prerendering, tests without a DOM). */
const pageJar = (): CookieJar | undefined => (typeof document === "undefined" ? undefined : documentCookies);

/**
 * False only when this page can tell no session cookie is there (the server keeps the hint in line
 * with it): the session check is then not asked for. True when it may be (or when it cannot tell).
 */
export function maybeSignedIn(jar: CookieJar | undefined = pageJar()): boolean {
  if (!jar) return true;
  return jar
    .read()
    .split(";")
    .some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/** The session check found no live session: the hint goes with it, so the next page asks nothing. */
export function forgetSignedInHint(jar: CookieJar | undefined = pageJar()): void {
  jar?.expire(SIGNED_IN_HINT_COOKIE);
}
