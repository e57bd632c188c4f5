import type { Role, User } from "@stampwise/contract";

/** Where a door sends a signed-in account. Paths are the app's own (inside its router basename). */
export type SignInDoor = {
  role: Role;
  /** Admin: the admin area. Customer: the cards page. */
  home: string;
};

export type SignInDecision =
  | { kind: "go"; to: string }
  /** An admin without organizations cannot use the admin area: end the session. */
  | { kind: "logout" }
  /** Signed in with the other kind of account: leave that session alone and stay. */
  | { kind: "stay" };

/**
 * One rule for the session check on load, the password submit, Google and sign-up completion:
 * an account that administers an organization goes to the admin area, whatever door it
 * signed up through (a customer may accept an invitation); one without is logged out; a customer
 * goes to the page that sent them here (`?redirect=`) or to their cards.
 */
export function decideAfterSignIn(door: SignInDoor, user: User, redirect: string | null): SignInDecision {
  if (door.role === "admin") {
    return user.organizations.length > 0 ? { kind: "go", to: door.home } : { kind: "logout" };
  }
  if (user.role !== "user") return { kind: "stay" };
  return { kind: "go", to: redirect ?? door.home };
}

/** Paths a `?redirect=` may not name: sending someone back to a sign-in screen would loop. */
const AUTH_SCREENS = /^\/(login|signup|verify|oauth|reset-password)(\/|$|\?|#)/;

/**
 * A `?redirect=` value that stays inside this app (the redeem page sends people to
 * `/login?redirect=/redeem/<id>`), or null. Anything that could leave the origin — `//host`,
 * `/\host`, a scheme, control characters — is refused, so the parameter cannot be used to send
 * someone to another site after they sign in.
 */
export function safeRedirectPath(value: string | null | undefined, basename = ""): string | null {
  if (!value || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, "https://stampwise.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "https://stampwise.invalid") return null;
  // A full address of this app (`/app/redeem/…`) is accepted too and made relative to the router.
  const pathname =
    basename && (url.pathname === basename || url.pathname.startsWith(`${basename}/`))
      ? url.pathname.slice(basename.length) || "/"
      : url.pathname;
  const path = `${pathname}${url.search}${url.hash}`;
  return AUTH_SCREENS.test(path) ? null : path;
}
