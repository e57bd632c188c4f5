/**
 * Insights: `POST /api/statistics` for the last 12 months at 100,000 customers and 1,000,000
 * ledger rows (goal: p95 ≤ 150 ms on PostgreSQL).
 *
 *   npm run insights -w @stampwise/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DATABASES=postgres \
 *     npm run insights -w @stampwise/bench
 *
 * Per database: an organization with a stamp card and a points program, BENCH_CUSTOMERS (100,000)
 * customers holding the card, and BENCH_LEDGER_ROWS (1,000,000) ledger rows over the last 365 days
 * (stamps from the counter, points earned, spent and expired), one reward per ten stamps, half of
 * them handed over; seeded set-based, so the database's triggers fill the insights' day roll-ups
 * and day sets as they do for every posting (decision 023).
 * Then the requests the insights screen sends for the last 12 months (each tab asks for its own
 * section and the notifications) and all four sections at once are timed BENCH_RUNS (30) times
 * through the real route (after 3 untimed), next to a plain `SELECT count(*)` over the same ledger
 * rows as the ceiling.
 */

import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import { queryRows } from "../apps/api/src/db/prepared";
import { benchPort, startBenchApi } from "./lib/bench-api";
import { onEachDatabase } from "./lib/bench-databases";
import { ms, summarize } from "./lib/latency";
import { ownerWithCardAndProgram, postOk, timeRuns } from "./lib/sequential-runs";

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const PORT = benchPort("BENCH_PORT", 3406);
const GOAL_P95_MS = 150;

const time = (run: () => Promise<unknown>) => timeRuns(run, { runs: RUNS, warmup: WARMUP });

/** The last 12 months as the screen's default preset asks for them: this month so far and the eleven before. */
function lastTwelveMonths() {
  const to = new Date();
  const from = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - 11, 1));
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

