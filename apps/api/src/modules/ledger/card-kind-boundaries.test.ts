import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { pointsAdmin } from "../points/points.test-helpers";
import { cardInstances, transactions } from "./ledger.table";

const key = () => `key-${randomUUID()}`;

/**
 * The generic stamp routes given a gift card's or a points card's ids: they must not move a
 * balance outside its kind's own route, nor make or remove cards of another kind.
 */
describe("generic card routes and the other card kinds", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  /** A shop with a program, a customer with 100 points and a 500 kr gift card. */
  async function shop() {
    const admin = await pointsAdmin(testApp);
    await admin.earnOk(100);
    const pointsCard = await admin.stored();
    if (!pointsCard) throw new Error("no points card");
    const gift = await admin.call("POST", "/loyalty-card/gift-cards", {
      name: "Gift card 500 kr",
      initialBalance: 50_000,
    });
    const issued = await admin.call("POST", `/loyalty-card/gift-cards/${gift.json().id}/issue`, {
      userId: admin.customer.id,
      idempotencyKey: key(),
    });
    expect(issued.statusCode, issued.body).toBe(201);
    return { ...admin, pointsCard, giftCard: gift.json(), issued: issued.json() };
  }

  const ledgerOf = (instanceId: string) =>
    testApp.db.select().from(transactions).where(eq(transactions.instanceId, instanceId));
  const instancesOf = (userId: string) =>
    testApp.db.select().from(cardInstances).where(eq(cardInstances.userId, userId));

  it("POST /transaction refuses a gift card's instance: its balance moves only by the gift rules", async () => {
    const { call, issued } = await shop();
    for (const delta of [25, -25]) {
      const response = await call("POST", "/transaction", {
        instanceId: issued.id,
        delta,
        source: "manual",
        idempotencyKey: key(),
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    expect((await ledgerOf(issued.id)).map((row) => row.delta)).toEqual([50_000]);
  });

  it("POST /transaction refuses a gift card definition: no code-less gift card is made", async () => {
    const { call, giftCard, customer } = await shop();
    const before = await instancesOf(customer.id);
    const response = await call("POST", "/transaction", {
      userId: customer.id,
      loyaltyCardId: giftCard.id,
      delta: 5,
      source: "manual",
      idempotencyKey: key(),
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
    expect(await instancesOf(customer.id)).toHaveLength(before.length);
  });

  it("POST /transaction refuses the points card, by instance or by card: points move by their routes", async () => {
    const { call, pointsCard, customer } = await shop();
    const bodies = [
      { instanceId: pointsCard.id, delta: 25, source: "qr", idempotencyKey: key() },
      { instanceId: pointsCard.id, delta: -25, source: "manual", idempotencyKey: key() },
      {
        userId: customer.id,
        loyaltyCardId: pointsCard.cardId,
        delta: 25,
        source: "qr",
        idempotencyKey: key(),
      },
    ];
    for (const body of bodies) {
      const response = await call("POST", "/transaction", body);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    expect((await ledgerOf(pointsCard.id)).map((row) => row.delta)).toEqual([100]);
  });

  it("DELETE /loyalty-card-instance refuses gift and points cards: their value stays", async () => {
    const { call, pointsCard, issued, customer } = await shop();
    for (const id of [issued.id, pointsCard.id]) {
      const response = await call("DELETE", `/loyalty-card-instance/${id}`);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    const live = (await instancesOf(customer.id)).filter((row) => row.deletedAt === null);
    expect(live).toHaveLength(2);
    const held = await call("GET", `/gift-card-instance?userId=${customer.id}`);
    expect(held.json()).toMatchObject([{ id: issued.id, balance: 50_000 }]);
  });

  it("POST /loyalty-card-instance refuses a gift or points card: only stamp cards are given this way", async () => {
    const { call, giftCard, pointsCard, customer } = await shop();
    for (const loyaltyCardId of [giftCard.id, pointsCard.cardId]) {
      const response = await call("POST", "/loyalty-card-instance", { userId: customer.id, loyaltyCardId });
      expect(response.statusCode, response.body).toBe(404);
    }
  });

  it("the stamp card routes answer 404 for gift and points cards", async () => {
    const { call, giftCard, pointsCard } = await shop();
    for (const id of [giftCard.id, pointsCard.cardId]) {
      const responses = [
        await call("GET", `/loyalty-card/stamp-cards/${id}`),
        await call("PATCH", `/loyalty-card/stamp-cards/${id}`, { stampsRequired: 1 }),
        await call("DELETE", `/loyalty-card/${id}`),
        await call("PATCH", `/card-template/${id}`, { primaryColor: "#000000" }),
        await call("GET", `/reward-milestone/stamp-card/${id}`),
      ];
      for (const response of responses) expect(response.statusCode, response.body).toBe(404);
    }
    // Both still live: the gift card lists, the program still earns.
    expect((await call("GET", "/loyalty-card/gift-cards")).json()).toHaveLength(1);
  });

  it("rewards of gift and points cards are not redeemed again through PATCH /reward", async () => {
    const { call, customer, key: newKey } = await shop();
    const created = await call("POST", "/points-reward", { name: "Free coffee", pointsCost: 40 });
    const redeemed = await call("POST", `/points-reward/${created.json().id}/redeem`, {
      userId: customer.id,
      idempotencyKey: newKey(),
    });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    const again = await call("PATCH", `/reward/${redeemed.json().reward.id}`, { status: "redeemed" });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe("REWARD_NOT_AVAILABLE");
  });

  it("the customer's stamp cards list and the profile stay valid while gift and points cards are held", async () => {
    const { call, customer } = await shop();
    const cookie = await loginAs(testApp, customer);
    const mine = await testApp.app.inject({
      method: "GET",
      url: "/api/loyalty-card-instance/mine",
      headers: { cookie },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual([]);
    const profile = await call("GET", `/user/${customer.id}`);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().cards).toEqual([]);
    expect(profile.json().totals).toMatchObject({ giftCards: 1, giftCardValue: 50_000, stamps: 0 });
    expect(profile.json().loyalty).toMatchObject({ balance: 100 });
  });
});
