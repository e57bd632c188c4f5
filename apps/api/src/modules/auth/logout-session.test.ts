import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login, postJson, sessionSetCookieLine, sessionsOf, whoAmI } from "../../../test/auth-helpers";
import { createTestApp, sessionCookieFrom, type TestApp } from "../../../test/test-app";
import { sessions } from "./auth.table";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const UNAUTHENTICATED = { error: { code: "UNAUTHENTICATED", message: "User access required" } };

describe("GET /api/auth/is-authenticated and POST /api/auth/logout", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function signedInAdmin() {
    const admin = await testApp.factories.user({ role: "admin" });
    const organization = await testApp.factories.organization({ owner: admin });
    const response = await login(testApp, {
      email: admin.email,
      password: admin.password,
      loginType: "admin",
    });
    return { admin, organization, cookie: sessionCookieFrom(response) };
  }

  it("answers a signed-in request with the user and their organizations", async () => {
    const { admin, organization, cookie } = await signedInAdmin();

    const response = await whoAmI(testApp, cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "authenticated",
      data: {
        user: {
          id: admin.id,
          email: admin.email,
          organizations: [{ id: organization.id, name: organization.name, role: "owner" }],
        },
      },
    });
  });

  it("answers 401 UNAUTHENTICATED without a cookie", async () => {
    const response = await whoAmI(testApp);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it.each([
    ["a random value", "sw_session=not-a-session-token-at-all-0123456789abcdef"],
    ["an empty value", "sw_session="],
    ["badly encoded characters", "sw_session=%E0%A4%A"],
    ["a very long value", `sw_session=${"x".repeat(4000)}`],
    ["only other cookies", "theme=dark; cookie-consent=true"],
  ])("answers 401 UNAUTHENTICATED for a session cookie holding %s", async (_label, cookie) => {
    const response = await whoAmI(testApp, cookie);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it("answers 401 once the session's expiry has passed", async () => {
    const { admin, cookie } = await signedInAdmin();
    await testApp.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, admin.id));

    const response = await whoAmI(testApp, cookie);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it("does not resend the cookie or move the expiry when the session was seen within the hour", async () => {
    const { admin, cookie } = await signedInAdmin();
    const [before] = await sessionsOf(testApp, admin.id);

    const response = await whoAmI(testApp, cookie);

    expect(response.statusCode).toBe(200);
    expect(sessionSetCookieLine(response)).toBeUndefined();
    const [after] = await sessionsOf(testApp, admin.id);
    expect(after?.expiresAt.getTime()).toBe(before?.expiresAt.getTime());
  });

  it("renews a session last seen over an hour ago: the cookie is set again and the expiry moves forward", async () => {
    const { admin, cookie } = await signedInAdmin();
    const staleExpiry = new Date(Date.now() + DAY_MS);
    await testApp.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * HOUR_MS), expiresAt: staleExpiry })
      .where(eq(sessions.userId, admin.id));

    const response = await whoAmI(testApp, cookie);

    expect(response.statusCode).toBe(200);
    const line = sessionSetCookieLine(response);
    expect(line).toBeDefined();
    expect(line?.startsWith(`${cookie};`)).toBe(true);
    expect(line).toMatch(/Max-Age=2592000/);
    expect(line).toMatch(/HttpOnly/);
    const [renewed] = await sessionsOf(testApp, admin.id);
    expect(renewed?.expiresAt.getTime()).toBeGreaterThan(staleExpiry.getTime() + 28 * DAY_MS);
    expect(renewed?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await whoAmI(testApp, cookie)).statusCode).toBe(200);
  });

  it("logs out with 202, clears the cookie and ends the session", async () => {
    const { admin, cookie } = await signedInAdmin();

    const response = await postJson(testApp, "/api/auth/logout", undefined, { cookie });

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: expect.any(String) });
    const cleared = response.cookies.find((candidate) => candidate.name === "sw_session");
    expect(cleared?.value).toBe("");
    expect(cleared?.maxAge).toBe(0);
    expect(cleared?.path).toBe("/");
    expect(await sessionsOf(testApp, admin.id)).toEqual([]);
    const afterwards = await whoAmI(testApp, cookie);
    expect(afterwards.statusCode).toBe(401);
  });

  it("ends only the session that logs out, not the account's other sessions", async () => {
    const { admin, cookie } = await signedInAdmin();
    const otherDevice = sessionCookieFrom(
      await login(testApp, { email: admin.email, password: admin.password, loginType: "admin" }),
    );

    await postJson(testApp, "/api/auth/logout", undefined, { cookie });

    expect((await whoAmI(testApp, cookie)).statusCode).toBe(401);
    expect((await whoAmI(testApp, otherDevice)).statusCode).toBe(200);
  });

  it("clears the cookie even for a session idle long enough to be renewed", async () => {
    const { admin, cookie } = await signedInAdmin();
    await testApp.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * HOUR_MS) })
      .where(eq(sessions.userId, admin.id));

    const response = await postJson(testApp, "/api/auth/logout", undefined, { cookie });

    expect(response.statusCode).toBe(202);
    const setCookies = response.cookies.filter((candidate) => candidate.name === "sw_session");
    expect(setCookies).toHaveLength(1);
    expect(setCookies[0]?.value).toBe("");
    expect((await whoAmI(testApp, cookie)).statusCode).toBe(401);
  });

  it("answers 202 and clears the cookie when there is no session", async () => {
    const response = await postJson(testApp, "/api/auth/logout", undefined);

    expect(response.statusCode).toBe(202);
    const cleared = response.cookies.find((candidate) => candidate.name === "sw_session");
    expect(cleared?.value).toBe("");
  });

  it("answers 202 for a cookie that names no session", async () => {
    const response = await postJson(testApp, "/api/auth/logout", undefined, {
      cookie: "sw_session=not-a-session-token-at-all-0123456789abcdef",
    });

    expect(response.statusCode).toBe(202);
  });

  it("answers 202 for an already ended session", async () => {
    const { cookie } = await signedInAdmin();
    await postJson(testApp, "/api/auth/logout", undefined, { cookie });

    const again = await postJson(testApp, "/api/auth/logout", undefined, { cookie });

    expect(again.statusCode).toBe(202);
  });
});
