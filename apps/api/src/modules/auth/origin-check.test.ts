import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  completeSignupBody,
  emailTokensFor,
  login,
  postJson,
  requestResetToken,
  requestSignupToken,
  sessionsOf,
  storedFor,
  whoAmI,
} from "../../../test/auth-helpers";
import { createTestApp, sessionCookieFrom, TEST_PUBLIC_URL, type TestApp } from "../../../test/test-app";
import { uniqueEmail } from "../../seed/factories";

const EVIL_ORIGIN = "https://evil.example";
const FORBIDDEN_ORIGIN = {
  error: { code: "FORBIDDEN_ORIGIN", message: "Cross-site requests are not allowed" },
};

describe("the cross-site Origin check on auth routes", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function adminWithCredentials() {
    const admin = await testApp.factories.user({ role: "admin" });
    return {
      admin,
      credentials: { email: admin.email, password: admin.password, loginType: "admin" as const },
    };
  }

  it("refuses a login from a foreign Origin with 403 FORBIDDEN_ORIGIN and creates no session", async () => {
    const { admin, credentials } = await adminWithCredentials();

    const response = await login(testApp, credentials, { headers: { origin: EVIL_ORIGIN } });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN_ORIGIN);
    expect(response.cookies).toEqual([]);
    expect(await sessionsOf(testApp, admin.id)).toEqual([]);
  });

  it("refuses a login the browser marks as cross-site even without an Origin", async () => {
    const { admin, credentials } = await adminWithCredentials();

    const response = await login(testApp, credentials, { headers: { "sec-fetch-site": "cross-site" } });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN_ORIGIN);
    expect(await sessionsOf(testApp, admin.id)).toEqual([]);
  });

  it.each([
    ["an origin that only starts like ours", `${TEST_PUBLIC_URL}.evil.example`],
    ["our host on another scheme", "https://stampwise.test"],
    ["our host on another port", "http://stampwise.test:8080"],
    ["a sandboxed page (null)", "null"],
  ])("refuses a login from %s", async (_label, origin) => {
    const { admin, credentials } = await adminWithCredentials();

    const response = await login(testApp, credentials, { headers: { origin } });

    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("FORBIDDEN_ORIGIN");
    expect(await sessionsOf(testApp, admin.id)).toEqual([]);
  });

  it("allows a login from the public origin", async () => {
    const { credentials } = await adminWithCredentials();

    const response = await login(testApp, credentials, {
      headers: { origin: TEST_PUBLIC_URL, "sec-fetch-site": "same-origin" },
    });

    expect(response.statusCode).toBe(201);
  });

  it("allows a login without Origin, as sent by non-browser clients", async () => {
    const { credentials } = await adminWithCredentials();

    const response = await login(testApp, credentials);

    expect(response.statusCode).toBe(201);
  });

  it("does not block GET requests from a foreign origin", async () => {
    const { credentials } = await adminWithCredentials();
    const cookie = sessionCookieFrom(await login(testApp, credentials));

    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/is-authenticated",
      headers: { cookie, origin: EVIL_ORIGIN, "sec-fetch-site": "cross-site" },
    });

    expect(response.statusCode).toBe(200);
  });

  it("refuses a cross-site sign-up and sends no mail", async () => {
    const email = uniqueEmail("cross-site-signup");

    const response = await postJson(
      testApp,
      "/api/auth/signup",
      { email },
      { headers: { origin: EVIL_ORIGIN } },
    );

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN_ORIGIN);
    expect(await storedFor(testApp, email)).toEqual({ users: 0, emailTokens: 0, mails: 0 });
  });

  it("refuses a cross-site complete-signup and leaves the link unused", async () => {
    const email = uniqueEmail("cross-site-complete");
    const token = await requestSignupToken(testApp, { email });

    const response = await postJson(testApp, "/api/auth/complete-signup", completeSignupBody(token), {
      headers: { origin: EVIL_ORIGIN },
    });

    expect(response.statusCode).toBe(403);
    expect((await storedFor(testApp, email)).users).toBe(0);
    const [row] = await emailTokensFor(testApp, email);
    expect(row?.usedAt).toBeNull();
  });

  it("refuses a cross-site logout and keeps the session", async () => {
    const { credentials } = await adminWithCredentials();
    const cookie = sessionCookieFrom(await login(testApp, credentials));

    const response = await postJson(testApp, "/api/auth/logout", undefined, {
      cookie,
      headers: { origin: EVIL_ORIGIN },
    });

    expect(response.statusCode).toBe(403);
    expect(response.cookies).toEqual([]);
    expect((await whoAmI(testApp, cookie)).statusCode).toBe(200);
  });

  it("refuses a cross-site reset request and sends no mail", async () => {
    const { admin } = await adminWithCredentials();

    const response = await postJson(
      testApp,
      "/api/auth/reset-password",
      { email: admin.email },
      { headers: { "sec-fetch-site": "cross-site" } },
    );

    expect(response.statusCode).toBe(403);
    expect(await testApp.mailer.listRecent(admin.email)).toEqual([]);
  });

  it("refuses a cross-site password change and keeps the old password", async () => {
    const { admin, credentials } = await adminWithCredentials();
    const token = await requestResetToken(testApp, admin.email);

    const response = await postJson(
      testApp,
      "/api/auth/complete-reset-password",
      { token, password: "an attacker's password" },
      { headers: { origin: EVIL_ORIGIN } },
    );

    expect(response.statusCode).toBe(403);
    expect((await login(testApp, credentials)).statusCode).toBe(201);
  });
});
