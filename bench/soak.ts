/**
 * A soak: the product as one process runs it (`npm start`: the API and every job) under a steady
 * load for BENCH_MINUTES (10), printing each minute as it ends: the counter flow's pairs sent,
 * answered and failed with their p50 and p99, the live events the customers' open streams got,
 * the in-app messages a continuous campaign delivered, and the process's memory (RSS and heap).
 * What it is for: a leak or a slowdown that only time shows (memory that keeps growing, latency
 * that creeps up, a stream or a job that stops).
 *
 *   npm run soak -w @stampwise/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DATABASES=postgres npm run soak -w @stampwise/bench
 *
 * The load: a client in its own process stamps BENCH_CUSTOMERS (6,000) customers in turn at
 * BENCH_PAIRS_PER_SECOND (10) identify-and-stamp pairs a second, open loop, while BENCH_STREAMS
 * (100) of them, spread over the turn, hold their event stream open; every customer starts at 2 of 10 stamps, and an
 * active continuous in-app campaign welcomes each one whose third stamp comes, so messages go out
 * the whole time (one customer's turn comes every BENCH_CUSTOMERS ÷ rate seconds: 10 minutes).
 */
import { fork } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { createSession } from "../apps/api/src/modules/auth/sessions.repository";
import { SESSION_COOKIE } from "../apps/api/src/plugins/authentication";
import { benchPort, startBenchApi } from "./lib/bench-api";
import { adminCalls, regularsWelcome } from "./lib/bench-campaigns";
import { onEachDatabase } from "./lib/bench-databases";
import { ms } from "./lib/latency";
import { liftScanCaps, seedOrganization } from "./lib/seed";
import type { SoakJob, SoakMessage, SoakMinute } from "./lib/soak-client";

const MINUTES = Number(process.env.BENCH_MINUTES ?? 10);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 6_000);
const PAIRS_PER_SECOND = Number(process.env.BENCH_PAIRS_PER_SECOND ?? 10);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 100);
const PORT = benchPort("BENCH_PORT", 3407);
const clientEntry = fileURLToPath(new URL("./lib/soak-client.ts", import.meta.url));
const MB = 1024 * 1024;

interface MinuteRow extends SoakMinute {
  delivered: number;
  rssMb: number;
  heapMb: number;
  streamsOpen: number;
  load: number;
}

const results = await onEachDatabase("soak", async ({ label, database }) => {
  const { db } = database;
  const api = await startBenchApi(database, PORT, undefined, {
    EVENTS_STREAMS_PER_IP: String(STREAMS + 10),
  });
  try {
    console.log(`${label}: seeding ${CUSTOMERS} customers…`);
    const seeded = await seedOrganization(api, db, { customers: CUSTOMERS, stampsRequired: 10 });
    await liftScanCaps(db, seeded.organizationId);
    await db.execute(sql`update card_instances set balance = 2 where card_id = ${seeded.cardId}`);
    const post = adminCalls(api.base, seeded.adminHeaders);
    const campaign = await regularsWelcome(post, db, seeded.cardId);
    await api.built.jobs.start();
    await api.built.communications.engine.start();

    const sessions = { secret: api.config.SESSION_SECRET, ttlDays: 30 };
    // Spread over the customers stamped in turn, so some of the streams hear a stamp every minute.
    const every = Math.max(1, Math.floor(CUSTOMERS / STREAMS));
    const streamers = await Promise.all(
      seeded.customers
        .filter((_, index) => index % every === 0)
        .slice(0, STREAMS)
        .map(async ({ id }) => {
          const { token } = await createSession(db, sessions, id, "stampwise-soak");
          return { id, cookie: `${SESSION_COOKIE}=${token}` };
        }),
    );
    const job: SoakJob = {
      base: api.base,
      adminHeaders: seeded.adminHeaders,
      cardId: seeded.cardId,
      customers: seeded.customers,
      streamers,
      pairsPerSecond: PAIRS_PER_SECOND,
      minutes: MINUTES,
    };

    const rows: MinuteRow[] = [];
    let deliveredBefore = 0;
    const delivered = async () => {
      const { rows: counted } = await database.executeSql(
        "select count(*)::int as sent from user_communications where communication_id = $1 and status = 'sent'",
        [campaign.id],
      );
      return Number(counted[0]?.sent ?? 0);
    };
    console.log(
      `${label}: ${MINUTES} min at ${PAIRS_PER_SECOND} pairs/s, ${STREAMS} streams open, a continuous campaign…`,
    );
    await new Promise<void>((resolve, reject) => {
      const child = fork(clientEntry, [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
      child.on("message", async (message: SoakMessage) => {
        if (message.type !== "minute") return;
        const sent = await delivered();
        const memory = process.memoryUsage();
        const row: MinuteRow = {
          ...message.minute,
          delivered: sent - deliveredBefore,
          rssMb: Math.round(memory.rss / MB),
          heapMb: Math.round(memory.heapUsed / MB),
          streamsOpen: api.built.events.listenerCount(),
          load: loadavg()[0] ?? 0,
        };
        deliveredBefore = sent;
        rows.push(row);
        console.log(
          `  minute ${row.minute}: ${row.ok}/${row.sent} pairs, ${row.failed} failed, p50 ${ms(row.p50)} ms, p99 ${ms(row.p99)} ms, ${row.events} events, ${row.delivered} messages, RSS ${row.rssMb} MB, heap ${row.heapMb} MB`,
        );
      });
      child.once("error", reject);
      child.once("exit", (code) =>
        code === 0 ? resolve() : reject(new Error(`soak client exited ${code}`)),
      );
      child.send(job);
    });
    return { label, rows };
  } finally {
    await api.close();
  }
});

for (const { label, rows } of results) {
  console.log(
    `\nSoak, ${label}: ${MINUTES} min, ${PAIRS_PER_SECOND} identify-and-stamp pairs/s, ${STREAMS} open streams, a continuous in-app campaign`,
  );
  console.table(
    rows.map((row) => ({
      minute: row.minute,
      "pairs ok / sent": `${row.ok} / ${row.sent}`,
      errors: row.failed,
      "p50 ms": ms(row.p50),
      "p99 ms": ms(row.p99),
      "events on streams": row.events,
      "streams open": row.streamsOpen,
      "messages delivered": row.delivered,
      "RSS MB": row.rssMb,
      "heap MB": row.heapMb,
      "load (1 min)": ms(row.load),
    })),
  );
  const first = rows[0];
  const last = rows.at(-1);
  if (first && last) {
    const failed = rows.reduce((sum, row) => sum + row.failed, 0);
    const statuses: Record<string, number> = {};
    for (const row of rows)
      for (const [status, count] of Object.entries(row.statuses))
        statuses[status] = (statuses[status] ?? 0) + count;
    console.log(
      `  errors: ${failed}${failed ? ` ${JSON.stringify(statuses)}` : ""}; RSS minute 1 → ${last.minute}: ${first.rssMb} → ${last.rssMb} MB; p99 ${ms(first.p99)} → ${ms(last.p99)} ms`,
    );
  }
}
