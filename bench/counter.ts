/**
 * The counter: how fast an admin can identify a customer by their identity QR and stamp their
 * card, next to the raw ceiling of the same stack, on a database of 10,000 customers.
 *
 *   npm run counter -w @stampwise/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run counter -w @stampwise/bench
 *
 * BENCH_DATABASE_URL names a server (and a database to connect to for CREATE DATABASE); a fresh
 * database is created per run and dropped after. Optional: BENCH_SECONDS (10 per scenario),
 * BENCH_ROUNDS (5), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50), BENCH_CUSTOMERS (10000),
 * BENCH_PORT (3401), BENCH_DATABASES (pglite,postgres). What is measured: bench/README.md.
 *
 * In short: a client in its own process keeps BENCH_CONNECTIONS operations in flight (closed loop)
 * - raw ceiling: one `POST /raw/insert` on a bare Fastify + zod + drizzle server (no session, no
 *   guards): what the stack itself can do;
 * - ceiling: one `POST /api/bench/insert` (bench-only route: the same origin check, session,
 *   organization guard and zod validation as the product, then one INSERT);
 * - counter flow: `POST /api/qrcode/identify` with the next customer's current identity code, then
 *   `POST /api/transaction` (+1 stamp, identity-scan) for the id it answered; rate = pairs/s and
 *   latency = the whole pair;
 * - points flow: the same identify, then `POST /api/points-transaction/earn` (a 49,50 kr purchase
 *   at 1 point per krona, identity-scan) through the same posting path;
 * taken in turns (BENCH_ROUNDS slices each), so a change in the machine's load hits all alike.
 * % of ceiling = pairs/s ÷ inserts/s; the authenticated insert is also given as % of the raw one.
 * On PostgreSQL the SQL statements the API sends per pair are counted (BEGIN and COMMIT included).
 * Afterwards the ledger must match the 201 answers exactly, and each points card's lots its balance.
 */
import { loadavg } from "node:os";
import type { Database, Db } from "../apps/api/src/db/client";
import { benchPort, startBenchApi } from "./lib/bench-api";
import { onEachDatabase } from "./lib/bench-databases";
import {
  CEILING_PATH,
  countCeilingRows,
  createCeilingTable,
  registerCeilingRoute,
  SHAPE_FIRST_PATH,
  SHAPE_SECOND_PATH,
} from "./lib/ceiling-route";
import { type CpuSnapshot, cpuSnapshot, cpuSplitSince } from "./lib/cpu-meter";
import { profiled } from "./lib/cpu-profile";
import { ms } from "./lib/latency";
import {
  type LoadJob,
  type LoadPhases,
  type LoadResult,
  type MergedLoad,
  mergeLoads,
  runLoad,
} from "./lib/load-runner";
import { RAW_CEILING_PATH, startRawCeiling } from "./lib/raw-ceiling";
import { createPointsProgram, liftScanCaps, type SeededOrganization, seedOrganization } from "./lib/seed";
import { installStatementCounter, statementsSoFar } from "./lib/statement-counter";
import { checkLedger } from "./lib/verify-ledger";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000);
const PORT = benchPort("BENCH_PORT", 3401);
const STAMPS_REQUIRED = 10;
const GOAL_SHARE_OF_CEILING = 0.5;
const GOAL_SHARE_OF_RAW = 0.5;
const GOAL_STATEMENTS_PER_PAIR = 8;
/** The pair's server CPU at most this many times the authenticated insert's, in the same run. */
const GOAL_PAIR_CPU_TIMES_INSERT = 3;

installStatementCounter();

/**
 * Server CPU per operation: the API process and, on PostgreSQL, the database's server processes;
 * and the same split into the two.
 */
type Scenario = MergedLoad & { cpuMsPerOperation: number; apiCpuMsPerOperation: number };

interface Measured {
  label: string;
  raw: Scenario;
  ceiling: Scenario;
  /** The pair's shape (two guarded requests, eight statements) without the pair's work. */
  shape: Scenario;
  counter: Scenario;
  points: Scenario;
  /** SQL statements the API sent per counter pair; undefined on PGlite (not countable there). */
  statementsPerPair: number | undefined;
  statementsPerShape: number | undefined;
  statementsPerPointsPair: number | undefined;
  problems: string[];
  /** 1-minute load average, averaged over the slices. */
  load: number;
}

