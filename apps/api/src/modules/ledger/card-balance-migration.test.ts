import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseBeforeMigration, databaseBefore } from "../../../test/migration-steps";

/**
 * A database at the schema of the release before (every migration up to 0028) upgrades in place:
 * the cards' balances, every ledger row and every reward are as they were, and the targeting facts
 * the balance feeds keep following it.
 */
describe("migration 0029: card_instances.stamps becomes balance", () => {
  let database: DatabaseBeforeMigration;
  beforeAll(async () => {
    database = await databaseBefore("0029_card_balance");
  }, 120_000);
  afterAll(() => database?.close());

  const one = async (query: ReturnType<typeof sql>) => (await database.run(query))[0] ?? {};
  const id = async (query: ReturnType<typeof sql>) => String((await one(query)).id);

  it("keeps every balance, ledger row and reward, and the facts follow the renamed column", async () => {
    const organization = await id(sql`insert into organizations (name) values ('Upgrade café') returning id`);
    const staff = await id(sql`insert into users (email, first_name, last_name, role)
      values (${`staff-${Date.now()}@example.test`}, 'Sara', 'Staff', 'admin') returning id`);
    const customer = await id(sql`insert into users (email, first_name, last_name, role)
      values (${`customer-${Date.now()}@example.test`}, 'Carl', 'Customer', 'user') returning id`);
    await database.run(sql`insert into organization_customers (organization_id, user_id)
      values (${organization}, ${customer})`);
    const card = (kind: string, name: string, stampsRequired: number | null) =>
      id(sql`insert into loyalty_cards (organization_id, kind, name, description, stamps_required)
        values (${organization}, ${kind}, ${name}, '', ${stampsRequired}) returning id`);
    const stampCard = await card("stamp", "Coffee", 10);
    const pointsCard = await card("points", "Points", null);
    const giftCard = await card("gift", "Gift", null);
    const instance = (cardId: string, balance: number, giftCode: string | null) =>
      id(sql`insert into card_instances (organization_id, card_id, user_id, stamps, cycle, gift_code)
        values (${organization}, ${cardId}, ${customer}, ${balance}, 2, ${giftCode}) returning id`);
    const stamps = await instance(stampCard, 7, null);
    const points = await instance(pointsCard, 1_250, null);
    const gift = await instance(giftCard, 25_000, "GIFT-0001");
    const post = (instanceId: string, kind: string, delta: number, after: number, key: string) =>
      database.run(sql`insert into transactions (organization_id, instance_id, kind, delta, balance_after, source,
          actor_user_id, idempotency_key)
        values (${organization}, ${instanceId}, ${kind}, ${delta}, ${after}, 'manual', ${staff}, ${key})`);
    await post(stamps, "stamps", 7, 7, "a");
    await post(points, "points", 1_250, 1_250, "b");
    await post(gift, "gift", 25_000, 25_000, "c");
    await database.run(sql`insert into rewards (organization_id, instance_id, name, cycle, status)
      values (${organization}, ${stamps}, 'Free coffee', 1, 'available'),
        (${organization}, ${stamps}, 'Free bun', 2, 'redeemed')`);

    const ledgerRows = sql`select to_jsonb(t) as row from transactions t order by idempotency_key`;
    const rewardRows = sql`select to_jsonb(r) as row from rewards r order by name`;
    const factsRow = sql`select stamps, card_stamps from customer_activity
      where organization_id = ${organization} and user_id = ${customer}`;
    const ledgerBefore = await database.run(ledgerRows);
    const rewardsBefore = await database.run(rewardRows);
    const factsBefore = await one(factsRow);
    expect(factsBefore.stamps).toBe(7);

    await database.migrateRest();

    const balances = await database.run(sql`select id, balance, cycle, gift_code from card_instances
      where organization_id = ${organization} order by balance`);
    expect(balances).toEqual([
      { id: stamps, balance: 7, cycle: 2, gift_code: null },
      { id: points, balance: 1_250, cycle: 2, gift_code: null },
      { id: gift, balance: 25_000, cycle: 2, gift_code: "GIFT-0001" },
    ]);
    // Every column the rows had holds what it held; later migrations may add columns (empty).
    expect(await database.run(ledgerRows)).toMatchObject(ledgerBefore);
    expect(await database.run(rewardRows)).toMatchObject(rewardsBefore);
    expect(await one(factsRow)).toEqual(factsBefore);

    // The trigger that keeps the targeting facts reads the renamed column.
    await database.run(sql`update card_instances set balance = 9 where id = ${stamps}`);
    expect(await one(factsRow)).toMatchObject({ stamps: 9 });
  });
});
