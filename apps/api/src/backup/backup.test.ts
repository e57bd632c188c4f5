import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loginAs } from "../../test/test-app";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { createDatabase, type Database } from "../db/client";
import { postManualStamps, signedInAdmin } from "../modules/stamp-cards/stamp-cards.test-helpers";
import { createFactories } from "../seed/factories";
import { restorePglite } from "./pglite-backup";
import { restorePostgres } from "./postgres-backup";

/**
 * Back up a running product, change it, restore, and find every balance, ledger row and message
 * as it was: on PGlite (a data directory of its own) or, with TEST_DATABASE_URL, on a PostgreSQL
 * database of its own on that server (a restore drops and recreates every table, which other
 * test files sharing the test database must not see).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const workDir = mkdtempSync(path.join(tmpdir(), "stampwise-backup-"));
const scratchDatabase = `${new URL(postgresUrl ?? "postgres://x/x").pathname.slice(1)}_backup_${randomUUID().slice(0, 8)}`;
const scratchUrl = (() => {
  if (!postgresUrl) return undefined;
  const url = new URL(postgresUrl);
  url.pathname = `/${scratchDatabase}`;
  return url.toString();
})();

async function adminSql(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function openDatabase(fromSnapshot: boolean): Database {
  if (scratchUrl) return createDatabase({ url: scratchUrl, poolSize: 4 });
  const snapshotFile = inject("pgliteSnapshotFile");
  return createDatabase({
    dataDir: path.join(workDir, "data"),
    ...(fromSnapshot && snapshotFile && { snapshot: new Blob([readFileSync(snapshotFile)]) }),
  });
}

async function openApp(database: Database) {
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://stampwise.test",
    ...(scratchUrl && { DATABASE_URL: scratchUrl }),
  });
  const built = await buildApp(config, { database, serveWebApps: false, logger: false });
  await built.app.ready();
  return {
    ...built,
    db: database.db,
    config,
    factories: createFactories(database.db),
    close: () => built.app.close(),
  };
}

/** What must come back exactly: balances, the ledger, customers, mail and contact messages. */
async function everything(database: Database) {
  const tables = [
    "card_instances",
    "transactions",
    "users",
    "mail_outbox",
    "contact_messages",
    "user_communications",
  ];
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    rows[table] = (await database.executeSql(`select * from ${table} order by id`, [])).rows;
  }
  return rows;
}

beforeAll(async () => {
  if (postgresUrl) {
    await adminSql(`create database ${scratchDatabase}`);
    const database = openDatabase(false);
    await database.migrate();
    await database.close();
  }
}, 120_000);
afterAll(async () => {
  if (postgresUrl) await adminSql(`drop database if exists ${scratchDatabase} with (force)`);
  rmSync(workDir, { recursive: true, force: true });
});

describe(`backup and restore (${postgresUrl ? "PostgreSQL" : "PGlite"})`, () => {
  it("puts back every balance, ledger row and message a running product had when backed up", async () => {
    const file = path.join(workDir, postgresUrl ? "stampwise.dump" : "stampwise.tar.gz");

    // The product running, with a customer's stamps and a message, backed up while it runs.
    let database = openDatabase(true);
    let testApp = await openApp(database);
    const admin = await signedInAdmin(testApp as never);
    const card = await admin.createCard();
    const customer = await testApp.factories.user({ role: "user" });
    await testApp.factories.joinOrganization(admin.organization.id, customer.id);
    await postManualStamps(admin, { userId: customer.id, cardId: card.id, delta: 3 });
    const contact = await testApp.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { origin: "http://stampwise.test" },
      payload: { name: "Maja Berg", email: "maja@example.com", message: "Do you sell gift cards?" },
    });
    expect(contact.statusCode).toBeLessThan(300);
    const before = await everything(database);
    expect(before.transactions?.length).toBeGreaterThan(0);
    expect(before.contact_messages?.length).toBeGreaterThan(0);
    expect(before.mail_outbox?.length).toBeGreaterThan(0);
    await database.backupTo(file);

    // Changed after the backup: more stamps, another customer, another message.
    await postManualStamps(admin, { userId: customer.id, cardId: card.id, delta: 2 });
    await loginAs(testApp as never, await testApp.factories.user({ role: "user" }));
    await testApp.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { origin: "http://stampwise.test" },
      payload: { name: "Ola Berg", email: "ola@example.com", message: "Open on Sundays?" },
    });
    expect(await everything(database)).not.toEqual(before);
    await testApp.close();
    await database.close();

    // Restored with the product stopped, then started again.
    if (scratchUrl) await restorePostgres(scratchUrl, file);
    else await restorePglite(path.join(workDir, "data"), file);
    database = openDatabase(false);
    testApp = await openApp(database);
    try {
      expect(await everything(database)).toEqual(before);
      // And it works on: the restored session and card take stamps again.
      const restored = testApp;
      const call = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
        restored.app.inject({
          method,
          url: `/api${url}`,
          headers: {
            cookie: admin.cookie,
            "x-organization-id": admin.organization.id,
            origin: "http://stampwise.test",
          },
          payload: payload as Record<string, unknown>,
        });
      await postManualStamps({ call }, { userId: customer.id, cardId: card.id, delta: 1 });
    } finally {
      await testApp.close();
      await database.close();
    }
    // Several logins (scrypt), two app starts and a restore: slow on a busy machine.
  }, 240_000);
});
