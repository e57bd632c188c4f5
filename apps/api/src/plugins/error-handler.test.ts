import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-app";
import { buildApp } from "../app";
import { loadConfig } from "../config";

describe("the central error handler", () => {
  it("answers an unexpected failure with a generic 500 that reveals no internals, and logs it", async () => {
    const database = await openTestDatabase();
    const logged: string[] = [];
    const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://stampwise.test" });
    const { app } = await buildApp(config, {
      database,
      serveWebApps: false,
      logger: { level: "error", stream: { write: (line: string) => logged.push(line) } },
    });
    await app.ready();
    // A database that went away mid-flight: the query fails deep inside the driver.
    await database.close();

    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "someone@example.test", password: "long enough password", loginType: "admin" },
    });
    await app.close();

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: "INTERNAL_ERROR", message: "Something went wrong. Please try again." },
    });
    expect(response.body).not.toMatch(/select|insert|rate_limits|stack|at .*\.ts/i);
    expect(logged.join("\n")).toContain("request failed");
  });

  it("logs a failed request without the values it carried", async () => {
    const database = await openTestDatabase();
    const logged: string[] = [];
    const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://stampwise.test" });
    const { app } = await buildApp(config, {
      database,
      serveWebApps: false,
      logger: { level: "error", stream: { write: (line: string) => logged.push(line) } },
    });
    await app.ready();
    await database.close();
    // The first query of a reset request (its rate limit) binds the address as a parameter.
    const marker = `leak-marker-${Date.now()}@example.test`;

    const response = await app.inject({
      method: "POST",
      url: "/api/auth/reset-password?utm=leak-marker-query",
      payload: { email: marker },
    });
    await app.close();

    expect(response.statusCode).toBe(500);
    const lines = logged.join("\n");
    expect(lines).toContain("request failed");
    expect(lines).toContain("Failed query");
    expect(lines).not.toContain("leak-marker");
  });
});
