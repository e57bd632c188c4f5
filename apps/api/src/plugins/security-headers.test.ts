import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { securityHeadersFor } from "./security-headers";

describe("security headers", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("are on every answer: a success, an error, a route that does not exist", async () => {
    const answers = [
      await testApp.app.inject({ url: "/api/health" }),
      await testApp.app.inject({ url: "/api/auth/is-authenticated" }),
      await testApp.app.inject({ url: "/api/nothing-here" }),
    ];

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404]);
    for (const answer of answers) {
      const csp = String(answer.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).not.toContain("upgrade-insecure-requests");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(answer.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(answer.headers["x-powered-by"]).toBeUndefined();
      // Plain http in tests: HSTS would only confuse a local setup.
      expect(answer.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("are what helmet itself sets for the options, HSTS included when asked", () => {
    const headers = securityHeadersFor({ strictTransportSecurity: true });

    expect(headers["strict-transport-security"]).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect(headers["referrer-policy"]).toBe("no-referrer");
    expect(headers).not.toHaveProperty("x-powered-by");
  });
});
