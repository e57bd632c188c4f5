/**
 * The points expiry job over 1,000,000 expired lots (200,000 cards × 5 lots): its time next to a
 * ceiling measured in the same run — the same ledger rows and card updates written by one bare
 * set-based statement pair (no lock, no rule, no events) and rolled back — and a check that every
 * balance is right afterwards and that a second run expires nothing.
 *
 *   npm run points-expiry -w @stampwise/bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_DATABASES=postgres npm run points-expiry -w @stampwise/bench
 *
 * Optional: BENCH_CARDS (200000), BENCH_LOTS_PER_CARD (5), BENCH_BATCH (500 cards per transaction).
 */
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import type { Db } from "../apps/api/src/db/client";
import { createPointsExpiry } from "../apps/api/src/modules/ledger/points-expiry.service";
import { insertLoyaltyProgramUnlessExists } from "../apps/api/src/modules/loyalty-program/loyalty-program.repository";
import { createFactories } from "../apps/api/src/seed/factories";
import { type BenchDatabase, onEachDatabase } from "./lib/bench-databases";

const CARDS = Number(process.env.BENCH_CARDS ?? 200_000);
const LOTS_PER_CARD = Number(process.env.BENCH_LOTS_PER_CARD ?? 5);
const BATCH = Number(process.env.BENCH_BATCH ?? 500);

const scalar = async (db: Db, query: ReturnType<typeof sql>) =>
  Number(Object.values(((await db.execute(query)) as { rows: Record<string, unknown>[] }).rows[0] ?? {})[0]);

/** Customers holding the program card with LOTS_PER_CARD lots each, all expired a day ago, partly spent. */
async function seed(db: Db) {
  const owner = await createFactories(db).user({ role: "admin" });
  const organization = await createFactories(db).organization({ owner });
  const program = await db.transaction(async (tx) =>
    insertLoyaltyProgramUnlessExists(tx, organization.id, {
      name: "Bench points",
      pointsName: "point",
      pointsExpiresMonths: 12,
      pointValueKronor: null,
      descriptionTitle: "Bench",
      descriptionContent: "Bench",
      active: true,
      pointsPerKrona: 1,
      pointsPerVisit: 0,
    }),
  );
  if (!program) throw new Error("no program");
  await db.execute(sql`
    insert into users (email, first_name, last_name, role)
    select 'expiry.' || i || '@example.test', 'Bench', 'Customer', 'user' from generate_series(1, ${CARDS}::int) i`);
  await db.execute(sql`
    insert into card_instances (organization_id, card_id, user_id, balance, points_lots, points_next_expiry_at)
    select ${organization.id}::uuid, ${program.pointsCardId}::uuid, u.id, lots.balance, lots.lots, lots.first
    from users u
    cross join lateral (
      select sum(l.remaining)::int as balance,
        jsonb_agg(jsonb_build_object('id', gen_random_uuid(), 'earnedAt', l.expires - 31536000000,
          'expiresAt', l.expires, 'amount', l.amount, 'remaining', l.remaining)) as lots,
        to_timestamp(min(l.expires) / 1000.0) as first
      from (select k, 10 + k as amount, (10 + k) - (k % 3) as remaining,
              (extract(epoch from now() - interval '1 day') * 1000)::bigint - k * 60000 as expires
            from generate_series(1, ${LOTS_PER_CARD}::int) k where u.id is not null) l
    ) lots
    where u.email like 'expiry.%@example.test'`);
  await db.execute(sql`analyze`);
  return organization.id;
}

/** The same writes with nothing around them: one insert of every ledger row, one update of every card. */
async function ceilingSeconds(db: Db, organizationId: string): Promise<number> {
  const started = performance.now();
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`
        insert into transactions (organization_id, instance_id, kind, delta, balance_after, source, actor_user_id, idempotency_key)
        select ci.organization_id, ci.id, 'points', -(l->>'remaining')::int, 0, 'expiry', ci.user_id,
          'ceiling:' || (l->>'id')
        from card_instances ci cross join jsonb_array_elements(ci.points_lots) l
        where ci.organization_id = ${organizationId} and (l->>'remaining')::int > 0`);
      await tx.execute(sql`
        update card_instances set balance = 0, points_lots = '[]'::jsonb, points_next_expiry_at = null
        where organization_id = ${organizationId}`);
      throw new RollbackCeiling();
    })
    .catch((error) => {
      if (!(error instanceof RollbackCeiling)) throw error;
    });
  return (performance.now() - started) / 1000;
}
class RollbackCeiling extends Error {}

async function bench({ label, database }: BenchDatabase) {
  const { db } = database;
  const seedStarted = performance.now();
  const organizationId = await seed(db);
  const expected = await scalar(
    db,
    sql`select sum(balance) from card_instances where organization_id = ${organizationId}`,
  );
  const lots = await scalar(
    db,
    sql`select count(*) from card_instances ci cross join jsonb_array_elements(ci.points_lots) l
        where ci.organization_id = ${organizationId} and (l->>'remaining')::int > 0`,
  );
  console.log(
    `${label}: seeded ${CARDS} cards, ${lots} lots with points left in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  await db.execute(
    sql`create table bench_seeded as select id, balance as stamps from card_instances where organization_id = ${organizationId}`,
  );
  const ceiling = await ceilingSeconds(db, organizationId);
  const events = {
    encode: (userId: string, event: unknown) => ({
      channel: "bench_points",
      payload: JSON.stringify({ userId, event }),
    }),
  };
  const expiry = createPointsExpiry({ db, events, log: console });
  const started = performance.now();
  const run = await expiry.expireDue({ batchSize: BATCH });
  const seconds = (performance.now() - started) / 1000;
  const again = await expiry.expireDue({ batchSize: BATCH });

  // Right afterwards: every card at 0 with nothing left to expire, and its seeded balance plus its
  // ledger rows equal to its balance (each lot's remainder posted once).
  const wrongCards = await scalar(
    db,
    sql`select count(*) from card_instances ci join bench_seeded s on s.id = ci.id
        where ci.balance <> 0 or ci.points_next_expiry_at is not null
          or s.stamps + (select coalesce(sum(t.delta), 0) from transactions t where t.instance_id = ci.id) <> ci.balance`,
  );
  const posted = await scalar(
    db,
    sql`select coalesce(-sum(delta), 0) from transactions where organization_id = ${organizationId} and source = 'expiry'`,
  );
  const rows = await scalar(
    db,
    sql`select count(*) from transactions where organization_id = ${organizationId} and source = 'expiry'`,
  );
  return {
    database: label,
    lots,
    "job s": Number(seconds.toFixed(1)),
    "lots/s": Math.round(run.rows / seconds),
    "ceiling s": Number(ceiling.toFixed(1)),
    "job / ceiling": `${Math.round((ceiling / seconds) * 100)} %`,
    "rows written": rows,
    "points expired / seeded": `${posted} / ${expected}`,
    "cards wrong after": wrongCards,
    "second run rows": again.rows,
  };
}

const rows = await onEachDatabase("expiry", bench);
console.log(
  `\nPoints expiry, ${CARDS} cards × ${LOTS_PER_CARD} lots, ${BATCH} cards per transaction; load average ${loadavg()[0]?.toFixed(1)}`,
);
console.table(rows);
