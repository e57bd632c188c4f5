import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/prepared";
import { pointsAdmin } from "../points/points.test-helpers";
import { postManualStamps } from "../stamp-cards/stamp-cards.test-helpers";

/**
 * The customer's row that targeting reads (customer_activity, decision 022) is kept by triggers
 * whoever writes. Each test changes cards through the product's routes and then holds the row
 * against the same figures computed from scratch from the cards and the ledger.
 */
describe("the customer's targeting row follows their cards", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  type Facts = {
    lastNameKey: string;
    birthDate: string | null;
    stamps: number;
    cardStamps: Record<string, number>;
    pointsQualifying: number;
    giftSpent: number;
  };

  /** What the triggers keep, as stored. */
  async function stored(organizationId: string, userId: string): Promise<Facts | undefined> {
    const [row] = await queryRows<Facts>(
      testApp.db,
      sql`select last_name_key as "lastNameKey", birth_date::text as "birthDate", stamps,
        card_stamps as "cardStamps", points_qualifying::int as "pointsQualifying", gift_spent::int as "giftSpent"
      from customer_activity where organization_id = ${organizationId} and user_id = ${userId}`,
    );
    return row && { ...row, cardStamps: parse(row.cardStamps) };
  }

  /** The same figures from scratch: the person, their live cards and the gift ledger. */
  async function recomputed(organizationId: string, userId: string): Promise<Facts> {
    const [row] = await queryRows<Facts>(
      testApp.db,
      sql`select lower(u.last_name) as "lastNameKey", u.birth_date::text as "birthDate",
        (select coalesce(sum(ci.balance), 0)::int from card_instances ci join loyalty_cards c on c.id = ci.card_id
          where ci.organization_id = ${organizationId} and ci.user_id = u.id and ci.deleted_at is null
            and c.kind = 'stamp') as stamps,
        (select coalesce(jsonb_object_agg(ci.card_id::text, ci.balance), '{}'::jsonb) from card_instances ci
          where ci.organization_id = ${organizationId} and ci.user_id = u.id and ci.deleted_at is null
            and ci.gift_code is null) as "cardStamps",
        (select coalesce(max(ci.points_qualifying), 0)::int from card_instances ci
          join loyalty_programs p on p.points_card_id = ci.card_id
          where ci.organization_id = ${organizationId} and ci.user_id = u.id and ci.deleted_at is null
            and ci.gift_code is null) as "pointsQualifying",
        (select coalesce(sum(-t.delta), 0)::int from card_instances gift join transactions t on t.instance_id = gift.id
          where gift.organization_id = ${organizationId} and gift.user_id = u.id and gift.gift_code is not null
            and t.kind = 'gift' and t.delta < 0 and t.source <> 'adjustment') as "giftSpent"
      from users u where u.id = ${userId}`,
    );
    if (!row) throw new Error("no such person");
    return { ...row, cardStamps: parse(row.cardStamps) };
  }

  const parse = (value: unknown) =>
    (typeof value === "string" ? JSON.parse(value) : value) as Record<string, number>;

  async function setup() {
    const admin = await pointsAdmin(testApp);
    const organizationId = admin.organization.id;
    const stamp = (cardId: string, delta: number, userId = admin.customer.id) =>
      postManualStamps(admin, { userId, cardId, delta });
    const holds = async (userId = admin.customer.id) =>
      expect(await stored(organizationId, userId)).toEqual(await recomputed(organizationId, userId));
    return { ...admin, organizationId, stamp, holds };
  }

  it("stamps per card and in all, through stamping, removal and a card given again", async () => {
    const admin = await setup();
    const coffee = await admin.createCard({ name: "Coffee" });
    const tea = await admin.createCard({ name: "Tea" });
    await admin.stamp(coffee.id, 4);
    await admin.stamp(tea.id, 2);
    expect(await stored(admin.organizationId, admin.customer.id)).toMatchObject({
      stamps: 6,
      cardStamps: { [coffee.id]: 4, [tea.id]: 2 },
    });
    await admin.holds();

    const [held] = await queryRows<{ id: string }>(
      testApp.db,
      sql`select id from card_instances where card_id = ${coffee.id} and user_id = ${admin.customer.id}`,
    );
    const removed = await admin.call("DELETE", `/loyalty-card-instance/${held?.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await stored(admin.organizationId, admin.customer.id)).toMatchObject({
      stamps: 2,
      cardStamps: { [tea.id]: 2 },
    });
    await admin.holds();

    // The same card again: a new instance, counted from zero.
    await admin.stamp(coffee.id, 1);
    expect(await stored(admin.organizationId, admin.customer.id)).toMatchObject({
      stamps: 3,
      cardStamps: { [coffee.id]: 1, [tea.id]: 2 },
    });
    await admin.holds();
  });

  it("counts every stamp when postings of one customer on two cards race", async () => {
    const admin = await setup();
    const coffee = await admin.createCard({ name: "Coffee", stampsRequired: 25 });
    const tea = await admin.createCard({ name: "Tea", stampsRequired: 25 });
    await Promise.all(
      Array.from({ length: 12 }, (_, index) => admin.stamp(index % 2 === 0 ? coffee.id : tea.id, 1)),
    );
    expect(await stored(admin.organizationId, admin.customer.id)).toMatchObject({
      stamps: 12,
      cardStamps: { [coffee.id]: 6, [tea.id]: 6 },
    });
    await admin.holds();
  });

  it("a row from the first card on, with the person's last name and birth date, following changes", async () => {
    const admin = await setup();
    const coffee = await admin.createCard({ name: "Coffee" });
    const person = await testApp.factories.user({ role: "user", lastName: "Åberg" });
    await testApp.factories.joinOrganization(admin.organizationId, person.id);
    await admin.stamp(coffee.id, 1, person.id);
    expect(await stored(admin.organizationId, person.id)).toMatchObject({
      lastNameKey: "åberg",
      birthDate: null,
    });
    await testApp.db.execute(
      sql`update users set last_name = 'Berg', birth_date = '1990-02-28' where id = ${person.id}`,
    );
    expect(await stored(admin.organizationId, person.id)).toMatchObject({
      lastNameKey: "berg",
      birthDate: "1990-02-28",
    });
    await admin.holds(person.id);
  });

  it("qualifying points from the program's points card, and money spent from gift cards (corrections are not spending)", async () => {
    const admin = await setup();
    await admin.earnOk(120);
    await admin.earnOk(30);
    expect((await stored(admin.organizationId, admin.customer.id))?.pointsQualifying).toBe(150);

    const definition = await admin.call("POST", "/loyalty-card/gift-cards", {
      name: "Gift card 500 kr",
      initialBalance: 50_000,
    });
    expect(definition.statusCode).toBe(201);
    const issued = await admin.call("POST", `/loyalty-card/gift-cards/${definition.json().id}/issue`, {
      userId: admin.customer.id,
      idempotencyKey: admin.key(),
    });
    expect(issued.statusCode).toBe(201);
    const spend = (operation: string, amount: number) =>
      admin.call("POST", `/gift-card-instance/${issued.json().id}/transaction`, {
        operation,
        amount,
        idempotencyKey: admin.key(),
      });
    expect((await spend("redeem", 12_050)).statusCode).toBe(201);
    expect((await spend("adjust", 1_000)).statusCode).toBe(201);
    expect((await spend("redeem", 950)).statusCode).toBe(201);
    expect((await spend("adjust", -2_000)).statusCode).toBe(201);
    expect((await stored(admin.organizationId, admin.customer.id))?.giftSpent).toBe(13_000);
    await admin.holds();
  });
});
