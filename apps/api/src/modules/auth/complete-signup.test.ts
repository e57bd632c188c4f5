import { eq, sql, TransactionRollbackError } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  completeSignupBody,
  emailTokensFor,
  login,
  postJson,
  requestResetToken,
  requestSignupToken,
  storedFor,
  unknownToken,
  userRowFor,
  VALID_PASSWORD,
  whoAmI,
} from "../../../test/auth-helpers";
import { createTestApp, sessionCookieFrom, type TestApp } from "../../../test/test-app";
import type { Db } from "../../db/client";
import { uniqueEmail } from "../../seed/factories";
import { users } from "../accounts/users.table";
import { memberships } from "../organizations/organizations.table";
import { emailTokens } from "./auth.table";

const COMPLETE_SIGNUP = "/api/auth/complete-signup";

/**
 * On PostgreSQL, waits until `count` other sessions are blocked inserting into users. It asks
 * on a connection of its own: inside a transaction pg_stat_activity is a frozen snapshot.
 * PGlite runs one transaction at a time, so there the requests simply queue behind the caller's.
 */
async function waitForQueuedUserInserts(db: Db, count: number): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) return;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const result = (await db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into "users"%'`,
    )) as unknown as { rows: { waiting: number }[] };
    if ((result.rows[0]?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${count} inserts never queued on the users table`);
}

describe("POST /api/auth/complete-signup", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("creates an admin with a new organization they own and signs them in with 201", async () => {
    const email = uniqueEmail("complete-admin");
    const token = await requestSignupToken(testApp, { email, loginType: "admin" });

    const response = await postJson(
      testApp,
      COMPLETE_SIGNUP,
      completeSignupBody(token, {
        firstName: "  Maja ",
        lastName: " Lindqvist  ",
        organizationName: " Kafé Kanel ",
      }),
    );

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      status: "authenticated",
      data: {
        user: {
          id: expect.any(String),
          firstName: "Maja",
          lastName: "Lindqvist",
          email,
          phoneNumber: null,
          pictureUrl: null,
          role: "admin",
          language: "en-US",
          memberSince: expect.any(String),
          organizations: [
            {
              id: expect.any(String),
              name: "Kafé Kanel",
              email,
              role: "owner",
              timeZone: "Europe/Stockholm",
            },
          ],
        },
      },
    });
    expect(new Date(body.data.user.memberSince).toISOString()).toBe(body.data.user.memberSince);

    const me = await whoAmI(testApp, sessionCookieFrom(response));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);
  });

  it("lets the new account log in with the chosen password", async () => {
    const email = uniqueEmail("complete-login");
    const token = await requestSignupToken(testApp, { email, loginType: "admin" });
    await postJson(testApp, COMPLETE_SIGNUP, completeSignupBody(token));

    const response = await login(testApp, { email, password: VALID_PASSWORD, loginType: "admin" });

    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.email).toBe(email);
  });

  it("creates a customer without any organization", async () => {
    const email = uniqueEmail("complete-customer");
    const token = await requestSignupToken(testApp, { email, loginType: "user" });

    const response = await postJson(
      testApp,
      COMPLETE_SIGNUP,
      completeSignupBody(token, { organizationName: undefined }),
    );

    expect(response.statusCode).toBe(201);
    expect(response.json().data.user).toMatchObject({ email, role: "user", organizations: [] });
    const me = await whoAmI(testApp, sessionCookieFrom(response));
    expect(me.json().data.user.organizations).toEqual([]);
  });

  it("never creates an organization for a customer, even when one is named", async () => {
    const email = uniqueEmail("complete-customer-org");
    const token = await requestSignupToken(testApp, { email, loginType: "user" });

    const response = await postJson(testApp, COMPLETE_SIGNUP, completeSignupBody(token));

    expect(response.statusCode).toBe(201);
    const user = await userRowFor(testApp, email);
    expect(user?.role).toBe("user");
    const rows = await testApp.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, user?.id ?? ""));
    expect(rows).toEqual([]);
  });

  it("keeps the language chosen at sign-up on the new account", async () => {
    const email = uniqueEmail("complete-sv");
    const token = await requestSignupToken(testApp, { email, language: "sv-SE" });

    const response = await postJson(testApp, COMPLETE_SIGNUP, completeSignupBody(token));

    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.language).toBe("sv-SE");
  });

  it("refuses an admin sign-up without an organization name with 400 and stores no account", async () => {
    const email = uniqueEmail("complete-no-org");
    const token = await requestSignupToken(testApp, { email, loginType: "admin" });

    const response = await postJson(
      testApp,
      COMPLETE_SIGNUP,
      completeSignupBody(token, { organizationName: undefined }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      issues: [{ path: "organizationName", message: expect.any(String) }],
    });
    expect(response.cookies).toEqual([]);
    expect(await userRowFor(testApp, email)).toBeUndefined();
  });

  it("leaves the link usable after a refused admin sign-up, so the form can be sent again", async () => {
    const email = uniqueEmail("complete-retry");
    const token = await requestSignupToken(testApp, { email, loginType: "admin" });
    await postJson(testApp, COMPLETE_SIGNUP, completeSignupBody(token, { organizationName: undefined }));

    const [row] = await emailTokensFor(testApp, email);
    expect(row?.usedAt).toBeNull();
    const retry = await postJson(testApp, COMPLETE_SIGNUP, completeSignupBody(token));
    expect(retry.statusCode).toBe(201);
  });

  it("answers a second use of the same link with 410 TOKEN_USED and keeps one account", async () => {
    const email = uniqueEmail("complete-reuse");
    const token = await requestSignupToken(testApp, { email });
    const first = await postJson(testApp, COMPLETE_SIGNUP, completeSignupBody(token));
    expect(first.statusCode).toBe(201);

    const second = await postJson(
      testApp,
      COMPLETE_SIGNUP,
      completeSignupBody(token, { firstName: "Someone", password: "another password" }),
    );

    expect(second.statusCode).toBe(410);
    expect(second.json().error).toEqual({
      code: "TOKEN_USED",
      message: "This link has already been used. Please ask for a new one.",
    });
    expect(second.cookies).toEqual([]);
    expect((await storedFor(testApp, email)).users).toBe(1);
    expect((await userRowFor(testApp, email))?.firstName).toBe("Maja");
  });

  it("answers a link that was never issued with 400 TOKEN_INVALID", async () => {
    const response = await postJson(testApp, COMPLETE_SIGNUP, completeSignupBody(unknownToken()));

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: "TOKEN_INVALID",
      message: "This link is invalid. Please ask for a new one.",
    });
    expect(response.cookies).toEqual([]);
  });

  it("answers an expired link with 410 TOKEN_EXPIRED and stores no account", async () => {
    const email = uniqueEmail("complete-expired");
    const token = await requestSignupToken(testApp, { email });
    await testApp.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(emailTokens.email, email));

    const response = await postJson(testApp, COMPLETE_SIGNUP, completeSignupBody(token));

    expect(response.statusCode).toBe(410);
    expect(response.json().error).toEqual({
      code: "TOKEN_EXPIRED",
      message: "This link has expired. Please ask for a new one.",
    });
    expect(await userRowFor(testApp, email)).toBeUndefined();
  });

  it("does not accept a password-reset link as a sign-up link", async () => {
    const existing = await testApp.factories.user({ role: "admin" });
    const resetToken = await requestResetToken(testApp, existing.email);

    const response = await postJson(testApp, COMPLETE_SIGNUP, completeSignupBody(resetToken));

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("TOKEN_INVALID");
  });

  it.each([
    ["false", false],
    ["missing", undefined],
  ])(
    "refuses acceptTerms %s with 400 VALIDATION_ERROR and stores no account",
    async (_label, acceptTerms) => {
      const email = uniqueEmail("complete-terms");
      const token = await requestSignupToken(testApp, { email });

      const response = await postJson(testApp, COMPLETE_SIGNUP, completeSignupBody(token, { acceptTerms }));

      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "VALIDATION_ERROR",
        issues: [{ path: "acceptTerms", message: expect.any(String) }],
      });
      expect(await userRowFor(testApp, email)).toBeUndefined();
      const [row] = await emailTokensFor(testApp, email);
      expect(row?.usedAt).toBeNull();
    },
  );

  it("lets exactly one of two concurrent uses of the same link succeed", async () => {
    const email = uniqueEmail("complete-race");
    const token = await requestSignupToken(testApp, { email });

    const responses = await Promise.all([
      postJson(testApp, COMPLETE_SIGNUP, completeSignupBody(token)),
      postJson(testApp, COMPLETE_SIGNUP, completeSignupBody(token)),
    ]);

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 410]);
    const loser = responses.find((response) => response.statusCode !== 201);
    expect(loser?.json().error.code).toBe("TOKEN_USED");
    expect((await storedFor(testApp, email)).users).toBe(1);
  });

  it("answers the later of two links for the same address with 409 once the account exists", async () => {
    const email = uniqueEmail("complete-two-links");
    const firstToken = await requestSignupToken(testApp, { email });
    const secondToken = await requestSignupToken(testApp, { email });
    expect(secondToken).not.toBe(firstToken);

    const first = await postJson(testApp, COMPLETE_SIGNUP, completeSignupBody(firstToken));
    const second = await postJson(testApp, COMPLETE_SIGNUP, completeSignupBody(secondToken));

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe("EMAIL_ALREADY_REGISTERED");
    expect((await storedFor(testApp, email)).users).toBe(1);
  });

  it("creates one account when several links for the same address are used at once", async () => {
    const email = uniqueEmail("complete-links-race");
    const tokens: string[] = [];
    for (let link = 0; link < 4; link++) tokens.push(await requestSignupToken(testApp, { email }));

    // An uncommitted row holds the address: every request passes its "no account yet" check
    // and queues on the unique index, so rolling it back makes them race for real.
    let sending: Promise<LightMyRequestResponse[]> | undefined;
    await testApp.db
      .transaction(async (tx) => {
        await tx.insert(users).values({ email, firstName: "Held", lastName: "Address", role: "admin" });
        sending = Promise.all(
          tokens.map((token) => postJson(testApp, COMPLETE_SIGNUP, completeSignupBody(token))),
        );
        await waitForQueuedUserInserts(testApp.db, tokens.length);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    const responses = await (sending ?? Promise.reject(new Error("requests never sent")));

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      expect(response.json().error.code).toBe("EMAIL_ALREADY_REGISTERED");
    }
    expect((await storedFor(testApp, email)).users).toBe(1);
  });
});
