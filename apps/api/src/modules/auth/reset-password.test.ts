import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emailTokensFor,
  login,
  postJson,
  requestResetToken,
  requestSignupToken,
  sessionsOf,
  storedFor,
  whoAmI,
} from "../../../test/auth-helpers";
import { createTestApp, sessionCookieFrom, type TestApp } from "../../../test/test-app";
import { uniqueEmail } from "../../seed/factories";
import { emailTokens } from "./auth.table";

const RESET = "/api/auth/reset-password";
const COMPLETE_RESET = "/api/auth/complete-reset-password";
const NEW_PASSWORD = "a brand new password";
const TOKEN_IN_LINK = "[A-Za-z0-9_-]{43}";

describe("POST /api/auth/reset-password", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("answers 202 with the same body for a registered and an unknown email", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const unknown = uniqueEmail("nobody");

    const known = await postJson(testApp, RESET, { email: admin.email });
    const stranger = await postJson(testApp, RESET, { email: unknown });

    expect(known.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(202);
    expect(known.json()).toEqual({ message: expect.any(String) });
    expect(stranger.body).toBe(known.body);
    expect(stranger.headers["content-type"]).toBe(known.headers["content-type"]);
  });

  it("mails a reset link only when the email belongs to an account", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const unknown = uniqueEmail("nobody");

    await postJson(testApp, RESET, { email: admin.email });
    await postJson(testApp, RESET, { email: unknown });

    expect(await testApp.mailer.listRecent(admin.email)).toHaveLength(1);
    expect(await storedFor(testApp, unknown)).toEqual({ users: 0, emailTokens: 0, mails: 0 });
  });

  it("links an admin to /reset-password in the admin app", async () => {
    const admin = await testApp.factories.user({ role: "admin" });

    await postJson(testApp, RESET, { email: admin.email });

    const [mail] = await testApp.mailer.listRecent(admin.email);
    expect(mail?.links[0]).toMatch(
      new RegExp(`^http://stampwise\\.test/reset-password\\?token=${TOKEN_IN_LINK}$`),
    );
    expect(mail?.subject).toBe("Reset your Stampwise password");
    expect(mail?.textBody).toContain(mail?.links[0]);
  });

  it("links a customer to /app/reset-password in the customer app", async () => {
    const customer = await testApp.factories.user({ role: "user" });

    await postJson(testApp, RESET, { email: customer.email, loginType: "user" });

    const [mail] = await testApp.mailer.listRecent(customer.email);
    expect(mail?.links[0]).toMatch(
      new RegExp(`^http://stampwise\\.test/app/reset-password\\?token=${TOKEN_IN_LINK}$`),
    );
  });

  it("writes the reset mail in the account's language", async () => {
    const customer = await testApp.factories.user({ role: "user", language: "sv-SE" });

    await postJson(testApp, RESET, { email: customer.email });

    const [mail] = await testApp.mailer.listRecent(customer.email);
    expect(mail?.subject).toBe("Återställ ditt lösenord för Stampwise");
  });

  it("finds the account whatever the case of the email typed", async () => {
    const admin = await testApp.factories.user({ role: "admin" });

    const response = await postJson(testApp, RESET, { email: admin.email.toUpperCase() });

    expect(response.statusCode).toBe(202);
    expect(await testApp.mailer.listRecent(admin.email)).toHaveLength(1);
  });

  it("stores only a hash of the reset token", async () => {
    const admin = await testApp.factories.user({ role: "admin" });

    const token = await requestResetToken(testApp, admin.email);

    const [row] = await emailTokensFor(testApp, admin.email);
    expect(row?.purpose).toBe("reset-password");
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.tokenHash).not.toContain(token);
  });

  it("stops sending reset mail to one address after five requests in an hour", async () => {
    const admin = await testApp.factories.user({ role: "admin" });

    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      statuses.push((await postJson(testApp, RESET, { email: admin.email })).statusCode);
    }

    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(await testApp.mailer.listRecent(admin.email)).toHaveLength(5);
  });
});

