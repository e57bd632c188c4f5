import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PgbouncerStandIn, pgbouncerInstalled, startPgbouncer } from "../../test/pgbouncer";
import { createTestApp, type TestApp } from "../../test/test-app";
import {
  communicationsAdmin,
  completeCommunication,
} from "../modules/communications/communications.test-helpers";
import { postManualStamps, signedInAdmin } from "../modules/stamp-cards/stamp-cards.test-helpers";
import { createDatabase } from "./client";
import { checkPoolerSettings } from "./pooler-settings";
import { withStatementTimeout } from "./statement-timeout";

const STATEMENT_TIMEOUT_MS = 1000;
const directUrl = process.env.TEST_DATABASE_URL;
// CI installs pgbouncer and asks for this test (REQUIRE_POOLER_TESTS): there a missing one fails.
const runnable = Boolean(directUrl) && (pgbouncerInstalled() || process.env.REQUIRE_POOLER_TESTS === "1");

/**
 * The product behind a real pgbouncer in transaction mode (Debian's, started here): queries and
 * transactions through the pooler, LISTEN on the database's own connection (DATABASE_DIRECT_URL),
 * the connection defaults from the pooler's connect_query. PostgreSQL only.
 */
describe.runIf(runnable)("behind pgbouncer in transaction mode", () => {
  let pooler: PgbouncerStandIn;
  let testApp: TestApp;

  beforeAll(async () => {
    pooler = await startPgbouncer(directUrl as string, {
      stampwise: `connect_query='SET jit = off; SET statement_timeout = ${STATEMENT_TIMEOUT_MS}'`,
      unbounded: "",
    });
    testApp = await createTestApp({}, async () =>
      createDatabase({
        url: pooler.url("stampwise"),
        directUrl,
        poolSize: 10,
        statementTimeoutMs: STATEMENT_TIMEOUT_MS,
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    await pooler?.close();
  });

  it("serves the counter: stamps given at once, each written once, on whichever server connection", async () => {
    const admin = await signedInAdmin(testApp);
    const card = await admin.createCard({ stampsRequired: 25 });
    const customer = await admin.customer();
    // Side by side, so the pooler hands out several server connections: a statement prepared by
    // name on one and run on another would fail.
    await Promise.all(
      Array.from({ length: 12 }, () =>
        postManualStamps(admin, { userId: customer.id, cardId: card.id, delta: 1 }),
      ),
    );
    const profile = await admin.call("GET", `/user/${customer.id}`);
    expect(profile.statusCode).toBe(200);
    expect(JSON.stringify(profile.json())).toContain('"stamps":12');
  }, 90_000);

  it("delivers live events: NOTIFY through the pooler, LISTEN on the database's own connection", async () => {
    const admin = await signedInAdmin(testApp);
    const card = await admin.createCard();
    const customer = await admin.customer();
    const received: string[] = [];
    const stop = testApp.events.subscribe(customer.id, (event) => received.push(event.type));
    try {
      // The process's one LISTEN, as the first event stream starts it; a stamp's event comes through it.
      await testApp.events.whenListening();
      await expect
        .poll(
          async () => {
            await postManualStamps(admin, { userId: customer.id, cardId: card.id, delta: 1 });
            return received;
          },
          { timeout: 20_000, interval: 500 },
        )
        .toContain("card.updated");
    } finally {
      stop();
    }
  }, 90_000);

  it("runs the job queue through the pooler: a triggered delivery sends an in-app message", async () => {
    const admin = await communicationsAdmin(testApp);
    const communication = await admin.createCommunication(
      completeCommunication(await admin.targetGroup(), { media: ["in_app"] }),
    );
    await admin.customer();
    await admin.scheduleAndActivate(communication.id);
    await testApp.jobs.start();
    await testApp.communications.triggerDelivery();
    await expect
      .poll(
        async () => {
          const { rows } = await testApp.database.executeSql(
            "select status from user_communications where communication_id = $1",
            [communication.id],
          );
          return rows.map((row) => row.status);
        },
        { timeout: 30_000, interval: 250 },
      )
      .toEqual(["sent"]);
  }, 90_000);

  it("bounds statements by the pooler's connect_query, and a heavy request's longer bound by SET LOCAL", async () => {
    await expect(testApp.db.execute(sql`select pg_sleep(1.5)`)).rejects.toMatchObject({
      cause: { code: "57014" },
    });
    await expect(
      withStatementTimeout(testApp.db, 4000, (tx) => tx.execute(sql`select pg_sleep(1.5)`)),
    ).resolves.toBeDefined();
  }, 30_000);

  it("checks the pooler's defaults at start, and says in the log when they are missing", async () => {
    const warnings: unknown[] = [];
    const log = { warn: (...line: unknown[]) => void warnings.push(line) };
    expect(await checkPoolerSettings(testApp.database, STATEMENT_TIMEOUT_MS, log)).toBe(true);
    expect(warnings).toEqual([]);
    const unbounded = createDatabase({ url: pooler.url("unbounded"), directUrl, poolSize: 1 });
    try {
      expect(await checkPoolerSettings(unbounded, STATEMENT_TIMEOUT_MS, log)).toBe(false);
      expect(JSON.stringify(warnings)).toContain("connect_query");
    } finally {
      await unbounded.close();
    }
  }, 30_000);
});