const results = await onEachDatabase("insights", async ({ label, database }) => {
  const { db } = database;
  // The screen's limit per admin would stop the timed runs; the bench measures the figures.
  const api = await startBenchApi(database, PORT, undefined, { STATISTICS_RATE_LIMIT_PER_MINUTE: "100000" });
  try {
    const { owner, organization, headers, card } = await ownerWithCardAndProgram(db, api.base);
    console.log(`${label}: seeding ${CUSTOMERS} customers and ${LEDGER_ROWS} ledger rows…`);
    const org = organization.id;
    const [program] = await queryRows<{ pointsCardId: string }>(
      db,
      sql`select points_card_id as "pointsCardId" from loyalty_programs where organization_id = ${org}`,
    );
    if (!program) throw new Error("no loyalty program");
    await db.execute(sql`insert into users (email, first_name, last_name, role)
      select 'insights-' || n || '@example.com', 'First' || n, 'Last' || (n % 997), 'user'
      from generate_series(1, ${CUSTOMERS}) n`);
    await db.execute(sql`insert into organization_customers (organization_id, user_id, member_since)
      select ${org}, id, now() - make_interval(days => (hashtext(id::text) & 511)) from users where email like 'insights-%'`);
    await db.execute(sql`insert into card_instances (organization_id, card_id, user_id, balance)
      select ${org}, ${card.id}, user_id, (hashtext(user_id::text) & 1023) % 10
      from organization_customers where organization_id = ${org}`);
    await db.execute(sql`insert into card_instances (organization_id, card_id, user_id)
      select ${org}, ${program.pointsCardId}, user_id
      from organization_customers where organization_id = ${org} and (hashtext(user_id::text) & 1) = 0`);
    // Seven in ten rows are stamps from the counter; the rest points earned, spent and expired.
    const perInstance = Math.ceil(LEDGER_ROWS / (CUSTOMERS * 1.5));
    await db.execute(sql`insert into transactions (organization_id, instance_id, kind, delta, balance_after,
        source, actor_user_id, idempotency_key, created_at)
      select ${org}, instance.id,
        case when instance.card_id = ${card.id} then 'stamps' else 'points' end,
        case when instance.card_id = ${card.id} then 1 when k % 5 = 0 then -40 when k % 7 = 0 then -10 else 60 end,
        1,
        case when instance.card_id <> ${card.id} and k % 7 = 0 and k % 5 <> 0 then 'expiry'
          else (array['qr', 'manual', 'identity-scan'])[1 + k % 3] end,
        ${owner.id}, instance.id::text || '-' || k,
        now() - make_interval(mins => (hashtext(instance.id::text || k) & 524287))
      from card_instances instance cross join generate_series(1, ${perInstance}) k
      where instance.organization_id = ${org}`);
    await db.execute(sql`insert into rewards (organization_id, instance_id, transaction_id, name, cycle, status,
        issued_at, redeemed_at, redeemed_by)
      select t.organization_id, t.instance_id, t.id, 'Free coffee', 1,
        case when hashtext(t.id::text) & 1 = 0 then 'redeemed' else 'available' end, t.created_at,
        case when hashtext(t.id::text) & 1 = 0 then t.created_at + interval '3 days' end,
        case when hashtext(t.id::text) & 1 = 0 then ${owner.id}::uuid end
      from transactions t
      where t.organization_id = ${org} and t.kind = 'stamps' and hashtext(t.id::text) % 10 = 0`);
    await db.execute(sql`analyze`);
    const range = lastTwelveMonths();
    const [{ rows = 0 } = {}] = await queryRows<{ rows: number }>(
      db,
      sql`select count(*)::int as rows from transactions where organization_id = ${org}`,
    );

    const load = loadavg()[0] ?? 0;
    // What the screen asks: each tab its own section and the notifications (the tabs' count).
    const tabs: { name: string; sections: string[] }[] = [
      { name: "overview tab (overview, notifications)", sections: ["overview", "notifications"] },
      { name: "analytics tab (analytics, notifications)", sections: ["analytics", "notifications"] },
      { name: "reports tab (reports, notifications)", sections: ["reports", "notifications"] },
      { name: "notifications tab", sections: ["notifications"] },
      { name: "every section at once", sections: ["overview", "analytics", "reports", "notifications"] },
    ];
    let answer: Record<string, unknown> = {};
    const measured = [];
    for (const { name, sections } of tabs) {
      const latency = summarize(
        await time(async () => {
          answer = await postOk(api.base, "/api/statistics", headers, { ...range, sections });
        }),
      );
      measured.push({ name, latency });
    }
    const ceiling = summarize(
      await time(() =>
        db.execute(sql`select count(*) from transactions where organization_id = ${org}
          and created_at >= ${range.from}::date and created_at < ${range.to}::date + 1`),
      ),
    );
    const overview = (answer.overview as { current: Record<string, number> } | undefined)?.current;
    return { label, rows, load, measured, ceiling, overview };
  } finally {
    await api.close();
  }
});

console.log(`\nInsights: ${CUSTOMERS} customers, ${LEDGER_ROWS} ledger rows, ${RUNS} timed runs each`);
for (const { label, rows, load, measured, ceiling, overview } of results) {
  console.log(`\n${label} (${rows} ledger rows; load 1m ${ms(load)})`);
  console.log(
    `  every section's answer: ${overview?.activeCustomers} active customers, ${overview?.stampsGiven} stamps, ${overview?.rewardsIssued} rewards`,
  );
  const row = (name: string, latency: ReturnType<typeof summarize>) => ({
    "POST /statistics, 12 months": name,
    "p50 ms": ms(latency.p50),
    "p95 ms": ms(latency.p95),
    "max ms": ms(latency.max),
    "p95 / ceiling": (latency.p95 / ceiling.p95).toFixed(1),
  });
  console.table([
    ...measured.map(({ name, latency }) => row(name, latency)),
    row("ceiling: count(*) of the range's ledger rows", ceiling),
  ]);
  for (const { name, latency } of measured) {
    console.log(
      `  ${name}: p95 ${ms(latency.p95)} ms → ${latency.p95 <= GOAL_P95_MS ? "met" : "missed"} (goal ≤ ${GOAL_P95_MS} ms on PostgreSQL)`,
    );
  }
}
