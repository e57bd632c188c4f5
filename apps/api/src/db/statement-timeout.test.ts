import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { QUERY_TOO_HEAVY_MESSAGE } from "../plugins/error-handler";
import { createFactories } from "../seed/factories";
import { createDatabase, type Database } from "./client";
import { isStatementTimeout, withStatementTimeout } from "./statement-timeout";

const postgresUrl = process.env.TEST_DATABASE_URL;

describe("a statement stopped by its time bound", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("answers 503 QUERY_TOO_HEAVY, not a 500, from whichever route ran it", async () => {
    // What node-postgres throws and drizzle wraps: PostgreSQL's query_canceled.
    const stopped = Object.assign(new Error("Failed query: select …"), {
      cause: Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }),
    });
    const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://stampwise.test" });
    const { app } = await buildApp(config, {
      database: testApp.database,
      serveWebApps: false,
      logger: false,
    });
    app.get("/api/test/stopped-statement", async () => {
      throw stopped;
    });
    await app.ready();
    try {
      const response = await app.inject({ method: "GET", url: "/api/test/stopped-statement" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: { code: "QUERY_TOO_HEAVY", message: QUERY_TOO_HEAVY_MESSAGE },
      });
    } finally {
      await app.close();
    }
  });
});

describe.runIf(postgresUrl)("statement timeouts on PostgreSQL", () => {
  let bounded: Database;

  beforeAll(() => {
    // The product's connections: every statement under the ordinary default.
    bounded = createDatabase({ url: postgresUrl, poolSize: 2, statementTimeoutMs: 200 });
  });

  afterAll(async () => {
    await bounded.close();
  });

  it("stops a statement past the connection's default", async () => {
    const error = await bounded.db.execute(sql`select pg_sleep(2)`).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isStatementTimeout(error)).toBe(true);
  });

  it("lets a heavy request's statement run past the default up to its own bound, and no longer", async () => {
    await expect(
      withStatementTimeout(bounded.db, 5_000, (tx) => tx.execute(sql`select pg_sleep(0.4)`)),
    ).resolves.toBeDefined();
    const error = await withStatementTimeout(bounded.db, 300, (tx) =>
      tx.execute(sql`select pg_sleep(2)`),
    ).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(isStatementTimeout(error)).toBe(true);
    // The larger bound ended with its transaction: the connection is back at the default.
    const after = await bounded.db.execute(sql`select current_setting('statement_timeout') as bound`);
    expect((after as unknown as { rows: { bound: string }[] }).rows[0]?.bound).toBe("200ms");
  });

  it("answers a real heavy request stopped by its bound with 503 QUERY_TOO_HEAVY", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PUBLIC_URL: "http://stampwise.test",
      HEAVY_STATEMENT_TIMEOUT_MS: "100",
    });
    const { app, heavyRequests } = await buildApp(config, {
      database: bounded,
      serveWebApps: false,
      logger: false,
    });
    const factories = createFactories(bounded.db);
    const organization = await factories.organization({ owner: await factories.user({ role: "admin" }) });
    // A statement slower than any bound, run as a heavy request runs its statements.
    app.get("/api/test/slow-heavy", async () =>
      heavyRequests.run(organization.id, (slot) => slot.bounded((tx) => tx.execute(sql`select pg_sleep(2)`))),
    );
    await app.ready();
    try {
      const response = await app.inject({ method: "GET", url: "/api/test/slow-heavy" });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe("QUERY_TOO_HEAVY");
    } finally {
      await app.close();
    }
  });
});
