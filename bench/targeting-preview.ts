/**
 * The communications editor's live count: `POST /api/target-group/preview` at 100,000 customers
 * and 1,000,000 ledger rows (p95 ≤ 100 ms on PostgreSQL).
 *
 *   npm run targeting-preview -w @stampwise/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DATABASES=postgres \
 *     npm run targeting-preview -w @stampwise/bench
 *
 * Per database: an organization with a stamp card, a points program with three levels, BENCH_CUSTOMERS
 * (100,000) customers each holding the card (0–9 stamps) and, every other one, points lots, and
 * BENCH_LEDGER_ROWS (1,000,000) ledger rows over the last 180 days, seeded set-based. The database's
 * triggers fill each customer's targeting row as the cards go in (decision 022), and the first
 * posting and last visit are set from the ledger as the ledger's write would have. Then each rule
 * set the editor might hold is previewed BENCH_RUNS (40) times through the real route (after 5
 * untimed), and a plain `SELECT count(*)` over the same customers and over the same ledger rows is
 * timed as the ceiling.
 */

import { loadavg } from "node:os";
import type { TargetRules } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import { queryRows } from "../apps/api/src/db/prepared";
import { benchPort, startBenchApi } from "./lib/bench-api";
import { onEachDatabase } from "./lib/bench-databases";
import { ms, summarize } from "./lib/latency";
import { ownerWithCardAndProgram, postOk, timeRuns } from "./lib/sequential-runs";

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const LEDGER_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 5;
const PORT = benchPort("BENCH_PORT", 3405);
const GOAL_P95_MS = 100;

const time = (run: () => Promise<unknown>) => timeRuns(run, { runs: RUNS, warmup: WARMUP });

