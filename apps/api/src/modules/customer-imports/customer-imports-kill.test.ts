import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/prepared";
import { apiPackageRoot } from "../../lib/package-root";
import {
  balancesInFile,
  generateImportFile,
  importShop,
  storedBalances,
} from "./customer-imports.test-helpers";
import { IMPORT_BATCH_ROWS } from "./import-runner";

/**
 * The whole file of the brief, through a real crash: 100,000 rows with one in every 100 wrong,
 * imported by the built product's worker process (`npm start -- --role=worker`), which is killed
 * with SIGKILL halfway; the rest is resumed, and the result must match the file person by person.
 * PostgreSQL only: a second process opens the same database (PGlite is one process's).
 */
const ROWS = 100_000;
const repositoryRoot = path.resolve(apiPackageRoot, "../..");
const entry = path.join(apiPackageRoot, "dist/main.js");
const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)("importing 100,000 rows across a worker killed halfway", () => {
  let testApp: TestApp;
  let worker: ChildProcess | undefined;
  const output: string[] = [];
  beforeAll(async () => {
    const build = spawnSync(process.execPath, [path.join(repositoryRoot, "scripts/build-api.mjs")], {
      cwd: repositoryRoot,
      encoding: "utf8",
    });
    if (build.status !== 0) throw new Error(`building the API failed: ${build.stderr}`);
    testApp = await createTestApp();
  }, 180_000);
  afterAll(async () => {
    worker?.kill("SIGKILL");
    await testApp?.close();
  });

  /** The product's worker on the test database, started as `npm start -- --role=worker` starts it. */
  async function startWorker(): Promise<ChildProcess> {
    const child = spawn(process.execPath, [entry, "--role=worker"], {
      cwd: repositoryRoot,
      env: { PATH: process.env.PATH, NODE_ENV: "test", LOG_LEVEL: "info", DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk) => output.push(String(chunk)));
    child.stderr?.on("data", (chunk) => output.push(String(chunk)));
    while (!output.join("").includes("Stampwise worker started")) {
      if (child.exitCode !== null) throw new Error(`the worker exited while starting:\n${output.join("")}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return child;
  }

  it("names every wrong row, survives kill -9 halfway, matches the file exactly, and imports nothing twice", async () => {
    const owner = await importShop(testApp);
    const { organizationId } = owner;
    const { csv, people, wrong } = generateImportFile({
      rows: ROWS,
      prefix: `kill-${organizationId.slice(0, 8)}`,
    });
    const upload = (url: string) => owner.upload(url, csv);

    const dry = await upload("/api/customer-import/dry-run");
    expect(dry.statusCode, dry.body.slice(0, 500)).toBe(200);
    expect(dry.json()).toMatchObject({ rows: ROWS, newPeople: people.length, wrong: wrong.size });
    const named = dry
      .json()
      .issues.map((issue: { line: number; column: string; problem: string }) => [
        issue.line,
        { problem: issue.problem, column: issue.column },
      ]);
    expect(named).toEqual([...wrong.entries()]);

    // The worker takes the job at the start's trigger, and is killed once half the rows are in.
    worker = await startWorker();
    await testApp.jobs.startSending();
    const started = await upload("/api/customer-import");
    expect(started.statusCode, started.body).toBe(202);
    const importId = String(started.json().id);
    const doneRows = async () =>
      (
        await queryRows<{ done_rows: number }>(
          testApp.db,
          sql`select done_rows from customer_imports where id = ${importId}`,
        )
      )[0]?.done_rows ?? 0;
    while ((await doneRows()) < people.length / 2) {
      if (worker.exitCode !== null) throw new Error(`the worker exited:\n${output.join("")}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    worker.kill("SIGKILL");
    await new Promise((resolve) => worker?.once("exit", resolve));
    const checkpoint = await doneRows();
    expect(checkpoint % IMPORT_BATCH_ROWS).toBe(0);
    expect(checkpoint).toBeLessThan(people.length);
    // The batch under way rolled back whole: exactly the people before the checkpoint have balances.
    const halfway = await storedBalances(testApp, organizationId);
    const before = balancesInFile(people.slice(0, checkpoint));
    expect(halfway).toEqual(before);

    await testApp.importRunner.runAll({ only: importId });
    const done = (await owner.request("GET", `/api/customer-import/${importId}`)).json();
    expect(done).toMatchObject({
      status: "done",
      doneRows: people.length,
      createdPeople: people.length,
      skippedRows: 0,
    });
    const expected = balancesInFile(people);
    expect(await storedBalances(testApp, organizationId)).toEqual(expected);
    const postings = async () =>
      (
        await queryRows<{ count: number }>(
          testApp.db,
          sql`select count(*)::int as count from transactions where organization_id = ${organizationId} and source = 'import'`,
        )
      )[0]?.count;
    const posted = await postings();
    expect(posted).toBe([...expected.values()].flat().filter((amount) => amount > 0).length);

    // The same file again: nothing changes.
    const again = await upload("/api/customer-import");
    expect(again.statusCode, again.body).toBe(202);
    await testApp.importRunner.runAll({ only: String(again.json().id) });
    expect(await postings()).toBe(posted);
    expect(await storedBalances(testApp, organizationId)).toEqual(expected);
  }, 900_000);
});
