/**
 * Importing customers (Settings → Import, decision 041): a generated file of 100,000 rows (one in
 * every 100 wrong, of every kind) through the real routes and the import job, its rows per second
 * next to a ceiling measured in the same run — a bare `COPY` of the same file into a plain table —
 * and checks that every balance matches the file and that importing it again posts nothing.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DATABASES=postgres npm run import -w @stampwise/bench
 *
 * On PostgreSQL only: the ceiling has the server read the file (`COPY … FROM '<file>'`), so the
 * server must run on this machine. Optional: BENCH_ROWS (100000).
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../apps/api/src/db/client";
import {
  type GeneratedPerson,
  generateImportFile,
} from "../apps/api/src/modules/customer-imports/customer-imports.test-helpers";
import { IMPORT_BATCH_ROWS } from "../apps/api/src/modules/customer-imports/import-runner";
import { createFactories } from "../apps/api/src/seed/factories";
import { startBenchApi } from "./lib/bench-api";
import { type BenchDatabase, onEachDatabase } from "./lib/bench-databases";
import { type ProductWorker, startProductWorker } from "./lib/product-worker";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const scalar = async (db: Db, query: ReturnType<typeof sql>) =>
  Number(Object.values(((await db.execute(query)) as { rows: Record<string, unknown>[] }).rows[0] ?? {})[0]);

/** How many of the file's people hold other balances than their row names (points, stamps, gift). */
async function peopleNotAsInFile(db: Db, organizationId: string, people: GeneratedPerson[]) {
  const { rows } = (await db.execute(
    sql`select u.email, lc.kind, ci.balance from card_instances ci
      join loyalty_cards lc on lc.id = ci.card_id join users u on u.id = ci.user_id
      where ci.organization_id = ${organizationId}`,
  )) as { rows: { email: string; kind: string; balance: number | string }[] };
  const stored = new Map<string, string>();
  for (const row of rows) {
    const entry = stored.get(row.email) ?? "0/0/0";
    const [points, stamps, gift] = entry.split("/").map(Number) as [number, number, number];
    const balance = Number(row.balance);
    stored.set(
      row.email,
      row.kind === "points"
        ? `${points + balance}/${stamps}/${gift}`
        : row.kind === "stamp"
          ? `${points}/${stamps + balance}/${gift}`
          : `${points}/${stamps}/${gift + balance}`,
    );
  }
  return people.filter(
    (person) =>
      (stored.get(person.email) ?? "0/0/0") !== `${person.points}/${person.stamps}/${person.giftMinor}`,
  ).length;
}

/** Waits for a worker's pg-boss to have made the job's queue (a sender only sends to queues that exist). */
async function untilQueueExists(db: Db, name: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = await scalar(
      db,
      sql`select count(*) from information_schema.tables where table_schema = 'pgboss' and table_name = 'queue'`,
    );
    if (found > 0 && (await scalar(db, sql`select count(*) from pgboss.queue where name = ${name}`)) > 0)
      return;
    if (Date.now() > deadline) throw new Error(`the worker never made the ${name} queue`);
    await sleep(100);
  }
}

/**
 * The import's crash: the product's worker takes the job (the start's trigger), and is SIGKILLed
 * once half the rows are done. The checkpoint must then sit on a batch's end with exactly the
 * people of the rows before it made: the batch under way left nothing.
 */
async function killWorkerHalfway(db: Db, worker: ProductWorker, importId: string, importable: number) {
  const deadline = Date.now() + 30 * 60_000;
  const doneRows = () => scalar(db, sql`select done_rows from customer_imports where id = ${importId}`);
  while ((await doneRows()) < importable / 2) {
    if (Date.now() > deadline) throw new Error("the worker did not reach half the import");
    if (!worker.running()) throw new Error("the worker exited before half the import");
    await sleep(20);
  }
  await worker.kill();
  const checkpoint = await doneRows();
  const madeAfter = await scalar(
    db,
    sql`select count(*) from customer_import_rows r join users u on u.email = r.email
      where r.import_id = ${importId} and r.position >= ${checkpoint}
        and u.created_at >= (select started_at from customer_imports where id = ${importId})`,
  );
  if (checkpoint % IMPORT_BATCH_ROWS !== 0 || madeAfter !== 0) {
    throw new Error(`after the kill: checkpoint ${checkpoint}, ${madeAfter} people made past it`);
  }
  return { checkpoint };
}

