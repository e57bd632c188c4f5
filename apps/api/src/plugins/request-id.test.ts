import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-app";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/client";
import { logStream } from "../lib/log-output";

/** The app's JSON log lines, as a log collector would read them. */
function collectingStream() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe("request ids in logs and answers", () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>["app"];
  const { lines, stream } = collectingStream();

  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "debug",
      PUBLIC_URL: "http://stampwise.test",
      // Every test's logins come from 127.0.0.1 into the shared test database: not this test's limit.
      LOGIN_RATE_LIMIT_PER_IP: "1000000",
    });
    ({ app } = await buildApp(config, { database, serveWebApps: false, logger: { level: "debug", stream } }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const linesOf = (requestId: string) => lines.filter((line) => line.reqId === requestId);

  it("keeps a load balancer's plain X-Request-Id, answers with it, and puts it on every line of the request", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "x-request-id": "lb-7f3a.42" },
      // An address of this run's own: the test database keeps other runs' login counts (their limits).
      payload: {
        email: `nobody-${randomUUID()}@example.com`,
        password: "wrong password",
        loginType: "admin",
      },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers["x-request-id"]).toBe("lb-7f3a.42");
    const ofRequest = linesOf("lb-7f3a.42");
    // At debug: the incoming request and its completion at least.
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(["incoming request", "request completed"]),
    );
    // Every line written while the request ran names it: none of them lacks a reqId.
    const during = lines.slice(
      lines.indexOf(ofRequest[0] as Record<string, unknown>),
      lines.indexOf(ofRequest.at(-1) as Record<string, unknown>) + 1,
    );
    for (const line of during) expect(line.reqId).toBe("lb-7f3a.42");
    // A login hashes a password (scrypt): slow on a busy machine.
  }, 60_000);

  it("replaces an id with control characters, spaces or too many characters by a fresh UUID", async () => {
    for (const given of ["a\u0001b", "two words", "x".repeat(65), ""]) {
      const response = await app.inject({
        method: "GET",
        url: "/api/health/live",
        headers: { "x-request-id": given },
      });
      const id = response.headers["x-request-id"];
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(linesOf(String(id)).length).toBeGreaterThan(0);
    }
  });

  it("gives every request its own id when none is given", async () => {
    const first = await app.inject({ method: "GET", url: "/api/health/live" });
    const second = await app.inject({ method: "GET", url: "/api/health/live" });
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  });
});

describe("log format", () => {
  it("writes readable lines for a person and none of pino's JSON when pretty", async () => {
    const written: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    });
    const pretty = logStream("pretty", false, destination);
    expect(pretty).toBeDefined();
    pretty?.write(
      `${JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1), msg: "Stampwise is running at http://localhost:3000", reqId: "r-1" })}\n`,
    );
    await new Promise((resolve) => setImmediate(resolve));
    const text = written.join("");
    expect(text).toMatch(/INFO.*Stampwise is running at http:\/\/localhost:3000/);
    expect(text).toContain("r-1");
    expect(text.trim().startsWith("{")).toBe(false);
  });

  it("is JSON (no pretty stream) when asked for json, or on auto without a terminal", () => {
    expect(logStream("json", true)).toBeUndefined();
    expect(logStream("auto", false)).toBeUndefined();
    expect(logStream("auto", true)).toBeDefined();
  });
});
