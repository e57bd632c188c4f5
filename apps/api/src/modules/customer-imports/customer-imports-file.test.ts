import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/prepared";
import { ownerSession } from "../administrators/administrators.test-helpers";
import { generateImportFile, WRONG_ROW_KINDS } from "./customer-imports.test-helpers";
import { IMPORT_BATCH_ROWS } from "./import-runner";

/**
 * Whole files as Swedish Excel writes them (BOM, semicolons, decimal commas), one row in every 100
 * wrong, cycling through every kind of wrong row. The dry run of 5,000 rows names every wrong row;
 * an import stopped halfway and resumed gives exactly the file; importing it again changes
 * nothing. The import posts each balance through the ledger (a dozen statements a row), which
 * PGlite runs at 5 to 25 rows a second on a busy 2-core machine: there the imported file has 300
 * rows, on PostgreSQL 2,000. 100,000 rows run in bench/import.ts.
 */
const DRY_RUN_ROWS = 5_000;
const IMPORT_ROWS = process.env.TEST_DATABASE_URL ? 10_000 : 1_000;

describe("importing a whole file", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** Every imported person's balances as stored: email → [points, stamps, gift minor units]. */
  async function storedBalances(organizationId: string) {
    const rows = await queryRows<{ email: string; kind: string; balance: number }>(
      testApp.db,
      sql`select u.email, lc.kind, ci.balance from card_instances ci
        join loyalty_cards lc on lc.id = ci.card_id join users u on u.id = ci.user_id
        where ci.organization_id = ${organizationId}`,
    );
    const byEmail = new Map<string, [number, number, number]>();
    for (const row of rows) {
      const entry = byEmail.get(row.email) ?? [0, 0, 0];
      entry[row.kind === "points" ? 0 : row.kind === "stamp" ? 1 : 2] += row.balance;
      byEmail.set(row.email, entry);
    }
    return byEmail;
  }

  /** An owner with a Coffee card of 10 stamps, a points program and a gift card, and a way to upload. */
  async function shop() {
    const owner = await ownerSession(testApp);
    const organizationId = owner.organization.id;
    for (const [url, body] of [
      [
        "/api/loyalty-card",
        { name: "Coffee card", description: "Tenth coffee is on us", stampsRequired: 10 },
      ],
      [
        "/api/loyalty-program",
        {
          name: "Bean points",
          pointsName: "bean",
          pointsExpiresMonths: 12,
          descriptionTitle: "Collect beans",
          descriptionContent: "One bean per krona.",
          pointsPerKrona: 1,
        },
      ],
      [
        "/api/loyalty-card/gift-cards",
        { name: "Gift card", description: "For a friend", initialBalance: 10_000 },
      ],
    ] as const) {
      const made = await owner.request("POST", url, body);
      expect(made.statusCode, made.body).toBe(201);
    }
    const upload = (url: string, csv: Buffer) =>
      testApp.app.inject({
        method: "POST",
        url,
        headers: { cookie: owner.cookie, "x-organization-id": organizationId, "content-type": "text/csv" },
        payload: csv,
      });
    return { ...owner, organizationId, upload };
  }

  it(`names every wrong row of ${DRY_RUN_ROWS} in the dry run`, async () => {
    const { organizationId, upload } = await shop();
    const { csv, people, wrong } = generateImportFile({
      rows: DRY_RUN_ROWS,
      prefix: `dry-${organizationId.slice(0, 8)}`,
    });
    expect(new Set([...wrong.values()].map((entry) => entry.problem)).size).toBe(
      new Set(WRONG_ROW_KINDS.map((kind) => kind.problem)).size,
    );
    const dry = await upload("/api/customer-import/dry-run", csv);
    expect(dry.statusCode, dry.body).toBe(200);
    const summary = dry.json();
    expect(summary).toMatchObject({
      rows: DRY_RUN_ROWS,
      newPeople: people.length,
      customers: 0,
      wrong: wrong.size,
    });
    expect(
      summary.issues.map((issue: { line: number; column: string; problem: string }) => [
        issue.line,
        { problem: issue.problem, column: issue.column },
      ]),
    ).toEqual([...wrong.entries()]);
  });

  it(`imports exactly a file of ${IMPORT_ROWS} across an interruption, and nothing twice`, async () => {
    const owner = await shop();
    const { organizationId } = owner;
    const { csv, people } = generateImportFile({
      rows: IMPORT_ROWS,
      prefix: `file-${organizationId.slice(0, 8)}`,
    });
    const upload = (url: string) => owner.upload(url, csv);

    const started = await upload("/api/customer-import");
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json();
    // A worker stopped halfway: the checkpoint holds whole batches, and nothing after them.
    const batches = Math.floor(people.length / IMPORT_BATCH_ROWS / 2) || 1;
    const progress = async () => (await owner.request("GET", `/api/customer-import/${id}`)).json();
    await testApp.importRunner.runAll({ stopAfterBatches: batches, only: id });
    const halfway = await progress();
    const doneHalfway = batches * IMPORT_BATCH_ROWS;
    expect(halfway).toMatchObject({ status: "running", doneRows: doneHalfway, createdPeople: doneHalfway });
    expect((await storedBalances(organizationId)).size).toBeLessThanOrEqual(doneHalfway);
    await testApp.importRunner.runAll({ only: id });
    const done = (await owner.request("GET", `/api/customer-import/${id}`)).json();
    expect(done).toMatchObject({
      status: "done",
      doneRows: people.length,
      createdPeople: people.length,
      skippedRows: 0,
    });

    const expected = new Map(
      people
        .filter((person) => person.points + person.stamps + person.giftMinor > 0)
        .map((person) => [person.email, [person.points, person.stamps, person.giftMinor]]),
    );
    expect(await storedBalances(organizationId)).toEqual(expected);
    const [counts] = await queryRows<{ customers: number; named: number; postings: number }>(
      testApp.db,
      sql`select (select count(*)::int from organization_customers where organization_id = ${organizationId}) as customers,
        (select count(*)::int from users where email like ${`file-${organizationId.slice(0, 8)}-%`}
          and first_name like 'First%' and last_name like 'Last %' and phone_number like '+4670%') as named,
        (select count(*)::int from transactions where organization_id = ${organizationId} and source = 'import'
          and actor_user_id = ${owner.owner.id} and actor_api_key_id is null) as postings`,
    );
    expect(counts).toEqual({
      customers: people.length,
      named: people.length,
      postings: [...expected.values()].flat().filter((amount) => amount > 0).length,
    });

    // The same file again: every row a customer, every balance already there, nothing posted.
    const again = (await upload("/api/customer-import/dry-run")).json();
    expect(again).toMatchObject({ newPeople: 0, customers: people.length, alreadyImported: expected.size });
    const second = await upload("/api/customer-import");
    expect(second.statusCode).toBe(202);
    await testApp.importRunner.runAll({ only: second.json().id });
    expect(await storedBalances(organizationId)).toEqual(expected);
  }, 300_000);
});