const results = await onEachDatabase("targeting_preview", async ({ label, database }) => {
  const { db } = database;
  // The editor's limit per admin would stop the timed runs; the bench measures the count itself.
  const api = await startBenchApi(database, PORT, undefined, {
    TARGETING_PREVIEW_RATE_LIMIT_PER_MINUTE: "100000",
  });
  try {
    const { owner, organization, headers, card } = await ownerWithCardAndProgram(db, api.base);
    const levels = [];
    for (const [name, requiredPoints] of [
      ["Bronze", 0],
      ["Silver", 200],
      ["Gold", 600],
    ] as const) {
      levels.push(await postOk(api.base, "/api/loyalty-level", headers, { name, requiredPoints }));
    }
    console.log(`${label}: seeding ${CUSTOMERS} customers and ${LEDGER_ROWS} ledger rows…`);
    const org = organization.id;
    await db.execute(sql`insert into users (email, first_name, last_name, role, birth_date)
      select 'preview-' || n || '@example.com', 'First' || n, 'Last' || (n % 997), 'user',
        date '1960-01-01' + (n % 15000)
      from generate_series(1, ${CUSTOMERS}) n`);
    await db.execute(sql`insert into organization_customers (organization_id, user_id)
      select ${org}, id from users where email like 'preview-%'`);
    await db.execute(sql`insert into card_instances (organization_id, card_id, user_id, balance)
      select ${org}, ${card.id}, user_id, (hashtext(user_id::text) & 1023) % 10
      from organization_customers where organization_id = ${org}`);
    const nowMs = Date.now();
    const [program] = await queryRows<{ pointsCardId: string }>(
      db,
      sql`select points_card_id as "pointsCardId" from loyalty_programs where organization_id = ${org}`,
    );
    if (!program) throw new Error("no loyalty program");
    // The lots, and the qualifying figure the ledger stores with them (both lots count until the
    // second expires in 100 days).
    await db.execute(sql`insert into card_instances (organization_id, card_id, user_id, points_qualifying,
        points_qualifying_until, points_lots)
      select ${org}, ${program.pointsCardId}, user_id, (hashtext(user_id::text) & 1023) + 50,
        to_timestamp((${nowMs} + 86400000::bigint * 100) / 1000.0), jsonb_build_array(
        jsonb_build_object('id', gen_random_uuid(), 'earnedAt', ${nowMs} - 86400000::bigint * 30,
          'expiresAt', ${nowMs} + 86400000::bigint * 300, 'amount', (hashtext(user_id::text) & 1023), 'remaining', 10),
        jsonb_build_object('id', gen_random_uuid(), 'earnedAt', ${nowMs} - 86400000::bigint * 200,
          'expiresAt', ${nowMs} + 86400000::bigint * 100, 'amount', 50, 'remaining', 0))
      from organization_customers where organization_id = ${org} and (hashtext(user_id::text) & 1) = 0`);
    const perInstance = Math.ceil(LEDGER_ROWS / CUSTOMERS);
    await db.execute(sql`insert into transactions (organization_id, instance_id, kind, delta, balance_after,
        source, actor_user_id, idempotency_key, created_at)
      select ${org}, instance.id, 'stamps', 1, 1, (array['qr','manual','identity-scan','card-change'])[1 + k % 4],
        ${owner.id}, instance.id::text || '-' || k, now() - make_interval(mins => (hashtext(instance.id::text || k) & 262143))
      from card_instances instance cross join generate_series(1, ${perInstance}) k
      where instance.organization_id = ${org} and instance.card_id = ${card.id}`);
    await db.execute(sql`insert into customer_activity (organization_id, user_id, first_posting_at, last_visit_at)
      select t.organization_id, ci.user_id, min(t.created_at),
        max(t.created_at) filter (where t.source in ('qr', 'identity-scan', 'manual'))
      from transactions t join card_instances ci on ci.id = t.instance_id
      where t.organization_id = ${org} group by t.organization_id, ci.user_id
      on conflict (organization_id, user_id) do update
        set first_posting_at = excluded.first_posting_at, last_visit_at = excluded.last_visit_at`);
    await db.execute(sql`analyze`);
    const [{ rows = 0 } = {}] = await queryRows<{ rows: number }>(
      db,
      sql`select count(*)::int as rows from transactions where organization_id = ${org}`,
    );

    const rulesets: { name: string; rules: TargetRules }[] = [
      { name: "everyone", rules: { groups: [] } },
      {
        name: "Coffee ≥ 3 stamps and visited in 30 days",
        rules: {
          groups: [
            {
              match: "all",
              conditions: [
                { kind: "stampCard", cardIds: [String(card.id)], minStamps: 3 },
                { kind: "activity", event: "lastVisit", operator: "withinDays", days: 30 },
              ],
            },
          ],
        },
      },
      {
        name: "Silver or Gold, or not seen in 60 days",
        rules: {
          groups: [
            {
              match: "any",
              conditions: [
                { kind: "loyaltyLevel", levelIds: [String(levels[1]?.id), String(levels[2]?.id)] },
                { kind: "activity", event: "lastVisit", operator: "notWithinDays", days: 60 },
              ],
            },
          ],
        },
      },
      {
        name: "age > 30 and stamps < 5 (legacy fields)",
        rules: {
          groups: [
            {
              match: "all",
              conditions: [
                { kind: "field", field: "age", operator: "greaterThan", value: 30 },
                { kind: "field", field: "stamps", operator: "lessThan", value: 5 },
              ],
            },
          ],
        },
      },
    ];
    const load = loadavg()[0] ?? 0;
    const measured = [];
    for (const { name, rules } of rulesets) {
      let count = 0;
      const samples = await time(async () => {
        count = Number((await postOk(api.base, "/api/target-group/preview", headers, { rules })).count);
      });
      measured.push({ name, count, latency: summarize(samples) });
    }
    const customersCeiling = summarize(
      await time(() =>
        db.execute(sql`select count(*) from organization_customers where organization_id = ${org}`),
      ),
    );
    const ledgerCeiling = summarize(
      await time(() => db.execute(sql`select count(*) from transactions where organization_id = ${org}`)),
    );
    return { label, measured, customersCeiling, ledgerCeiling, rows, load };
  } finally {
    await api.close();
  }
});

console.log(
  `\nTargeting preview: ${CUSTOMERS} customers, ${LEDGER_ROWS} ledger rows, ${RUNS} timed runs each`,
);
for (const { label, measured, customersCeiling, ledgerCeiling, rows, load } of results) {
  console.log(`\n${label} (${rows} ledger rows; load 1m ${ms(load)})`);
  console.table([
    ...measured.map(({ name, count, latency }) => ({
      "rule set": name,
      matched: count,
      "p50 ms": ms(latency.p50),
      "p95 ms": ms(latency.p95),
      "max ms": ms(latency.max),
    })),
    {
      "rule set": "ceiling: count(*) of the customers",
      matched: CUSTOMERS,
      "p50 ms": ms(customersCeiling.p50),
      "p95 ms": ms(customersCeiling.p95),
      "max ms": ms(customersCeiling.max),
    },
    {
      "rule set": "ceiling: count(*) of the ledger rows",
      matched: rows,
      "p50 ms": ms(ledgerCeiling.p50),
      "p95 ms": ms(ledgerCeiling.p95),
      "max ms": ms(ledgerCeiling.max),
    },
  ]);
  for (const { name, latency } of measured) {
    console.log(
      `  ${name}: p95 ${ms(latency.p95)} ms → ${latency.p95 <= GOAL_P95_MS ? "met" : "missed"} (goal ≤ ${GOAL_P95_MS} ms on PostgreSQL)`,
    );
  }
}
