/**
 * Stamp to screen: how long after an admin stamps a card the customer's open app hears of it.
 *
 *   npm run stamp-event -w @stampwise/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run stamp-event -w @stampwise/bench
 *
 * Per database (PGlite; PostgreSQL too when BENCH_DATABASE_URL names a server, on a fresh
 * database dropped after the run): BENCH_STREAMS (200) customers, each signed in with their own
 * session, hold `GET /api/events` open. A client in its own process then has the admin stamp
 * their cards (`POST /api/transaction`, source manual) in turn, BENCH_STAMPS_PER_SECOND (20) for
 * BENCH_SECONDS (20) after BENCH_WARMUP_SECONDS (2) of untimed stamps, and times each stamp from
 * writing the request to the `card.updated` event arriving on that customer's stream. Every stamp
 * must bring exactly one event and one ledger row. Goal: p99 ≤ 1 s. BENCH_PORT (3402).
 */
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { createSession } from "../apps/api/src/modules/auth/sessions.repository";
import { SESSION_COOKIE } from "../apps/api/src/plugins/authentication";
import { benchPort, startBenchApi } from "./lib/bench-api";
import { onEachDatabase } from "./lib/bench-databases";
import { ms } from "./lib/latency";
import { runInChild } from "./lib/load-runner";
import { seedOrganization } from "./lib/seed";
import type { StampEventJob, StampEventResult } from "./lib/stamp-event-client";
import { checkLedger } from "./lib/verify-ledger";

const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const STAMPS_PER_SECOND = Number(process.env.BENCH_STAMPS_PER_SECOND ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const PORT = benchPort("BENCH_PORT", 3402);
const STAMPS_REQUIRED = 10;
const GOAL_P99_MS = 1000;
const clientEntry = fileURLToPath(new URL("./lib/stamp-event-client.ts", import.meta.url));

interface Measured {
  label: string;
  result: StampEventResult;
  problems: string[];
  load: number;
}

const measured = await onEachDatabase("stamp_event", async ({ label, database }): Promise<Measured> => {
  const { db } = database;
  const api = await startBenchApi(database, PORT);
  try {
    const seeded = await seedOrganization(api, db, { customers: STREAMS, stampsRequired: STAMPS_REQUIRED });
    // Each customer signed in as the login route would do it: a session row and its cookie.
    const sessions = { secret: api.config.SESSION_SECRET, ttlDays: api.config.SESSION_TTL_DAYS };
    const customers = await Promise.all(
      seeded.customers.map(async ({ id }) => {
        const { token } = await createSession(db, sessions, id, "stampwise-bench");
        return { id, cookie: `${SESSION_COOKIE}=${token}` };
      }),
    );
    console.log(`${label}: ${STREAMS} streams, ${STAMPS_PER_SECOND} stamps/s for ${SECONDS}s…`);
    const load = loadavg()[0] ?? 0;
    const job: StampEventJob = {
      base: api.base,
      adminHeaders: seeded.adminHeaders,
      cardId: seeded.cardId,
      customers,
      stampsPerSecond: STAMPS_PER_SECOND,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      keyPrefix: `bench-stamp-event-${label}`,
      drainSeconds: 10,
    };
    const result = await runInChild<StampEventResult>(clientEntry, job);
    const problems: string[] = [];
    const ledger = await checkLedger(db, seeded.organizationId, "manual", STAMPS_REQUIRED);
    if (ledger.ledgerRows !== result.stamped)
      problems.push(`ledger rows ${ledger.ledgerRows} ≠ ${result.stamped} stamps answered 201`);
    if (ledger.mismatchedCards > 0)
      problems.push(`${ledger.mismatchedCards} cards do not add up to their ledger`);
    if (result.missing > 0) problems.push(`${result.missing} stamps never reached their stream`);
    if (result.unexpected > 0) problems.push(`${result.unexpected} card.updated events no stamp explains`);
    if (result.streamsEnded > 0) problems.push(`${result.streamsEnded} streams ended during the run`);
    return { label, result, problems, load };
  } finally {
    await api.close();
  }
});

console.log(
  `\nStamp → event benchmark: ${STREAMS} open customer streams, ${STAMPS_PER_SECOND} stamps/s for ${SECONDS}s after ${WARMUP_SECONDS}s warm-up, 127.0.0.1`,
);
console.table(
  measured.map(({ label, result, load }) => ({
    database: label,
    "stamps sent": result.sent,
    "events timed": result.eventLatency.count,
    "stamps/s": Math.round(result.sent / result.sendSeconds),
    "p50 ms": ms(result.eventLatency.p50),
    "p95 ms": ms(result.eventLatency.p95),
    "p99 ms": ms(result.eventLatency.p99),
    "max ms": ms(result.eventLatency.max),
    "stamp request p99 ms": ms(result.stampRequestLatency.p99),
    failed: result.sent - result.stamped,
    "load 1m": ms(load),
  })),
);
console.log(`Goal: stamp → event p99 ≤ ${GOAL_P99_MS} ms.`);
for (const { label, result, problems } of measured) {
  const met = result.eventLatency.p99 <= GOAL_P99_MS && problems.length === 0;
  console.log(`  ${label}: p99 ${ms(result.eventLatency.p99)} ms → ${met ? "met" : "missed"}`);
  for (const problem of problems) console.log(`  ${label}: CORRECTNESS: ${problem}`);
  if (result.sent !== result.stamped) console.log(`  ${label}: answers: ${JSON.stringify(result.statuses)}`);
}
if (measured.some(({ problems }) => problems.length > 0)) process.exitCode = 1;