const failures = (load: MergedLoad) =>
  Object.entries(load.statuses)
    .filter(([key]) => !/ (200|201)$/.test(key))
    .reduce((sum, [, value]) => sum + value, 0);

/** Runs the three scenarios in turns: a warm-up slice each, then ROUNDS measured slices each. */
async function takeTurns(base: string, rawBase: string, database: Database, seeded: SeededOrganization) {
  const jobBase = { base, connections: CONNECTIONS, headers: seeded.adminHeaders };
  let nextCustomer = 0;
  const rawJob = (seconds: number, phase: string): LoadJob => ({
    ...jobBase,
    base: rawBase,
    headers: {},
    kind: "ceiling",
    path: RAW_CEILING_PATH,
    seconds,
    keyPrefix: `bench-${phase}`,
  });
  const ceilingJob = (seconds: number, phase: string): LoadJob => ({
    ...jobBase,
    kind: "ceiling",
    path: CEILING_PATH,
    seconds,
    keyPrefix: `bench-${phase}`,
  });
  const shapeJob = (seconds: number, phase: string): LoadJob => ({
    ...ceilingJob(seconds, phase),
    path: SHAPE_FIRST_PATH,
    second: SHAPE_SECOND_PATH,
  });
  const counterJob = (seconds: number, phase: string, earn: "stamp" | "points" = "stamp"): LoadJob => ({
    ...jobBase,
    kind: "counter",
    earn,
    cardId: seeded.cardId,
    customers: seeded.customers,
    firstCustomer: nextCustomer,
    seconds,
    keyPrefix: `bench-${phase}`,
  });
  const all: LoadResult[] = [];
  const run = async (job: LoadJob, phases?: LoadPhases) => {
    const result = await runLoad(job, phases);
    all.push(result);
    if (job.kind === "counter") nextCustomer += result.operations;
    return result;
  };
  await run(rawJob(WARMUP_SECONDS, "raw-warmup"));
  await run(ceilingJob(WARMUP_SECONDS, "ceiling-warmup"));
  await run(shapeJob(WARMUP_SECONDS, "shape-warmup"));
  await run(counterJob(WARMUP_SECONDS, "counter-warmup"));
  await run(counterJob(WARMUP_SECONDS, "points-warmup", "points"));
  const raw: LoadResult[] = [];
  const ceiling: LoadResult[] = [];
  const shape: LoadResult[] = [];
  const counter: LoadResult[] = [];
  const points: LoadResult[] = [];
  const cpuMs = { raw: 0, ceiling: 0, shape: 0, counter: 0, points: 0 };
  const apiCpuMs = { raw: 0, ceiling: 0, shape: 0, counter: 0, points: 0 };
  const statements = { raw: 0, ceiling: 0, shape: 0, counter: 0, points: 0 };
  const measureSlice = async (scenario: keyof typeof cpuMs, job: LoadJob) => {
    // CPU from the client's first operation to its last: not the fork of the client, nor sending
    // it the job (10,000 customers) and reading its result, which cost a slice the same whatever
    // its operations and would weigh on the slower scenario per operation.
    let before: Promise<CpuSnapshot> | undefined;
    let used: Promise<{ apiMs: number; databaseMs: number }> | undefined;
    const phases: LoadPhases = {
      started: () => {
        before = cpuSnapshot(database);
      },
      finished: () => {
        used = before?.then((snapshot) => cpuSplitSince(database, snapshot));
      },
    };
    // Counted around the load only: the CPU meter's own queries are not the API's.
    const statementsBefore = statementsSoFar();
    // BENCH_CPU_PROFILE: the API's profile of the pairs' slices (bench/profile-summary.ts reads them).
    const result =
      scenario === "counter" || scenario === "points"
        ? await profiled(`${database.kind}-${job.keyPrefix}`, () => run(job, phases))
        : await run(job, phases);
    statements[scenario] += statementsSoFar() - statementsBefore;
    if (!used) throw new Error("the load client did not say when its load started and finished");
    const { apiMs, databaseMs } = await used;
    cpuMs[scenario] += apiMs + databaseMs;
    apiCpuMs[scenario] += apiMs;
    return result;
  };
  const loads: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    loads.push(loadavg()[0] ?? 0);
    raw.push(await measureSlice("raw", rawJob(SECONDS / ROUNDS, `raw-${round}`)));
    ceiling.push(await measureSlice("ceiling", ceilingJob(SECONDS / ROUNDS, `ceiling-${round}`)));
    shape.push(await measureSlice("shape", shapeJob(SECONDS / ROUNDS, `shape-${round}`)));
    counter.push(await measureSlice("counter", counterJob(SECONDS / ROUNDS, `counter-${round}`)));
    points.push(await measureSlice("points", counterJob(SECONDS / ROUNDS, `points-${round}`, "points")));
  }
  const load = loads.reduce((sum, value) => sum + value, 0) / loads.length;
  const withCpu = (merged: MergedLoad, scenario: keyof typeof cpuMs): Scenario => ({
    ...merged,
    cpuMsPerOperation: cpuMs[scenario] / merged.operations,
    apiCpuMsPerOperation: apiCpuMs[scenario] / merged.operations,
  });
  // Every pair the client started sent its statements, finished or not: count pairs attempted.
  const attempted = (slices: LoadResult[]) =>
    slices.reduce((sum, result) => sum + (result.statuses["identify 200"] ?? 0), 0);
  const perPair = (count: number, slices: LoadResult[]) =>
    database.kind === "postgres" && attempted(slices) > 0 ? count / attempted(slices) : undefined;
  return {
    raw: withCpu(mergeLoads(raw), "raw"),
    ceiling: withCpu(mergeLoads(ceiling), "ceiling"),
    shape: withCpu(mergeLoads(shape), "shape"),
    counter: withCpu(mergeLoads(counter), "counter"),
    points: withCpu(mergeLoads(points), "points"),
    statementsPerShape:
      database.kind === "postgres" && mergeLoads(shape).operations > 0
        ? statements.shape / shape.reduce((sum, result) => sum + (result.statuses["shape-first 201"] ?? 0), 0)
        : undefined,
    statementsPerPair: perPair(statements.counter, counter),
    statementsPerPointsPair: perPair(statements.points, points),
    all,
    load,
  };
}

