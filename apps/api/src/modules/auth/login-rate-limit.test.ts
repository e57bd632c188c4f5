import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login, postJson, sessionsOf, uniqueIp } from "../../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { uniqueEmail } from "../../seed/factories";

const WINDOW_SECONDS = 900;

function expectRateLimited(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  const retryAfter = response.headers["retry-after"];
  expect(retryAfter).toMatch(/^\d+$/);
  const seconds = Number(retryAfter);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(response.json()).toEqual({
    error: {
      code: "RATE_LIMITED",
      message: expect.any(String),
      retryAfterSeconds: seconds,
    },
  });
  expect(response.cookies).toEqual([]);
}

describe("login attempts per email and address", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      LOGIN_RATE_LIMIT_PER_EMAIL: "3",
      LOGIN_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
    });
  });
  afterAll(() => testApp.close());

  it("answers the 4th attempt for one email with 429 RATE_LIMITED and a Retry-After, even with the right password", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const remoteAddress = uniqueIp();

    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await login(
        testApp,
        { email: admin.email, password: "not the right one", loginType: "admin" },
        { remoteAddress },
      );
      expect(response.statusCode).toBe(401);
    }
    const fourth = await login(
      testApp,
      { email: admin.email, password: admin.password, loginType: "admin" },
      { remoteAddress },
    );

    expectRateLimited(fourth);
    expect(await sessionsOf(testApp, admin.id)).toEqual([]);
  });

  it("counts an email's attempts from one address whatever the letter case", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const remoteAddress = uniqueIp();
    const spellings = [admin.email, admin.email.toUpperCase(), admin.email];

    for (const email of spellings) {
      const response = await login(
        testApp,
        { email, password: "not the right one", loginType: "admin" },
        { remoteAddress },
      );
      expect(response.statusCode).toBe(401);
    }
    const fourth = await login(
      testApp,
      { email: admin.email.toUpperCase(), password: admin.password, loginType: "admin" },
      { remoteAddress },
    );

    expectRateLimited(fourth);
  });

  it("counts attempts for unknown emails the same way, so the limit reveals nothing", async () => {
    const email = uniqueEmail("nobody");
    const remoteAddress = uniqueIp();

    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await login(
        testApp,
        { email, password: "not the right one", loginType: "admin" },
        { remoteAddress },
      );
      statuses.push(response.statusCode);
      if (attempt === 4) expectRateLimited(response);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("keeps other emails signing in while one email is limited", async () => {
    const target = await testApp.factories.user({ role: "admin" });
    const bystander = await testApp.factories.user({ role: "admin" });
    const remoteAddress = uniqueIp();
    for (let attempt = 1; attempt <= 4; attempt++) {
      await login(
        testApp,
        { email: target.email, password: "wrong password", loginType: "admin" },
        { remoteAddress },
      );
    }

    const response = await login(
      testApp,
      { email: bystander.email, password: bystander.password, loginType: "admin" },
      { remoteAddress },
    );

    expect(response.statusCode).toBe(201);
  });

  it("forgets an email's failed attempts after a successful login", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const remoteAddress = uniqueIp();
    const wrong = { email: admin.email, password: "not the right one", loginType: "admin" as const };
    await login(testApp, wrong, { remoteAddress });
    await login(testApp, wrong, { remoteAddress });
    const success = await login(
      testApp,
      { email: admin.email, password: admin.password, loginType: "admin" },
      { remoteAddress },
    );
    expect(success.statusCode).toBe(201);

    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      statuses.push((await login(testApp, wrong, { remoteAddress })).statusCode);
    }

    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe("login attempts per client address", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ LOGIN_RATE_LIMIT_PER_IP: "3" });
  });
  afterAll(() => testApp.close());

  it("answers the 4th attempt from one address with 429, whatever the emails tried", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const remoteAddress = uniqueIp();

    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await login(
        testApp,
        { email: uniqueEmail("sprayed"), password: "not the right one", loginType: "admin" },
        { remoteAddress },
      );
      expect(response.statusCode).toBe(401);
    }
    const fourth = await login(
      testApp,
      { email: admin.email, password: admin.password, loginType: "admin" },
      { remoteAddress },
    );

    expectRateLimited(fourth);
    expect(await sessionsOf(testApp, admin.id)).toEqual([]);
  });

  it("still lets the same account sign in from another address", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const busyAddress = uniqueIp();
    for (let attempt = 1; attempt <= 4; attempt++) {
      await login(
        testApp,
        { email: uniqueEmail("sprayed"), password: "not the right one", loginType: "admin" },
        { remoteAddress: busyAddress },
      );
    }

    const response = await login(
      testApp,
      { email: admin.email, password: admin.password, loginType: "admin" },
      { remoteAddress: uniqueIp() },
    );

    expect(response.statusCode).toBe(201);
  });

  it("counts successful logins against the address limit, so one known account cannot reset it", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const remoteAddress = uniqueIp();
    const credentials = { email: admin.email, password: admin.password, loginType: "admin" as const };

    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      statuses.push((await login(testApp, credentials, { remoteAddress })).statusCode);
    }

    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe("sign-up and reset requests", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("stops mailing one address after 5 sign-up requests in an hour", async () => {
    const email = uniqueEmail("flooded");
    const remoteAddress = uniqueIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await postJson(testApp, "/api/auth/signup", { email }, { remoteAddress });
      expect(response.statusCode).toBe(202);
    }
    const sixth = await postJson(testApp, "/api/auth/signup", { email }, { remoteAddress });

    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe("RATE_LIMITED");
    expect(await testApp.mailer.listRecent(email)).toHaveLength(5);
  });

  it("stops mailing one address after 5 reset requests in an hour", async () => {
    const user = await testApp.factories.user();
    const remoteAddress = uniqueIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await postJson(
        testApp,
        "/api/auth/reset-password",
        { email: user.email },
        { remoteAddress },
      );
      expect(response.statusCode).toBe(202);
    }
    const sixth = await postJson(
      testApp,
      "/api/auth/reset-password",
      { email: user.email },
      { remoteAddress },
    );

    expect(sixth.statusCode).toBe(429);
    expect(await testApp.mailer.listRecent(user.email)).toHaveLength(5);
  });
});

describe("client address behind a proxy", () => {
  it("ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot pick its own address", async () => {
    for (const trustProxy of ["false", "true"]) {
      const testApp = await createTestApp({ LOGIN_RATE_LIMIT_PER_IP: "2", TRUST_PROXY: trustProxy });
      const remoteAddress = uniqueIp();
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        const response = await testApp.app.inject({
          method: "POST",
          url: "/api/auth/login",
          remoteAddress,
          headers: { "x-forwarded-for": uniqueIp() },
          payload: { email: uniqueEmail(), password: "whatever it is", loginType: "admin" },
        });
        statuses.push(response.statusCode);
      }
      await testApp.close();
      // Untrusted: all three come from the socket address and the third is limited.
      // Trusted: each names a different client, so none is limited.
      expect(statuses).toEqual(trustProxy === "true" ? [401, 401, 401] : [401, 401, 429]);
    }
  });
});
