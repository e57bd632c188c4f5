import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  completeSignupBody,
  postJson,
  requestResetToken,
  requestSignupToken,
  uniqueIp,
  unknownToken,
} from "../../../test/auth-helpers";
import { createTestApp, latestMailedToken, type TestApp } from "../../../test/test-app";
import { hashPassword } from "../../lib/crypto";
import { uniqueEmail } from "../../seed/factories";

// The real scrypt, watched: a made-up link must be refused before any password is hashed.
vi.mock("../../lib/crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../lib/crypto")>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

const COMPLETE_SIGNUP = "/api/auth/complete-signup";
const COMPLETE_RESET = "/api/auth/complete-reset-password";
const NEW_PASSWORD = "a brand new password";

const routes = [
  { url: COMPLETE_RESET, body: (token: string) => ({ token, password: NEW_PASSWORD }) },
  { url: COMPLETE_SIGNUP, body: (token: string) => completeSignupBody(token) },
];

describe("finishing a sign-up or reset with a made-up link", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());
  beforeEach(() => {
    vi.mocked(hashPassword).mockClear();
  });

  for (const route of routes) {
    it(`refuses 20 unknown tokens at ${route.url} without hashing a password`, async () => {
      const remoteAddress = uniqueIp();
      const responses: LightMyRequestResponse[] = [];
      for (let attempt = 0; attempt < 20; attempt++) {
        responses.push(await postJson(testApp, route.url, route.body(unknownToken()), { remoteAddress }));
      }

      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(400));
      expect(responses[0]?.json().error.code).toBe("TOKEN_INVALID");
      expect(hashPassword).not.toHaveBeenCalled();
    });
  }

  it("refuses a used reset link without hashing the new password", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const token = await requestResetToken(testApp, admin.email);
    vi.mocked(hashPassword).mockClear(); // the factory hashed the account's first password
    expect((await postJson(testApp, COMPLETE_RESET, { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect(hashPassword).toHaveBeenCalledTimes(1);

    const again = await postJson(testApp, COMPLETE_RESET, { token, password: "yet another password" });

    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe("TOKEN_USED");
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });

  it("hashes the password once for a real sign-up link", async () => {
    const token = await requestSignupToken(testApp, { email: uniqueEmail("cost-signup") });

    const response = await postJson(testApp, COMPLETE_SIGNUP, completeSignupBody(token));

    expect(response.statusCode).toBe(201);
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });
});

describe("finishing links from one address", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ LOGIN_RATE_LIMIT_PER_IP: "3" });
  });
  afterAll(() => testApp.close());

  for (const route of routes) {
    it(`answers the 4th attempt at ${route.url} from one address with 429 and a Retry-After`, async () => {
      const remoteAddress = uniqueIp();
      const statuses: number[] = [];
      let last: LightMyRequestResponse | undefined;
      for (let attempt = 0; attempt < 4; attempt++) {
        last = await postJson(testApp, route.url, route.body(unknownToken()), { remoteAddress });
        statuses.push(last.statusCode);
      }

      expect(statuses).toEqual([400, 400, 400, 429]);
      expect(last?.json().error.code).toBe("RATE_LIMITED");
      expect(last?.headers["retry-after"]).toMatch(/^\d+$/);
      // Another address is counted on its own.
      const elsewhere = await postJson(testApp, route.url, route.body(unknownToken()), {
        remoteAddress: uniqueIp(),
      });
      expect(elsewhere.statusCode).toBe(400);
    });
  }

  it("refuses a limited address before reading its body", async () => {
    const remoteAddress = uniqueIp();
    for (let attempt = 0; attempt < 4; attempt++) {
      await postJson(
        testApp,
        COMPLETE_RESET,
        { token: unknownToken(), password: NEW_PASSWORD },
        { remoteAddress },
      );
    }

    const malformed = await testApp.app.inject({
      method: "POST",
      url: COMPLETE_RESET,
      remoteAddress,
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });

    expect(malformed.statusCode).toBe(429);
    expect(malformed.json().error.code).toBe("RATE_LIMITED");
  });

  it("refuses even a real link once the address is limited, and leaves it usable", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    // Asked for from an address of its own: this app allows 3 reset requests per address and hour.
    await postJson(
      testApp,
      "/api/auth/reset-password",
      { email: admin.email },
      { remoteAddress: uniqueIp() },
    );
    const token = await latestMailedToken(testApp, admin.email);
    const remoteAddress = uniqueIp();
    for (let attempt = 0; attempt < 3; attempt++) {
      await postJson(
        testApp,
        COMPLETE_RESET,
        { token: unknownToken(), password: NEW_PASSWORD },
        { remoteAddress },
      );
    }

    const limited = await postJson(
      testApp,
      COMPLETE_RESET,
      { token, password: NEW_PASSWORD },
      { remoteAddress },
    );
    const fromElsewhere = await postJson(
      testApp,
      COMPLETE_RESET,
      { token, password: NEW_PASSWORD },
      { remoteAddress: uniqueIp() },
    );

    expect(limited.statusCode).toBe(429);
    expect(fromElsewhere.statusCode).toBe(200);
  });
});