/** The ledger and the bench table against every 201 the client got, warm-up included. */
async function verify(label: string, db: Db, organizationId: string, all: LoadResult[]) {
  const answered = (key: string) => all.reduce((sum, result) => sum + (result.statuses[key] ?? 0), 0);
  const stamped = answered("stamp 201");
  const earned = answered("earn 201");
  const inserted = answered("insert 201");
  const ledger = await checkLedger(db, organizationId, "identity-scan", STAMPS_REQUIRED);
  const benchRows = await countCeilingRows(db, organizationId);
  const problems: string[] = [];
  if (ledger.ledgerRows !== stamped)
    problems.push(`ledger rows ${ledger.ledgerRows} ≠ ${stamped} stamps answered 201`);
  if (ledger.pointsRows !== earned)
    problems.push(`points ledger rows ${ledger.pointsRows} ≠ ${earned} earnings answered 201`);
  if (ledger.mismatchedLots > 0)
    problems.push(`${ledger.mismatchedLots} points cards' lots do not hold their balance`);
  if (ledger.mismatchedCards > 0)
    problems.push(`${ledger.mismatchedCards} cards do not add up to their ledger`);
  if (ledger.rewardsIssued !== ledger.completedCycles)
    problems.push(`${ledger.rewardsIssued} rewards for ${ledger.completedCycles} completed cycles`);
  if (benchRows !== inserted) problems.push(`bench rows ${benchRows} ≠ ${inserted} inserts answered 201`);
  console.log(
    `${label}: ledger ${ledger.ledgerRows} rows for ${stamped} stamps answered 201, ${ledger.pointsRows} rows for ${earned} points earnings, ${ledger.mismatchedLots} points cards off their lots, ${ledger.rewardsIssued} rewards for ${ledger.completedCycles} completed cycles, ${ledger.mismatchedCards} cards off; ${benchRows} bench rows for ${inserted} inserts`,
  );
  return problems;
}

