import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/prepared";
import {
  balancesInFile,
  generateImportFile,
  importShop,
  storedBalances,
  WRONG_ROW_KINDS,
} from "./customer-imports.test-helpers";
import { IMPORT_BATCH_ROWS } from "./import-runner";

/**
 * Whole files as Swedish Excel writes them (BOM, semicolons, decimal commas), one row in every 100
 * wrong, cycling through every kind of wrong row. The dry run of 5,000 rows names every wrong row;
 * an import stopped halfway and resumed gives exactly the file; importing it again changes
 * nothing. The imported file has 1,000 rows on PGlite and 10,000 on PostgreSQL; the whole
 * 100,000 rows, across a real kill, run in customer-imports-kill.test.ts (PostgreSQL) and
 * bench/import.ts.
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

  const shop = () => importShop(testApp);

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
    expect((await storedBalances(testApp, organizationId)).size).toBeLessThanOrEqual(doneHalfway);
    await testApp.importRunner.runAll({ only: id });
    const done = (await owner.request("GET", `/api/customer-import/${id}`)).json();
    expect(done).toMatchObject({
      status: "done",
      doneRows: people.length,
      createdPeople: people.length,
      skippedRows: 0,
    });

    const expected = balancesInFile(people);
    expect(await storedBalances(testApp, organizationId)).toEqual(expected);
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
    expect(await storedBalances(testApp, organizationId)).toEqual(expected);
  }, 300_000);
});
