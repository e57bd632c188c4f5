import { readFileSync } from "node:fs";
import type { LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../src/app";
import { type Config, loadConfig } from "../src/config";
import { createDatabase, type Database } from "../src/db/client";
import { SESSION_COOKIE } from "../src/plugins/authentication";
import { createFactories } from "../src/seed/factories";

export const TEST_PUBLIC_URL = "http://stampwise.test";

/**
 * A fresh database for one test file: in-memory PGlite by default (already migrated), or the PostgreSQL named by
 * TEST_DATABASE_URL (migrated once by the global setup; tests isolate by creating their own
 * organizations and users).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createDatabase({ url, poolSize: 10 });
  // A copy of the cluster the global setup migrated (test/global-setup.ts).
  const snapshotFile = inject("pgliteSnapshotFile");
  if (!snapshotFile) throw new Error("no PGlite snapshot: is test/global-setup.ts the globalSetup?");
  return createDatabase({ snapshot: new Blob([readFileSync(snapshotFile)]) });
}

/**
 * The real app, on a test database, answering through `inject`. `openDatabase` opens another one
 * (a test of the database behind a pooler); the app closes it with itself.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  openDatabase: () => Promise<Database> = openTestDatabase,
) {
  const config: Config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOGIN_RATE_LIMIT_PER_IP: "10000",
    LOGIN_RATE_LIMIT_PER_EMAIL: "10000",
    CONTACT_RATE_LIMIT_PER_IP: "10000",
    ...env,
  });
  const database = await openDatabase();
  const {
    app,
    mailer,
    events,
    jobs,
    pointsExpiry,
    communications,
    ledger,
    lifecycle,
    metrics,
    heavyRequests,
    webhookDelivery,
    importRunner,
    dataRights,
    wallet,
    walletPushes,
  } = await buildApp(config, {
    database,
    serveWebApps: false,
    // DEBUG_TEST_LOG=1 prints the app's error lines (the cause behind a test's 500).
    logger: process.env.DEBUG_TEST_LOG ? { level: "error" } : false,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    db: database.db,
    mailer,
    events,
    jobs,
    pointsExpiry,
    communications,
    /** The posting path itself, for history written with back-dated times (Posting.at). */
    ledger,
    /** Whether the app is shutting down (the signal handler's switch). */
    lifecycle,
    /** Prometheus metrics, when the env turned them on. */
    metrics,
    /** The organizations' heavy-request slots: a test holds them to see the next request refused. */
    heavyRequests,
    /** The webhook delivery job's work: a test runs it until nothing is due instead of waiting. */
    webhookDelivery,
    /** The customer import job's work: tests run it directly (and stop it early). */
    importRunner,
    /** The customer's own data: tests run the export job's work directly. */
    dataRights,
    /** Wallet passes, and their pushes: tests run the push job's work directly. */
    wallet,
    walletPushes,
    factories: createFactories(database.db),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The `cookie` header value that carries the session set by a response. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie?.value)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Signs an account in through the real login route and returns its cookie header. */
export async function loginAs(
  testApp: TestApp,
  user: { email: string; password: string; role: "admin" | "user" },
): Promise<string> {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: user.password, loginType: user.role },
  });
  return sessionCookieFrom(response);
}

/** The token from the newest link mailed to an address (the dev outbox). */
export async function latestMailedToken(testApp: TestApp, email: string): Promise<string> {
  const [message] = await testApp.mailer.listRecent(email);
  const link = message?.links[0];
  if (!link) throw new Error(`no mail with a link for ${email}`);
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
