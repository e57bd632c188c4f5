import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  completeSignupBody,
  login,
  postJson,
  requestResetToken,
  requestSignupToken,
  uniqueIp,
  VALID_PASSWORD,
} from "../../../test/auth-helpers";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { uniqueEmail } from "../../seed/factories";
import { rateLimits } from "./auth.table";
import { EMAIL_CEILING_FACTOR, KNOWN_ADDRESS_DAYS, knownAddressMarker } from "./login-limits";

const PER_EMAIL = 3;
const CEILING = PER_EMAIL * EMAIL_CEILING_FACTOR;

/**
 * Strangers guessing an owner's password from other addresses must not lock the owner out.
 * Failures count per email and address; a ceiling per email across addresses (10×) stops a guess
 * spread over many addresses, except from an address the account signed in from before.
 */
describe("login lockout by strangers", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ LOGIN_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL) });
  });
  afterAll(() => testApp.close());

  async function owner() {
    const admin = await testApp.factories.user({ role: "admin" });
    const credentials = { email: admin.email, password: admin.password, loginType: "admin" as const };
    const wrong = { ...credentials, password: "a stranger's guess" };
    return { admin, credentials, wrong };
  }

  /** Wrong passwords from `count` addresses of their own; their statuses. */
  async function strangersTry(wrong: Parameters<typeof login>[1], count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < count; attempt++) {
      statuses.push((await login(testApp, wrong, { remoteAddress: uniqueIp() })).statusCode);
    }
    return statuses;
  }

  it("lets the owner in from a new address after strangers locked their own addresses", async () => {
    const { credentials, wrong } = await owner();
    for (const stranger of [uniqueIp(), uniqueIp()]) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= PER_EMAIL; attempt++) {
        statuses.push((await login(testApp, wrong, { remoteAddress: stranger })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    }

    const response = await login(testApp, credentials, { remoteAddress: uniqueIp() });

    expect(response.statusCode).toBe(201);
  });

  it(`stops an email at ${EMAIL_CEILING_FACTOR}× the limit across addresses it never signed in from`, async () => {
    const { credentials, wrong } = await owner();

    const statuses = await strangersTry(wrong, CEILING);
    const fromNewAddress = await login(testApp, credentials, { remoteAddress: uniqueIp() });

    expect(statuses).toEqual(Array(CEILING).fill(401));
    expect(fromNewAddress.statusCode).toBe(429);
    expect(fromNewAddress.json().error.code).toBe("RATE_LIMITED");
    expect(fromNewAddress.headers["retry-after"]).toMatch(/^\d+$/);
  });

  it("keeps the owner's known address open while strangers are over the ceiling", async () => {
    const { credentials, wrong } = await owner();
    const home = uniqueIp();
    expect((await login(testApp, credentials, { remoteAddress: home })).statusCode).toBe(201);

    const statuses = await strangersTry(wrong, CEILING + 2);
    const atHome = await login(testApp, credentials, { remoteAddress: home });

    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(atHome.statusCode).toBe(201);
  });

  it("still limits the known address on its own: its 4th attempt is refused", async () => {
    const { credentials, wrong } = await owner();
    const home = uniqueIp();
    expect((await login(testApp, credentials, { remoteAddress: home })).statusCode).toBe(201);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < PER_EMAIL; attempt++) {
      statuses.push((await login(testApp, wrong, { remoteAddress: home })).statusCode);
    }
    const fourth = await login(testApp, credentials, { remoteAddress: home });

    expect(statuses).toEqual([401, 401, 401]);
    expect(fourth.statusCode).toBe(429);
  });

  it(`forgets a known address after ${KNOWN_ADDRESS_DAYS} days`, async () => {
    const { credentials, wrong } = await owner();
    const home = uniqueIp();
    expect((await login(testApp, credentials, { remoteAddress: home })).statusCode).toBe(201);
    const marker = knownAddressMarker(testApp.config.SESSION_SECRET, credentials.email, home);
    const [row] = await testApp.db.select().from(rateLimits).where(eq(rateLimits.key, marker));
    expect(row).toBeDefined();
    expect(marker).not.toContain(home);
    expect(marker).not.toContain(credentials.email);
    await testApp.db
      .update(rateLimits)
      .set({ windowStartedAt: new Date(Date.now() - (KNOWN_ADDRESS_DAYS + 1) * 86_400_000) })
      .where(eq(rateLimits.key, marker));

    await strangersTry(wrong, CEILING);
    const atHome = await login(testApp, credentials, { remoteAddress: home });

    expect(atHome.statusCode).toBe(429);
  });

  it("keeps the address the owner signed up from open while strangers are over the ceiling", async () => {
    const email = uniqueEmail("signed-up");
    const home = uniqueIp();
    const token = await requestSignupToken(testApp, { email });
    const signedUp = await postJson(testApp, "/api/auth/complete-signup", completeSignupBody(token), {
      remoteAddress: home,
    });
    expect(signedUp.statusCode, signedUp.body).toBe(201);
    const credentials = { email, password: VALID_PASSWORD, loginType: "admin" as const };

    const statuses = await strangersTry({ ...credentials, password: "a stranger's guess" }, CEILING + 1);
    const atHome = await login(testApp, credentials, { remoteAddress: home });

    expect(statuses.at(-1)).toBe(429);
    expect(atHome.statusCode).toBe(201);
  });

  it("keeps the address a reset link was used from open while strangers are over the ceiling", async () => {
    const { credentials, wrong } = await owner();
    const home = uniqueIp();
    const token = await requestResetToken(testApp, credentials.email);
    const reset = await postJson(
      testApp,
      "/api/auth/complete-reset-password",
      { token, password: "a new long password" },
      { remoteAddress: home },
    );
    expect(reset.statusCode, reset.body).toBe(200);

    const statuses = await strangersTry(wrong, CEILING + 1);
    const atHome = await login(
      testApp,
      { ...credentials, password: "a new long password" },
      { remoteAddress: home },
    );

    expect(statuses.at(-1)).toBe(429);
    expect(atHome.statusCode).toBe(201);
  });
});
