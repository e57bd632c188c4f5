import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";

describe("GET /api/auth/providers", () => {
  let testApp: TestApp | undefined;
  afterEach(async () => {
    await testApp?.close();
    testApp = undefined;
  });

  const providers = (app: TestApp) => app.app.inject({ method: "GET", url: "/api/auth/providers" });

  it("says Google sign-in is off without a configured client, to anybody, signed in or not", async () => {
    testApp = await createTestApp();
    const response = await providers(testApp);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      google: false,
      sms: "dev-outbox",
      appleWallet: false,
      googleWallet: false,
    });
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("says Google sign-in is on once its client id and secret are configured", async () => {
    testApp = await createTestApp({
      GOOGLE_CLIENT_ID: "client.apps.googleusercontent.test",
      GOOGLE_CLIENT_SECRET: "a-secret-that-is-never-shown",
    });
    const response = await providers(testApp);
    expect(response.json()).toEqual({
      google: true,
      sms: "dev-outbox",
      appleWallet: false,
      googleWallet: false,
    });
    expect(response.body).not.toContain("a-secret-that-is-never-shown");
    expect(response.body).not.toContain("client.apps");
  });

  it("says how text messages leave: the provider SMS_URL names, without its credentials", async () => {
    testApp = await createTestApp({ SMS_URL: "46elks+https://smsuser:sms-secret@api.46elks.test/a1/sms" });
    const response = await providers(testApp);
    expect(response.json()).toEqual({
      google: false,
      sms: "provider",
      appleWallet: false,
      googleWallet: false,
    });
    expect(response.body).not.toContain("sms-secret");
  });
});