async function bench({ label, database, url }: BenchDatabase) {
  if (label !== "PostgreSQL" || !url)
    throw new Error("bench/import runs on PostgreSQL (BENCH_DATABASES=postgres)");
  const { db } = database;
  const api = await startBenchApi(database, 0);
  let worker: ProductWorker | undefined;
  try {
    const factories = createFactories(db);
    const owner = await factories.user({ role: "admin" });
    const organization = await factories.organization({ owner, name: "Bench Café" });
    const login = await api.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: owner.email, password: owner.password, loginType: "admin" },
    });
    const cookie = String(login.headers["set-cookie"]).split(";")[0] ?? "";
    const headers = { cookie, "x-organization-id": organization.id };
    const call = async (url: string, payload: unknown) => {
      const response = await api.app.inject({ method: "POST", url, headers, payload: payload as object });
      if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
      return response.json();
    };
    await call("/api/loyalty-card", { name: "Coffee card", description: "Bench", stampsRequired: 10 });
    await call("/api/loyalty-program", {
      name: "Bench points",
      pointsName: "point",
      pointsExpiresMonths: 12,
      descriptionTitle: "Bench",
      descriptionContent: "Bench",
      pointsPerKrona: 1,
    });
    await call("/api/loyalty-card/gift-cards", {
      name: "Gift card",
      description: "Bench",
      initialBalance: 10_000,
    });

    const { csv, people, wrong } = generateImportFile({ rows: ROWS, prefix: "bench" });
    const upload = (url: string) =>
      api.app.inject({
        method: "POST",
        url,
        headers: { ...headers, "content-type": "text/csv" },
        payload: csv,
      });

    // The worker that will be killed: its pg-boss makes the queues, then this process sends to them.
    worker = await startProductWorker({ DATABASE_URL: url });
    await untilQueueExists(db, "customer-import");
    await api.built.jobs.startSending();

    let started = performance.now();
    const dry = await upload("/api/customer-import/dry-run");
    const drySeconds = (performance.now() - started) / 1000;
    const summary = dry.json();
    if (summary.wrong !== wrong.size || summary.newPeople !== people.length) {
      throw new Error(`dry run: ${JSON.stringify({ ...summary, issues: summary.issues?.length })}`);
    }

    const start = await upload("/api/customer-import");
    if (start.statusCode !== 202) throw new Error(`start: ${start.body}`);
    const importId = String(start.json().id);
    started = performance.now();
    const killed = await killWorkerHalfway(db, worker, importId, ROWS - wrong.size);
    await api.built.importRunner.runAll({ only: importId });
    const importSeconds = (performance.now() - started) / 1000;

    // Every balance as the file says, each posted once by the owner with the source import.
    const expectedUnits = people.reduce(
      (sum, person) => sum + person.points + person.stamps + person.giftMinor,
      0,
    );
    const storedUnits = await scalar(
      db,
      sql`select coalesce(sum(balance), 0) from card_instances where organization_id = ${organization.id}`,
    );
    const peopleOff = await peopleNotAsInFile(db, organization.id, people);
    const postings = await scalar(
      db,
      sql`select count(*) from transactions where organization_id = ${organization.id} and source = 'import'`,
    );
    const customers = await scalar(
      db,
      sql`select count(*) from organization_customers where organization_id = ${organization.id}`,
    );
    const again = await upload("/api/customer-import");
    await api.built.importRunner.runAll({ only: again.json().id });
    const postingsAfterAgain = await scalar(
      db,
      sql`select count(*) from transactions where organization_id = ${organization.id} and source = 'import'`,
    );

    console.log(
      `${label}: import of ${ROWS} rows in ${importSeconds.toFixed(1)} s (${Math.round(ROWS / importSeconds)} rows/s), ` +
        `dry run ${drySeconds.toFixed(1)} s, ${postings} postings, ${postingsAfterAgain} after importing again`,
    );

    // The ceiling: the same rows into a plain table by the server's own COPY.
    const directory = mkdtempSync(path.join(tmpdir(), "stampwise-bench-import-"));
    chmodSync(directory, 0o755);
    const file = path.join(directory, "customers.csv");
    // PostgreSQL's text holds no NUL: the one wrong row with a NUL byte gets a space in its place.
    writeFileSync(file, Buffer.from(csv.map((byte) => (byte === 0 ? 0x20 : byte))), { mode: 0o644 });
    await db.execute(sql`create table bench_import_copy (email text, first_name text, last_name text,
      phone text, points text, stamps text, gift text, unknown text)`);
    started = performance.now();
    await db.execute(
      sql.raw(
        `copy bench_import_copy from '${file}' with (format csv, header true, delimiter ';', encoding 'UTF8')`,
      ),
    );
    const copySeconds = (performance.now() - started) / 1000;
    rmSync(directory, { recursive: true, force: true });

    return {
      database: label,
      rows: ROWS,
      "dry run s": Number(drySeconds.toFixed(1)),
      "import s": Number(importSeconds.toFixed(1)),
      "import rows/s": Math.round(ROWS / importSeconds),
      "COPY s": Number(copySeconds.toFixed(2)),
      "COPY rows/s": Math.round(ROWS / copySeconds),
      "import / COPY": `${((copySeconds / importSeconds) * 100).toFixed(2)} %`,
      customers: `${customers} / ${people.length}`,
      "units stored / file": `${storedUnits} / ${expectedUnits}`,
      "people whose balances differ from the file": peopleOff,
      "worker SIGKILLed at row": killed.checkpoint,
      postings,
      "postings after re-import": postingsAfterAgain,
    };
  } finally {
    await worker?.stop();
    await api.close();
  }
}

const rows = await onEachDatabase("import", bench);
console.log(`\nImporting customers, ${ROWS} rows (1 % wrong); load average ${loadavg()[0]?.toFixed(1)}`);
console.table(rows);