const measured = await onEachDatabase("counter", async ({ label, database }): Promise<Measured> => {
  const { db } = database;
  await createCeilingTable(db);
  const api = await startBenchApi(database, PORT, (app, config) => registerCeilingRoute(app, config, db));
  let rawCeiling: Awaited<ReturnType<typeof startRawCeiling>> | undefined;
  try {
    console.log(`${label}: seeding ${CUSTOMERS} customers…`);
    const seeded = await seedOrganization(api, db, { customers: CUSTOMERS, stampsRequired: STAMPS_REQUIRED });
    await liftScanCaps(db, seeded.organizationId);
    await createPointsProgram(api, db, seeded);
    rawCeiling = await startRawCeiling(db, PORT + 1, seeded.organizationId);
    console.log(`${label}: raw ceiling, ceiling and counter flow in ${ROUNDS} turns…`);
    const { all, ...measuredTurns } = await takeTurns(api.base, rawCeiling.base, database, seeded);
    const problems = await verify(label, db, seeded.organizationId, all);
    return { label, ...measuredTurns, problems };
  } finally {
    await rawCeiling?.close();
    await api.close();
  }
});

const pairRow = (label: string, scenario: string, pair: Scenario, ceiling: Scenario, load: number) => ({
  database: label,
  scenario,
  "ops/s": Math.round(pair.perSecond),
  "req/s": Math.round(pair.perSecond * 2),
  "p50 ms": ms(pair.latency.p50),
  "p99 ms": ms(pair.latency.p99),
  "% of ceiling": ((pair.perSecond / ceiling.perSecond) * 100).toFixed(0),
  "CPU ms/op": Number(pair.cpuMsPerOperation.toFixed(2)),
  "% by CPU": ((ceiling.cpuMsPerOperation / pair.cpuMsPerOperation) * 100).toFixed(0),
  failed: failures(pair),
  "load 1m": ms(load),
});

const rows = measured.flatMap(({ label, raw, ceiling, shape, counter, points, load }) => [
  {
    database: label,
    scenario: "raw ceiling: bare Fastify + zod + insert",
    "ops/s": Math.round(raw.perSecond),
    "req/s": Math.round(raw.perSecond),
    "p50 ms": ms(raw.latency.p50),
    "p99 ms": ms(raw.latency.p99),
    "% of ceiling": ((raw.perSecond / ceiling.perSecond) * 100).toFixed(0),
    "CPU ms/op": Number(raw.cpuMsPerOperation.toFixed(2)),
    "% by CPU": ((ceiling.cpuMsPerOperation / raw.cpuMsPerOperation) * 100).toFixed(0),
    failed: failures(raw),
    "load 1m": ms(load),
  },
  {
    database: label,
    scenario: "ceiling: POST /api/bench/insert",
    "ops/s": Math.round(ceiling.perSecond),
    "req/s": Math.round(ceiling.perSecond),
    "p50 ms": ms(ceiling.latency.p50),
    "p99 ms": ms(ceiling.latency.p99),
    "% of ceiling": "100",
    "CPU ms/op": Number(ceiling.cpuMsPerOperation.toFixed(2)),
    "% by CPU": "100",
    failed: failures(ceiling),
    "load 1m": ms(load),
  },
  pairRow(label, "the pair's shape: 2 requests, 8 statements, no work", shape, ceiling, load),
  pairRow(label, "counter flow: identify + stamp (pair)", counter, ceiling, load),
  pairRow(label, "points flow: identify + earn points (pair)", points, ceiling, load),
]);
const parts = measured.flatMap(({ label, counter, points }) =>
  [
    ...Object.entries(counter.parts),
    ...Object.entries(points.parts).filter(([request]) => request === "earn"),
  ].map(([request, summary]) => ({
    database: label,
    request,
    count: summary.count,
    "p50 ms": ms(summary.p50),
    "p99 ms": ms(summary.p99),
    "max ms": ms(summary.max),
  })),
);

