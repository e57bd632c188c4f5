import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whoAmI } from "../../../test/auth-helpers";
import { createTestApp, sessionCookieFrom, TEST_PUBLIC_URL, type TestApp } from "../../../test/test-app";

const FORM = "application/x-www-form-urlencoded";
const SAME_ORIGIN = { "content-type": FORM, "sec-fetch-site": "same-origin" };

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe("POST /app/login (the customer login sent as a plain form)", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: string, headers: Record<string, string> = SAME_ORIGIN) =>
    testApp.app.inject({ method: "POST", url, headers, payload });

  it("signs the customer in and sends them on to the page they came from, with the session cookie", async () => {
    const customer = await testApp.factories.user({ role: "user" });
    const response = await post(
      "/app/login?redirect=%2Fredeem%2F0b8f6a3c-1d2e-4f50-9a6b-7c8d9e0f1a2b",
      form({ email: customer.email, password: customer.password }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/app/redeem/0b8f6a3c-1d2e-4f50-9a6b-7c8d9e0f1a2b");
    const me = await whoAmI(testApp, sessionCookieFrom(response));
    expect(me.json().data.user.id).toBe(customer.id);
    // The file's first password hashes (account and login) take seconds on a busy machine.
  }, 60_000);

  it("sends a customer without a redirect, or with one leaving the app, to their cards", async () => {
    const customer = await testApp.factories.user({ role: "user" });
    for (const redirect of [
      "",
      "?redirect=%2F%2Fevil.example",
      "?redirect=https%3A%2F%2Fevil.example",
      "?redirect=%2Flogin",
    ]) {
      const response = await post(
        `/app/login${redirect}`,
        form({ email: customer.email, password: customer.password }),
      );
      expect(response.statusCode, redirect).toBe(303);
      expect(response.headers.location, redirect).toBe("/app/");
    }
  });

  it("goes back to the login page with the error's code (and the redirect) on a wrong password", async () => {
    const customer = await testApp.factories.user({ role: "user" });
    const response = await post(
      "/app/login?redirect=%2Fqr",
      form({ email: customer.email, password: "not the password" }),
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/app/login?error=INVALID_CREDENTIALS&redirect=%2Fqr");
    expect(response.cookies).toHaveLength(0);
  });

  it("names the other door to an admin account, and answers half-empty or hostile forms with a validation error", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const wrongDoor = await post("/app/login", form({ email: admin.email, password: admin.password }));
    expect(wrongDoor.headers.location).toBe("/app/login?error=INVALID_LOGIN_TYPE&role=admin");
    for (const payload of [
      form({ email: "vera@example.com" }),
      form({ password: "a long password" }),
      form({ email: "vera\u0000@example.com", password: "a long password" }),
      "",
    ]) {
      const response = await post("/app/login", payload);
      expect(response.statusCode, payload).toBe(303);
      expect(response.headers.location, payload).toBe("/app/login?error=VALIDATION_ERROR");
    }
  });

  it("refuses a post from another site, or one whose origin it cannot tell", async () => {
    const customer = await testApp.factories.user({ role: "user" });
    const payload = form({ email: customer.email, password: customer.password });
    const refused: Record<string, string>[] = [
      { "content-type": FORM, "sec-fetch-site": "cross-site" },
      { "content-type": FORM, "sec-fetch-site": "same-site" },
      { "content-type": FORM, origin: "https://evil.example" },
      { "content-type": FORM },
    ];
    for (const headers of refused) {
      const response = await post("/app/login", payload, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error.code).toBe("FORBIDDEN_ORIGIN");
    }
    const ownOrigin = await post("/app/login", payload, { "content-type": FORM, origin: TEST_PUBLIC_URL });
    expect(ownOrigin.statusCode).toBe(303);
    // Under our no-referrer policy a browser's form post says `Origin: null`; Sec-Fetch-Site decides.
    const nullOrigin = await post("/app/login", payload, { ...SAME_ORIGIN, origin: "null" });
    expect(nullOrigin.statusCode).toBe(303);
    expect(nullOrigin.headers.location).toBe("/app/");
  });

  it("takes forms only, and no form far larger than a login", async () => {
    const json = await testApp.app.inject({
      method: "POST",
      url: "/app/login",
      headers: { "sec-fetch-site": "same-origin" },
      payload: { email: "vera@example.com", password: "a long password" },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const huge = await post(
      "/app/login",
      form({ email: "vera@example.com", password: "x".repeat(1024 * 1024) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBeDefined();
  });
});
