import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/prepared";
import { communicationsAdmin, completeCommunication } from "../communications/communications.test-helpers";
import { consentEvents, marketingConsents } from "../consent/consent.table";
import { cardInstances, transactions } from "../ledger/ledger.table";
import { pointsAdmin } from "../points/points.test-helpers";
import { customerActivity } from "../targeting/customer-activity.table";
import { organizationCustomers } from "../users/users-directory.table";

/**
 * "Leave this business": the person's cards there end and what they hold is written off through
 * the ledger, and the business no longer sees them anywhere, while every other business and every
 * sum stays as it was.
 */
describe("leaving a business", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  const key = () => `leaving-${crypto.randomUUID()}`;

  /**
   * A customer of a café (120 points, 3 stamps on a coffee card, yes to news by email, one message
   * waiting to be sent) and of a bakery (2 stamps, yes to news).
   */
  async function customerOfTwo() {
    const cafe = await pointsAdmin(testApp);
    const person = cafe.customer;
    await cafe.earnOk(120);
    const coffee = await cafe.createCard({ name: "Coffee card", stampsRequired: 5 });
    for (let stamp = 0; stamp < 3; stamp += 1) {
      const response = await cafe.call("POST", "/transaction", {
        userId: person.id,
        loyaltyCardId: coffee.id,
        delta: 1,
        source: "manual",
        idempotencyKey: key(),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const bakery = await communicationsAdmin(testApp);
    await testApp.factories.joinOrganization(bakery.organizationId, person.id);
    const bread = await bakery.createCard({ name: "Bread card", stampsRequired: 10 });
    const bakeryStamp = await bakery.call("POST", "/transaction", {
      userId: person.id,
      loyaltyCardId: bread.id,
      delta: 2,
      source: "manual",
      idempotencyKey: key(),
    });
    expect(bakeryStamp.statusCode, bakeryStamp.body).toBe(201);

    const cookie = await loginAs(testApp, person);
    const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
      testApp.app.inject({ method, url: `/api${url}`, headers: { cookie }, payload });
    for (const organizationId of [cafe.organization.id, bakery.organizationId]) {
      const yes = await call("PUT", `/user/marketing-consents/${organizationId}`, {
        channel: "email",
        granted: true,
      });
      expect(yes.statusCode, yes.body).toBe(200);
    }
    // A message of the café's on its way to them, not sent yet.
    const [instance] = await testApp.db
      .select()
      .from(cardInstances)
      .where(
        and(eq(cardInstances.organizationId, cafe.organization.id), eq(cardInstances.userId, person.id)),
      );
    await testApp.db.execute(sql`
      insert into communications (organization_id, title, delivery_type, status)
      values (${cafe.organization.id}, 'Waiting news', 'instant', 'active')`);
    await testApp.db.execute(sql`
      insert into user_communications (organization_id, communication_id, user_id, medium)
      select ${cafe.organization.id}, id, ${person.id}, 'in_app' from communications
      where organization_id = ${cafe.organization.id} and title = 'Waiting news'`);
    return { cafe, bakery, person, call, pointsInstance: instance };
  }

  const rowsOf = async (organizationId: string, userId: string) => ({
    cards: await testApp.db
      .select()
      .from(cardInstances)
      .where(and(eq(cardInstances.organizationId, organizationId), eq(cardInstances.userId, userId))),
    customer: await testApp.db
      .select()
      .from(organizationCustomers)
      .where(
        and(
          eq(organizationCustomers.organizationId, organizationId),
          eq(organizationCustomers.userId, userId),
        ),
      ),
    facts: await testApp.db
      .select()
      .from(customerActivity)
      .where(and(eq(customerActivity.organizationId, organizationId), eq(customerActivity.userId, userId))),
    consents: await testApp.db
      .select()
      .from(marketingConsents)
      .where(and(eq(marketingConsents.organizationId, organizationId), eq(marketingConsents.userId, userId))),
    pending: await queryRows(
      testApp.db,
      sql`select 1 from user_communications where organization_id = ${organizationId} and user_id = ${userId} and status = 'pending'`,
    ),
  });

  it("writes off and ends the cards there, and that business no longer finds them; the other business is untouched", async () => {
    const { cafe, bakery, person, call } = await customerOfTwo();
    const bakeryBefore = await rowsOf(bakery.organizationId, person.id);
    const cafeLedgerBefore = await testApp.db
      .select()
      .from(transactions)
      .where(eq(transactions.organizationId, cafe.organization.id));

    const left = await call("POST", `/user/leave/${cafe.organization.id}`);
    expect(left.statusCode, left.body).toBe(204);

    const cafeAfter = await rowsOf(cafe.organization.id, person.id);
    expect(cafeAfter.cards.length).toBe(2);
    expect(cafeAfter.cards.every((card) => card.deletedAt !== null)).toBe(true);
    expect(cafeAfter.cards.find((card) => card.pointsLots.length > 0 || card.balance === 0)?.balance).toBe(0);
    expect(cafeAfter.customer).toEqual([]);
    expect(cafeAfter.facts).toEqual([]);
    expect(cafeAfter.consents).toEqual([
      expect.objectContaining({ granted: false, source: "left_business" }),
    ]);
    expect(cafeAfter.pending).toEqual([]);
    const [lastEvent] = await testApp.db
      .select()
      .from(consentEvents)
      .where(and(eq(consentEvents.organizationId, cafe.organization.id), eq(consentEvents.userId, person.id)))
      .orderBy(sql`${consentEvents.createdAt} desc`)
      .limit(1);
    expect(lastEvent).toMatchObject({ granted: false, source: "left_business" });

    // The ledger keeps every row it had, and one more: the points written off, the person its actor.
    const cafeLedgerAfter = await testApp.db
      .select()
      .from(transactions)
      .where(eq(transactions.organizationId, cafe.organization.id));
    expect(cafeLedgerAfter.length).toBe(cafeLedgerBefore.length + 1);
    const writeOff = cafeLedgerAfter.find((row) => !cafeLedgerBefore.some((before) => before.id === row.id));
    expect(writeOff).toMatchObject({
      kind: "points",
      delta: -120,
      balanceAfter: 0,
      source: "adjustment",
      actorUserId: person.id,
    });

    // The café's staff: not in search, the users table, the export, or a target group's reach.
    const search = await cafe.call("GET", `/user/search?q=${encodeURIComponent(person.email)}`);
    expect(JSON.stringify(search.json())).not.toContain(person.firstName);
    const table = await cafe.call("GET", "/user?page=1&pageSize=50");
    expect(JSON.stringify(table.json())).not.toContain(person.email);
    const exported = await cafe.call("POST", "/user/export", { q: person.email });
    expect(exported.body).not.toContain(person.email);
    const profile = await cafe.call("GET", `/user/${person.id}`);
    expect(JSON.stringify(profile.json())).not.toContain(person.email);

    // The bakery: exactly as before.
    const bakeryAfter = await rowsOf(bakery.organizationId, person.id);
    expect(bakeryAfter).toEqual(bakeryBefore);

    // Their own view: the café keeps the history, and they are no longer its customer.
    const mine = (await call("GET", "/user/data")).json();
    const atCafe = mine.businesses.find(
      (business: { organizationId: string }) => business.organizationId === cafe.organization.id,
    );
    expect(atCafe.customerSince).toBeNull();
    expect(atCafe.cards.every((card: { endedAt: string | null }) => card.endedAt !== null)).toBe(true);
    expect(atCafe.historyCount).toBe(
      cafeLedgerAfter.filter(
        (row) => row.instanceId && atCafe.cards.some((card: { id: string }) => card.id === row.instanceId),
      ).length,
    );
    const myCards = (await call("GET", "/loyalty-card-instance/mine")).json();
    expect(myCards.map((card: { organizationName: string }) => card.organizationName)).toEqual([
      bakery.organization.name,
    ]);

    // Leaving again: they are not a customer there.
    const again = await call("POST", `/user/leave/${cafe.organization.id}`);
    expect(again.statusCode).toBe(404);
    // Staff can no longer stamp them.
    const stamped = await cafe.earn(5);
    expect(stamped.statusCode).toBe(404);
  });

  it("twice at once leaves once, with one write-off", async () => {
    const { cafe, person, call } = await customerOfTwo();
    const answers = await Promise.all(
      [0, 1, 2].map(() => call("POST", `/user/leave/${cafe.organization.id}`)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual(
      answers.map((answer) => answer.statusCode).includes(404) ? [204, 404, 404] : [204, 204, 204],
    );
    const writeOffs = await testApp.db
      .select()
      .from(transactions)
      .where(
        and(eq(transactions.organizationId, cafe.organization.id), eq(transactions.actorUserId, person.id)),
      );
    expect(writeOffs.filter((row) => row.source === "adjustment")).toHaveLength(1);
  });

  it("answers 404 where the person is not a customer, and refuses no session, an API key and a bad id", async () => {
    const { call } = await customerOfTwo();
    const stranger = await communicationsAdmin(testApp);
    const notHere = await call("POST", `/user/leave/${stranger.organizationId}`);
    expect(notHere.statusCode).toBe(404);
    expect((await call("POST", `/user/leave/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call("POST", "/user/leave/not-an-id")).statusCode).toBe(400);
    const bare = await testApp.app.inject({
      method: "POST",
      url: `/api/user/leave/${stranger.organizationId}`,
    });
    expect(bare.statusCode).toBe(401);
    const keyed = await testApp.app.inject({
      method: "POST",
      url: `/api/user/leave/${stranger.organizationId}`,
      headers: { authorization: "Bearer swk_live_0123456789abcdef0123456789abcdef" },
    });
    expect(keyed.statusCode).toBe(401);
    // An admin leaves nothing: admins are nobody's customers.
    const adminLeaves = await stranger.call("POST", `/user/leave/${stranger.organizationId}`);
    expect(adminLeaves.statusCode).toBe(404);
  });

  it("a campaign sent after leaving does not reach them", async () => {
    const { person, call } = await customerOfTwo();
    const shop = await communicationsAdmin(testApp);
    await testApp.factories.joinOrganization(shop.organizationId, person.id);
    const yes = await call("PUT", `/user/marketing-consents/${shop.organizationId}`, {
      channel: "email",
      granted: true,
    });
    expect(yes.statusCode).toBe(200);
    expect((await call("POST", `/user/leave/${shop.organizationId}`)).statusCode).toBe(204);

    const news = await shop.createCommunication(completeCommunication(await shop.targetGroup()));
    await shop.scheduleAndActivate(news.id);
    await testApp.communications.deliverer.deliverDue();
    const reached = await queryRows(
      testApp.db,
      sql`select 1 from user_communications where communication_id = ${news.id} and user_id = ${person.id}`,
    );
    expect(reached).toEqual([]);
    expect(await testApp.mailer.listRecent(person.email)).toEqual([]);
  });

  it("a campaign it sent before shows the business neither their name, address nor the words it sent them", async () => {
    const { person, call } = await customerOfTwo();
    const shop = await communicationsAdmin(testApp);
    await testApp.factories.joinOrganization(shop.organizationId, person.id);
    const news = await shop.createCommunication(
      completeCommunication(await shop.targetGroup(), { media: ["in_app"] }),
    );
    await shop.scheduleAndActivate(news.id);
    await testApp.communications.deliverer.deliverDue();
    const deliveries = () =>
      shop.call("GET", `/user-communication/search?communicationId=${news.id}&page=1&pageSize=20`);
    const before = (await deliveries()).json().items;
    expect(before).toEqual([expect.objectContaining({ userId: person.id, email: person.email })]);
    expect(before[0].sentContent).toContain(person.firstName);

    expect((await call("POST", `/user/leave/${shop.organizationId}`)).statusCode).toBe(204);
    const after = (await deliveries()).json().items;
    expect(after).toEqual([
      expect.objectContaining({
        userId: person.id,
        firstName: "",
        lastName: "",
        email: "",
        sentContent: null,
      }),
    ]);
    // Their own copy still holds the message as it was sent.
    const mine = (await call("GET", "/user/data")).json();
    const atShop = mine.businesses.find(
      (business: { organizationId: string }) => business.organizationId === shop.organizationId,
    );
    expect(atShop.messages[0].content).toContain(person.firstName);
  });
});