console.log(
  `\nCounter benchmark: ${SECONDS}s per scenario in ${ROUNDS} turns after ${WARMUP_SECONDS}s warm-up each, ${CONNECTIONS} connections, ${CUSTOMERS} customers, 127.0.0.1`,
);
console.table(rows);
console.log("Inside the counter pair, each request on its own:");
console.table(parts);
console.log("Server CPU ms per operation, the API process + the database's server processes:");
for (const { label, raw, ceiling, shape, counter, points } of measured) {
  const split = (scenario: Scenario) =>
    `${scenario.apiCpuMsPerOperation.toFixed(2)} + ${(scenario.cpuMsPerOperation - scenario.apiCpuMsPerOperation).toFixed(2)}`;
  console.log(
    `  ${label}: raw insert ${split(raw)}; authenticated insert ${split(ceiling)}; the pair's shape ${split(shape)}; identify + stamp ${split(counter)}; identify + earn ${split(points)}`,
  );
}
console.log(
  `Goals: counter pair ≥ ${GOAL_SHARE_OF_CEILING * 100}% of the authenticated insert; authenticated insert ≥ ${GOAL_SHARE_OF_RAW * 100}% of the raw insert; ≤ ${GOAL_STATEMENTS_PER_PAIR} SQL statements per pair; the pair's server CPU ≤ ${GOAL_PAIR_CPU_TIMES_INSERT} × the authenticated insert's.`,
);
for (const {
  label,
  raw,
  ceiling,
  shape,
  counter,
  points,
  statementsPerShape,
  statementsPerPair,
  statementsPerPointsPair,
  problems,
} of measured) {
  const share = counter.perSecond / ceiling.perSecond;
  const pointsShare = points.perSecond / ceiling.perSecond;
  const ceilingShare = ceiling.perSecond / raw.perSecond;
  const verdict = (met: boolean) => (met ? "met" : "missed");
  console.log(
    `  ${label}: counter ${(share * 100).toFixed(0)}% of the authenticated insert → ${verdict(share >= GOAL_SHARE_OF_CEILING)}; authenticated insert ${(ceilingShare * 100).toFixed(0)}% of raw → ${verdict(ceilingShare >= GOAL_SHARE_OF_RAW)}; ${
      statementsPerPair === undefined
        ? "statements not countable on PGlite"
        : `${statementsPerPair.toFixed(2)} statements per pair → ${verdict(statementsPerPair <= GOAL_STATEMENTS_PER_PAIR)}`
    }; p99 ${ms(counter.latency.p99)} ms`,
  );
  console.log(
    `  ${label}: points pair ${(pointsShare * 100).toFixed(0)}% of the authenticated insert → ${verdict(pointsShare >= GOAL_SHARE_OF_CEILING)}; ${
      statementsPerPointsPair === undefined
        ? "statements not countable on PGlite"
        : `${statementsPerPointsPair.toFixed(2)} statements per pair`
    }; p99 ${ms(points.latency.p99)} ms`,
  );
  const cpuCeiling = GOAL_PAIR_CPU_TIMES_INSERT * ceiling.cpuMsPerOperation;
  for (const [name, pair] of [
    [`the pair's shape (${statementsPerShape?.toFixed(2) ?? "uncounted"} statements)`, shape],
    ["identify + stamp", counter],
    ["identify + earn", points],
  ] as const) {
    const times = pair.cpuMsPerOperation / ceiling.cpuMsPerOperation;
    console.log(
      `  ${label}: CPU ${name} ${pair.cpuMsPerOperation.toFixed(2)} ms/pair, ceiling ${cpuCeiling.toFixed(2)} (${GOAL_PAIR_CPU_TIMES_INSERT} × the authenticated insert's ${ceiling.cpuMsPerOperation.toFixed(2)}) → ${times.toFixed(2)} × → ${pair.cpuMsPerOperation <= cpuCeiling ? "PASS" : "FAIL"}`,
    );
  }
  for (const problem of problems) console.log(`  ${label}: CORRECTNESS: ${problem}`);
  for (const [answer, body] of Object.entries({
    ...ceiling.firstFailures,
    ...counter.firstFailures,
    ...points.firstFailures,
  })) {
    console.log(`  ${label}: first "${answer}": ${body}`);
  }
}
if (measured.some(({ problems }) => problems.length > 0)) process.exitCode = 1;