describe("POST /api/auth/complete-reset-password", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("sets the new password: it signs in, the old one no longer does", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const token = await requestResetToken(testApp, admin.email);

    const response = await postJson(testApp, COMPLETE_RESET, { token, password: NEW_PASSWORD });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });
    const withNew = await login(testApp, { email: admin.email, password: NEW_PASSWORD, loginType: "admin" });
    const withOld = await login(testApp, {
      email: admin.email,
      password: admin.password,
      loginType: "admin",
    });
    expect(withNew.statusCode).toBe(201);
    expect(withOld.statusCode).toBe(401);
  });

  it("ends every session of the account when the reset comes from a signed-out browser", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const credentials = { email: admin.email, password: admin.password, loginType: "admin" as const };
    const laptop = sessionCookieFrom(await login(testApp, credentials));
    const phone = sessionCookieFrom(await login(testApp, credentials));
    const token = await requestResetToken(testApp, admin.email);

    const response = await postJson(testApp, COMPLETE_RESET, { token, password: NEW_PASSWORD });

    expect(response.statusCode).toBe(200);
    expect((await whoAmI(testApp, laptop)).statusCode).toBe(401);
    expect((await whoAmI(testApp, phone)).statusCode).toBe(401);
    expect(await sessionsOf(testApp, admin.id)).toEqual([]);
  });

  it("keeps the session that made the change and ends the account's other sessions", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const credentials = { email: admin.email, password: admin.password, loginType: "admin" as const };
    const current = sessionCookieFrom(await login(testApp, credentials));
    const other = sessionCookieFrom(await login(testApp, credentials));
    const token = await requestResetToken(testApp, admin.email);

    await postJson(testApp, COMPLETE_RESET, { token, password: NEW_PASSWORD }, { cookie: current });

    expect((await whoAmI(testApp, current)).statusCode).toBe(200);
    expect((await whoAmI(testApp, other)).statusCode).toBe(401);
  });

  it("ends the account's sessions even when the browser is signed in as somebody else", async () => {
    const target = await testApp.factories.user({ role: "admin" });
    const bystander = await testApp.factories.user({ role: "admin" });
    const targetSession = sessionCookieFrom(
      await login(testApp, { email: target.email, password: target.password, loginType: "admin" }),
    );
    const bystanderSession = sessionCookieFrom(
      await login(testApp, { email: bystander.email, password: bystander.password, loginType: "admin" }),
    );
    const token = await requestResetToken(testApp, target.email);

    await postJson(testApp, COMPLETE_RESET, { token, password: NEW_PASSWORD }, { cookie: bystanderSession });

    expect((await whoAmI(testApp, targetSession)).statusCode).toBe(401);
    expect((await whoAmI(testApp, bystanderSession)).statusCode).toBe(200);
  });

  it("answers a second use of the link with 410 TOKEN_USED and keeps the first new password", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const token = await requestResetToken(testApp, admin.email);
    await postJson(testApp, COMPLETE_RESET, { token, password: NEW_PASSWORD });

    const again = await postJson(testApp, COMPLETE_RESET, { token, password: "yet another password" });

    expect(again.statusCode).toBe(410);
    expect(again.json().error).toEqual({
      code: "TOKEN_USED",
      message: "This link has already been used. Please ask for a new one.",
    });
    const withFirst = await login(testApp, {
      email: admin.email,
      password: NEW_PASSWORD,
      loginType: "admin",
    });
    expect(withFirst.statusCode).toBe(201);
  });

  it("refuses an older reset link once a newer one was used, and keeps the newer password", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const first = await requestResetToken(testApp, admin.email);
    const second = await requestResetToken(testApp, admin.email);
    expect(second).not.toBe(first);

    const used = await postJson(testApp, COMPLETE_RESET, { token: second, password: NEW_PASSWORD });
    const older = await postJson(testApp, COMPLETE_RESET, {
      token: first,
      password: "an attacker's password",
    });

    expect(used.statusCode).toBe(200);
    expect(older.statusCode).toBe(410);
    expect(older.json().error.code).toBe("TOKEN_SUPERSEDED");
    const rows = await emailTokensFor(testApp, admin.email);
    expect(rows.map((row) => row.usedAt)).toEqual([expect.any(Date), expect.any(Date)]);
    const withNew = await login(testApp, { email: admin.email, password: NEW_PASSWORD, loginType: "admin" });
    expect(withNew.statusCode).toBe(201);
  });

  it("refuses an older reset link once a newer one was sent, and the newer one still works", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const first = await requestResetToken(testApp, admin.email);
    const second = await requestResetToken(testApp, admin.email);

    const older = await postJson(testApp, COMPLETE_RESET, {
      token: first,
      password: "an attacker's password",
    });

    expect(older.statusCode).toBe(410);
    expect(older.json().error).toEqual({
      code: "TOKEN_SUPERSEDED",
      message: "A newer link has been sent since this one. Please use the newest link.",
    });
    const oldPassword = await login(testApp, {
      email: admin.email,
      password: "an attacker's password",
      loginType: "admin",
    });
    expect(oldPassword.statusCode).toBe(401);
    const newer = await postJson(testApp, COMPLETE_RESET, { token: second, password: NEW_PASSWORD });
    expect(newer.statusCode).toBe(200);
    const withNew = await login(testApp, { email: admin.email, password: NEW_PASSWORD, loginType: "admin" });
    expect(withNew.statusCode).toBe(201);
  });

  it("keeps only the newest of three links working", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const first = await requestResetToken(testApp, admin.email);
    const second = await requestResetToken(testApp, admin.email);
    const third = await requestResetToken(testApp, admin.email);

    const answers = [];
    for (const token of [first, second]) {
      answers.push(await postJson(testApp, COMPLETE_RESET, { token, password: NEW_PASSWORD }));
    }

    expect(answers.map((answer) => answer.json().error.code)).toEqual([
      "TOKEN_SUPERSEDED",
      "TOKEN_SUPERSEDED",
    ]);
    const rows = await emailTokensFor(testApp, admin.email);
    expect(rows.map((row) => row.usedAt)).toEqual([null, null, null]);
    const newest = await postJson(testApp, COMPLETE_RESET, { token: third, password: NEW_PASSWORD });
    expect(newest.statusCode).toBe(200);
  });

  it("leaves other accounts' reset links usable", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const bystander = await testApp.factories.user({ role: "admin" });
    const bystanderToken = await requestResetToken(testApp, bystander.email);
    const token = await requestResetToken(testApp, admin.email);

    await postJson(testApp, COMPLETE_RESET, { token, password: NEW_PASSWORD });

    const [bystanderRow] = await emailTokensFor(testApp, bystander.email);
    expect(bystanderRow?.usedAt).toBeNull();
    const bystanderReset = await postJson(testApp, COMPLETE_RESET, {
      token: bystanderToken,
      password: NEW_PASSWORD,
    });
    expect(bystanderReset.statusCode).toBe(200);
  });

  it("answers an expired link with 410 TOKEN_EXPIRED and keeps the old password", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const token = await requestResetToken(testApp, admin.email);
    await testApp.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(emailTokens.email, admin.email));

    const response = await postJson(testApp, COMPLETE_RESET, { token, password: NEW_PASSWORD });

    expect(response.statusCode).toBe(410);
    expect(response.json().error.code).toBe("TOKEN_EXPIRED");
    const withOld = await login(testApp, {
      email: admin.email,
      password: admin.password,
      loginType: "admin",
    });
    expect(withOld.statusCode).toBe(201);
  });

  it("refuses a password shorter than 8 characters with 400 and leaves the password and link as they were", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const token = await requestResetToken(testApp, admin.email);

    const response = await postJson(testApp, COMPLETE_RESET, { token, password: "short12" });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      issues: [{ path: "password", message: "Password must be at least 8 characters" }],
    });
    const withOld = await login(testApp, {
      email: admin.email,
      password: admin.password,
      loginType: "admin",
    });
    expect(withOld.statusCode).toBe(201);
    const [row] = await emailTokensFor(testApp, admin.email);
    expect(row?.usedAt).toBeNull();
  });

  it("answers a link that was never issued with 400 TOKEN_INVALID", async () => {
    const response = await postJson(testApp, COMPLETE_RESET, {
      token: "A".repeat(43),
      password: NEW_PASSWORD,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("TOKEN_INVALID");
  });

  it("does not accept a sign-up link as a reset link", async () => {
    const email = uniqueEmail("reset-signup-link");
    const signupToken = await requestSignupToken(testApp, { email });

    const response = await postJson(testApp, COMPLETE_RESET, { token: signupToken, password: NEW_PASSWORD });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("TOKEN_INVALID");
    const [row] = await emailTokensFor(testApp, email);
    expect(row?.usedAt).toBeNull();
  });

  it("lets exactly one of two concurrent uses of the same link succeed", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const token = await requestResetToken(testApp, admin.email);

    const responses = await Promise.all([
      postJson(testApp, COMPLETE_RESET, { token, password: "first new password" }),
      postJson(testApp, COMPLETE_RESET, { token, password: "second new password" }),
    ]);

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 410]);
  });
});
