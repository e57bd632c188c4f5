import { SIGNED_IN_HINT_COOKIE } from "@stampwise/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  completeSignupBody,
  login,
  postJson,
  requestSignupToken,
  sessionSetCookieLine,
  sessionsOf,
  setCookieLine,
  tokenOf,
  whoAmI,
} from "../../../test/auth-helpers";
import { createTestApp, sessionCookieFrom, type TestApp } from "../../../test/test-app";
import { uniqueEmail } from "../../seed/factories";

const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60;

/** The attributes of a Set-Cookie line, keyed by lower-cased name ("httponly" → ""). */
function cookieAttributes(line: string): Map<string, string> {
  const [, ...attributes] = line.split(";").map((part) => part.trim());
  return new Map(
    attributes.map((attribute) => {
      const [name = "", ...value] = attribute.split("=");
      return [name.toLowerCase(), value.join("=")];
    }),
  );
}

describe("the session cookie over http", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("is HttpOnly, SameSite=Lax, on path / with a 30-day Max-Age, and not Secure on plain http", async () => {
    const admin = await testApp.factories.user({ role: "admin" });

    const response = await login(testApp, {
      email: admin.email,
      password: admin.password,
      loginType: "admin",
    });

    const line = sessionSetCookieLine(response);
    expect(line).toBeDefined();
    const attributes = cookieAttributes(line ?? "");
    expect(attributes.has("httponly")).toBe(true);
    expect(attributes.get("samesite")).toBe("Lax");
    expect(attributes.get("path")).toBe("/");
    expect(attributes.get("max-age")).toBe(String(THIRTY_DAYS_IN_SECONDS));
    expect(attributes.has("secure")).toBe(false);
    expect(attributes.has("domain")).toBe(false);
  });

  it("carries the same flags when a sign-up completes", async () => {
    const email = uniqueEmail("cookie-signup");
    const token = await requestSignupToken(testApp, { email });

    const response = await postJson(testApp, "/api/auth/complete-signup", completeSignupBody(token));

    expect(response.statusCode).toBe(201);
    const attributes = cookieAttributes(sessionSetCookieLine(response) ?? "");
    expect(attributes.has("httponly")).toBe(true);
    expect(attributes.get("samesite")).toBe("Lax");
    expect(attributes.get("path")).toBe("/");
    expect(attributes.get("max-age")).toBe(String(THIRTY_DAYS_IN_SECONDS));
  });

  it("holds a long random token while the database keeps only its hash", async () => {
    const admin = await testApp.factories.user({ role: "admin" });

    const response = await login(testApp, {
      email: admin.email,
      password: admin.password,
      loginType: "admin",
    });

    const token = tokenOf(sessionCookieFrom(response));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await sessionsOf(testApp, admin.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(JSON.stringify(rows[0])).not.toContain(token);
  });

  it("records the session's expiry 30 days ahead", async () => {
    const admin = await testApp.factories.user({ role: "admin" });

    const before = Date.now();
    await login(testApp, { email: admin.email, password: admin.password, loginType: "admin" });

    const [row] = await sessionsOf(testApp, admin.id);
    const expiresInSeconds = ((row?.expiresAt.getTime() ?? 0) - before) / 1000;
    expect(expiresInSeconds).toBeGreaterThan(THIRTY_DAYS_IN_SECONDS - 60);
    expect(expiresInSeconds).toBeLessThan(THIRTY_DAYS_IN_SECONDS + 60);
  });

  it("is not accepted when only the hash stored in the database is presented", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    await login(testApp, { email: admin.email, password: admin.password, loginType: "admin" });
    const [row] = await sessionsOf(testApp, admin.id);

    const response = await whoAmI(testApp, `sw_session=${row?.tokenHash}`);

    expect(response.statusCode).toBe(401);
  });
});

describe("the session cookie over https", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ PUBLIC_URL: "https://stampwise.test" });
  });
  afterAll(() => testApp.close());

  it("is Secure when the public address is https", async () => {
    const admin = await testApp.factories.user({ role: "admin" });

    const response = await login(testApp, {
      email: admin.email,
      password: admin.password,
      loginType: "admin",
    });

    expect(response.statusCode).toBe(201);
    const attributes = cookieAttributes(sessionSetCookieLine(response) ?? "");
    expect(attributes.has("secure")).toBe(true);
    expect(attributes.has("httponly")).toBe(true);
    expect(attributes.get("samesite")).toBe("Lax");
  });

  it("is cleared with the Secure flag on logout, so the browser accepts the removal", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const cookie = sessionCookieFrom(
      await login(testApp, { email: admin.email, password: admin.password, loginType: "admin" }),
    );

    const response = await postJson(testApp, "/api/auth/logout", undefined, { cookie });

    expect(response.statusCode).toBe(202);
    const attributes = cookieAttributes(sessionSetCookieLine(response) ?? "");
    expect(attributes.has("secure")).toBe(true);
    expect(attributes.get("path")).toBe("/");
  });

  it("comes with a hint the page's script can read, which logging out takes away too", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const signedIn = await login(testApp, {
      email: admin.email,
      password: admin.password,
      loginType: "admin",
    });
    const hint = setCookieLine(signedIn, SIGNED_IN_HINT_COOKIE);
    expect(hint).toMatch(new RegExp(`^${SIGNED_IN_HINT_COOKIE}=1;`));
    const attributes = cookieAttributes(hint ?? "");
    expect(attributes.has("httponly")).toBe(false);
    expect(attributes.get("path")).toBe("/");
    expect(attributes.get("samesite")).toBe("Lax");

    const loggedOut = await postJson(testApp, "/api/auth/logout", undefined, {
      cookie: sessionCookieFrom(signedIn),
    });
    expect(cookieAttributes(setCookieLine(loggedOut, SIGNED_IN_HINT_COOKIE) ?? "").get("max-age")).toBe("0");
  });
});
