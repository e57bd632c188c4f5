/**
 * A big organization for the heavy-request benches: an owner signed in to the bench's API,
 * CARDS stamp cards (the first a ten-stamp Coffee card) and a points program, `customers`
 * customers each holding CARDS_HELD of the cards with 0–9 stamps, and about `ledgerRows` stamp
 * postings spread over the last 24 months, seeded set-based. The database's triggers fill each
 * customer's targeting row and the insights' roll-ups as the rows go in (decisions 022 and 023);
 * the first posting and last visit are set from the ledger as the ledger's own write would.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../apps/api/src/db/client";
import { queryRows } from "../../apps/api/src/db/prepared";
import { ownerWithCardAndProgram, postOk } from "./sequential-runs";

const CARDS = 20;
const CARDS_HELD = 3;
const DAYS = 730;

export async function seedBigOrganization(
  db: Db,
  base: string,
  options: { customers: number; ledgerRows: number; emailPrefix: string },
) {
  const { owner, organization, headers, card } = await ownerWithCardAndProgram(db, base);
  const cardIds = [String(card.id)];
  for (let index = 1; index < CARDS; index++) {
    const made = await postOk(base, "/api/loyalty-card", headers, {
      name: `Card ${index}`,
      description: "A bench card",
      stampsRequired: 10,
    });
    cardIds.push(String(made.id));
  }
  const org = organization.id;
  const prefix = options.emailPrefix;
  await db.execute(sql`insert into users (email, first_name, last_name, role, birth_date)
    select ${prefix} || n || '@example.com', 'First' || n, 'Last' || (n % 997), 'user', date '1960-01-01' + (n % 15000)
    from generate_series(1, ${options.customers}) n`);
  await db.execute(sql`insert into organization_customers (organization_id, user_id)
    select ${org}, id from users where email like ${`${prefix}%`}`);
  // Each customer holds CARDS_HELD consecutive cards, starting at one picked by their id.
  await db.execute(sql`insert into card_instances (organization_id, card_id, user_id, balance)
    select ${org}, (${`{${cardIds.join(",")}}`}::uuid[])[1 + ((hashtext(c.user_id::text) & 1023) + k) % ${CARDS}],
      c.user_id, (hashtext(c.user_id::text || k) & 1023) % 10
    from organization_customers c cross join generate_series(0, ${CARDS_HELD - 1}) k
    where c.organization_id = ${org}`);
  const perInstance = Math.max(1, Math.round(options.ledgerRows / (options.customers * CARDS_HELD)));
  await db.execute(sql`insert into transactions (organization_id, instance_id, kind, delta, balance_after,
      source, actor_user_id, idempotency_key, created_at)
    select ${org}, instance.id, 'stamps', 1, 1, (array['qr','manual','identity-scan','card-change'])[1 + k % 4],
      ${owner.id}, instance.id::text || '-' || k,
      now() - make_interval(mins => (hashtext(instance.id::text || k) & 2147483647) % (${DAYS} * 1440))
    from card_instances instance cross join generate_series(1, ${perInstance}) k
    where instance.organization_id = ${org}`);
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
  return { owner, organization, headers, cardIds, ledgerRows: rows };
}
