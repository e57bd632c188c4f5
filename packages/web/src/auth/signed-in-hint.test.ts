import { SIGNED_IN_HINT_COOKIE } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { type CookieJar, forgetSignedInHint, maybeSignedIn } from "./signed-in-hint";

function jar(cookies: string) {
  const expired: string[] = [];
  const cookieJar: CookieJar = { read: () => cookies, expire: (name) => expired.push(name) };
  return { cookieJar, expired };
}

describe("the signed-in hint", () => {
  it("says a session may be there only when its cookie is", () => {
    expect(maybeSignedIn(jar(`language=sv-SE; ${SIGNED_IN_HINT_COOKIE}=1`).cookieJar)).toBe(true);
    expect(maybeSignedIn(jar(`${SIGNED_IN_HINT_COOKIE}=1`).cookieJar)).toBe(true);
    expect(maybeSignedIn(jar("language=sv-SE; theme=dark").cookieJar)).toBe(false);
    expect(maybeSignedIn(jar(`not_${SIGNED_IN_HINT_COOKIE}=1`).cookieJar)).toBe(false);
    expect(maybeSignedIn(jar("").cookieJar)).toBe(false);
  });

  it("cannot tell outside a page, so the session is asked for there", () => {
    expect(maybeSignedIn(undefined)).toBe(true);
  });

  it("is forgotten when the session check finds no session", () => {
    const { cookieJar, expired } = jar(`${SIGNED_IN_HINT_COOKIE}=1`);
    forgetSignedInHint(cookieJar);
    expect(expired).toEqual([SIGNED_IN_HINT_COOKIE]);
  });
});
