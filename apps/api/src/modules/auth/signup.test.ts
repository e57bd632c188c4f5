import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailTokensFor, postJson, storedFor } from "../../../test/auth-helpers";
import { createTestApp, latestMailedToken, type TestApp } from "../../../test/test-app";
import { uniqueEmail } from "../../seed/factories";

const TOKEN_IN_LINK = "[A-Za-z0-9_-]{43}";

describe("POST /api/auth/signup", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("accepts an admin sign-up with 202 and mails a verification link into the admin app", async () => {
    const email = uniqueEmail("signup-admin");

    const response = await postJson(testApp, "/api/auth/signup", { email, loginType: "admin" });

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: expect.any(String) });
    const mails = await testApp.mailer.listRecent(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.links).toHaveLength(1);
    expect(mail?.links[0]).toMatch(new RegExp(`^http://stampwise\\.test/verify\\?token=${TOKEN_IN_LINK}$`));
    expect(mail?.textBody).toContain(mail?.links[0]);
    expect(mail?.subject).toBe("Confirm your email for Stampwise");
  });

  it("treats a sign-up without loginType as an admin sign-up", async () => {
    const email = uniqueEmail("signup-default");

    const response = await postJson(testApp, "/api/auth/signup", { email });

    expect(response.statusCode).toBe(202);
    const [mail] = await testApp.mailer.listRecent(email);
    expect(mail?.links[0]).toMatch(new RegExp(`^http://stampwise\\.test/verify\\?token=${TOKEN_IN_LINK}$`));
    const [token] = await emailTokensFor(testApp, email);
    expect(token?.role).toBe("admin");
  });

  it("mails a customer a verification link into the customer app under /app/verify", async () => {
    const email = uniqueEmail("signup-customer");

    const response = await postJson(testApp, "/api/auth/signup", { email, loginType: "user" });

    expect(response.statusCode).toBe(202);
    const [mail] = await testApp.mailer.listRecent(email);
    expect(mail?.links[0]).toMatch(
      new RegExp(`^http://stampwise\\.test/app/verify\\?token=${TOKEN_IN_LINK}$`),
    );
  });

  it("carries a customer's return page in the mailed link, for the verify page in any browser", async () => {
    const email = uniqueEmail("signup-redirect");
    const redirect = "/redeem/6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b?collect=1";

    const response = await postJson(testApp, "/api/auth/signup", { email, loginType: "user", redirect });

    expect(response.statusCode).toBe(202);
    const [mail] = await testApp.mailer.listRecent(email);
    const link = new URL(mail?.links[0] ?? "");
    expect(link.pathname).toBe("/app/verify");
    expect(link.searchParams.get("token")).toMatch(new RegExp(`^${TOKEN_IN_LINK}$`));
    expect(link.searchParams.get("redirect")).toBe(redirect);
  });

  it("leaves the return page out of an admin's link: the admin app has none", async () => {
    const email = uniqueEmail("signup-admin-redirect");

    const response = await postJson(testApp, "/api/auth/signup", {
      email,
      loginType: "admin",
      redirect: "/admin/dashboard",
    });

    expect(response.statusCode).toBe(202);
    const [mail] = await testApp.mailer.listRecent(email);
    expect(mail?.links[0]).toMatch(new RegExp(`^http://stampwise\\.test/verify\\?token=${TOKEN_IN_LINK}$`));
  });

  it("refuses a return page that is not a path inside the app, and mails nothing", async () => {
    for (const redirect of ["//evil.example/steal", "https://evil.example", "/\\evil.example", "/a b"]) {
      const email = uniqueEmail("signup-bad-redirect");
      const response = await postJson(testApp, "/api/auth/signup", { email, loginType: "user", redirect });
      expect(response.statusCode, redirect).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
      expect(await testApp.mailer.listRecent(email)).toHaveLength(0);
    }
  });

  it("writes the verification mail in Swedish when the language is sv-SE", async () => {
    const email = uniqueEmail("signup-sv");

    const response = await postJson(testApp, "/api/auth/signup", { email, language: "sv-SE" });

    expect(response.statusCode).toBe(202);
    const [mail] = await testApp.mailer.listRecent(email);
    expect(mail?.subject).toBe("Bekräfta din e-post för Stampwise");
    expect(mail?.textBody).toContain("Välkommen till Stampwise!");
    expect(mail?.htmlBody).toContain('lang="sv-SE"');
  });

  it("writes the verification mail in English when the language is en-US", async () => {
    const email = uniqueEmail("signup-en");

    await postJson(testApp, "/api/auth/signup", { email, language: "en-US" });

    const [mail] = await testApp.mailer.listRecent(email);
    expect(mail?.subject).toBe("Confirm your email for Stampwise");
    expect(mail?.htmlBody).toContain('lang="en-US"');
  });

  it("sends the link to the lower-cased address whatever case was typed", async () => {
    const email = uniqueEmail("signup-case");

    const response = await postJson(testApp, "/api/auth/signup", { email: email.toUpperCase() });

    expect(response.statusCode).toBe(202);
    expect(await testApp.mailer.listRecent(email)).toHaveLength(1);
    const [mail] = await testApp.mailer.listRecent(email);
    expect(mail?.toAddress).toBe(email);
    const [token] = await emailTokensFor(testApp, email);
    expect(token?.email).toBe(email);
  });

  it("stores only a hash of the link's token, never the token itself", async () => {
    const email = uniqueEmail("signup-hash");
    await postJson(testApp, "/api/auth/signup", { email });

    const token = await latestMailedToken(testApp, email);
    const rows = await emailTokensFor(testApp, email);

    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.usedAt).toBeNull();
    expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("refuses an already registered email with 409 EMAIL_ALREADY_REGISTERED and sends nothing", async () => {
    const existing = await testApp.factories.user({ role: "admin" });

    const response = await postJson(testApp, "/api/auth/signup", { email: existing.email });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: "EMAIL_ALREADY_REGISTERED",
        message: "This email is already registered. Please try logging in instead.",
      },
    });
    expect(await storedFor(testApp, existing.email)).toEqual({ users: 1, emailTokens: 0, mails: 0 });
  });

  it("refuses an already registered email typed in another case", async () => {
    const existing = await testApp.factories.user({ role: "admin" });
    const shouted = existing.email.toUpperCase();

    const response = await postJson(testApp, "/api/auth/signup", { email: shouted });

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: "EMAIL_ALREADY_REGISTERED",
      message: "This email is already registered. Please try logging in instead.",
    });
    expect(await storedFor(testApp, existing.email)).toEqual({ users: 1, emailTokens: 0, mails: 0 });
  });

  it("refuses a customer's email on the admin sign-up as well, since one address is one account", async () => {
    const customer = await testApp.factories.user({ role: "user" });

    const response = await postJson(testApp, "/api/auth/signup", {
      email: customer.email,
      loginType: "admin",
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("EMAIL_ALREADY_REGISTERED");
  });
});
