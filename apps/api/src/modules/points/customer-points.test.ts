import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { pointsAdmin } from "./points.test-helpers";

/** All a customer's history row says: no note, no actor, no source. */
const CUSTOMER_ENTRY_FIELDS = ["balanceAfter", "createdAt", "delta", "id", "kind", "rewardName"];

describe("a customer's points: their card, their level, the admin's profile", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  async function withLevels() {
    const shop = await pointsAdmin(testApp);
    const bronze = await shop.createLevel("Bronze", 0);
    const silver = await shop.createLevel("Silver", 100);
    const gold = await shop.createLevel("Gold", 300);
    return { ...shop, bronze, silver, gold };
  }

  it("shows the customer's card: program, balance, level, progress, what expires when and recent history", async () => {
    const shop = await withLevels();
    await shop.earnOk(150);
    await shop.call("POST", "/points-reward", { name: "Free coffee", pointsCost: 100 });
    await shop.adjust(-40);
    const response = await shop.customerCall("GET", "/loyalty-card/point-cards");
    expect(response.statusCode).toBe(200);
    const [card] = response.json();
    expect(card).toMatchObject({
      organizationName: shop.organization.name,
      programName: "Bean points",
      pointsName: "bean",
      programActive: true,
      balance: 110,
      qualifyingPoints: 150,
      level: { id: shop.silver.id, name: "Silver", requiredPoints: 100 },
      nextLevel: { id: shop.gold.id, name: "Gold", requiredPoints: 300 },
      progress: 0.25,
      pointsToNextLevel: 150,
      expiring: { points: 110, at: expect.any(String) },
      rewards: [{ id: expect.any(String), name: "Free coffee", pointsCost: 100 }],
    });
    expect(card.history.map((entry: { delta: number }) => entry.delta)).toEqual([-40, 150]);
    expect(card.history[0].kind).toBe("adjusted");
  });

  it("tells the customer what each row was, never the staff's reason for an adjustment", async () => {
    const shop = await withLevels();
    await shop.earnOk(150);
    const reward = (
      await shop.call("POST", "/points-reward", { name: "Free coffee", pointsCost: 100 })
    ).json();
    await shop.adjust(-20);
    const redeemed = await shop.call("POST", `/points-reward/${reward.id}/redeem`, {
      userId: shop.customer.id,
      idempotencyKey: "key-history-reward",
    });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    await shop.adjust(5, { reason: "Walk test correction" });
    const response = await shop.customerCall("GET", "/loyalty-card/point-cards");
    const [card] = response.json();
    expect(card.history).toEqual([
      expect.objectContaining({ delta: 5, kind: "adjusted", rewardName: null }),
      expect.objectContaining({ delta: -100, kind: "spent", rewardName: "Free coffee" }),
      expect.objectContaining({ delta: -20, kind: "adjusted", rewardName: null }),
      expect.objectContaining({ delta: 150, kind: "earned", rewardName: null }),
    ]);
    for (const entry of card.history) expect(Object.keys(entry).sort()).toEqual(CUSTOMER_ENTRY_FIELDS);
    expect(response.body).not.toContain("Walk test correction");
    expect(response.body).not.toContain("Correction at the counter");
  });

  it("shows staff the reason of each adjustment in the customer's profile, newest first", async () => {
    const shop = await withLevels();
    await shop.earnOk(150);
    await shop.adjust(-20);
    await shop.adjust(5, { reason: "Walk test correction" });
    const profile = (await shop.call("GET", `/user/${shop.customer.id}`)).json();
    expect(profile.loyalty.history).toEqual([
      expect.objectContaining({ delta: 5, kind: "adjusted", note: "Walk test correction" }),
      expect.objectContaining({ delta: -20, kind: "adjusted", note: "Correction at the counter" }),
      expect.objectContaining({ delta: 150, kind: "earned", note: null }),
    ]);
  });

  it("names to staff the API key a till gave points with; the customer's history does not", async () => {
    const shop = await withLevels();
    const created = await shop.call("POST", "/api-key", { name: "Till by the door", scope: "counter" });
    expect(created.statusCode, created.body).toBe(201);
    const till = await testApp.app.inject({
      method: "POST",
      url: "/api/points-transaction/earn",
      headers: { authorization: `Bearer ${created.json().key}` },
      payload: { userId: shop.customer.id, points: 40, idempotencyKey: shop.key() },
    });
    expect(till.statusCode, till.body).toBe(201);
    await shop.earnOk(10);
    const profile = (await shop.call("GET", `/user/${shop.customer.id}`)).json();
    expect(profile.loyalty.history).toEqual([
      expect.objectContaining({ delta: 10, kind: "earned", apiKeyName: null }),
      expect.objectContaining({ delta: 40, kind: "earned", apiKeyName: "Till by the door" }),
    ]);
    const own = await shop.customerCall("GET", "/loyalty-card/point-cards");
    expect(own.body).not.toContain("Till by the door");
    for (const entry of own.json()[0].history)
      expect(Object.keys(entry).sort()).toEqual(CUSTOMER_ENTRY_FIELDS);
  });

  it("judges the level by qualifying points: spending never demotes, expiry does", async () => {
    const shop = await withLevels();
    await shop.earnOk(320);
    const level = async () => (await shop.customerCall("GET", "/loyalty-card/point-cards")).json()[0];
    expect((await level()).level.name).toBe("Gold");
    await shop.adjust(-300);
    expect(await level()).toMatchObject({ balance: 20, qualifyingPoints: 320, level: { name: "Gold" } });
    await shop.age(13);
    await shop.earnOk(120);
    await testApp.pointsExpiry.expireDue();
    expect(await level()).toMatchObject({ balance: 120, qualifyingPoints: 120, level: { name: "Silver" } });
  });

  it("stores the qualifying points with every write, and until when they hold, for targeting", async () => {
    const shop = await withLevels();
    await shop.earnOk(320);
    const first = await shop.stored();
    const firstLot = first?.pointsLots[0];
    expect(first).toMatchObject({ pointsQualifying: 320 });
    expect(first?.pointsQualifyingUntil?.getTime()).toBe(firstLot?.expiresAt);
    await shop.adjust(-300);
    expect(await shop.stored()).toMatchObject({ pointsQualifying: 320 });
    await shop.age(13);
    await shop.earnOk(120);
    await testApp.pointsExpiry.expireDue();
    const after = await shop.stored();
    const live = after?.pointsLots.find((lot) => lot.amount === 120);
    expect(after).toMatchObject({ pointsQualifying: 120 });
    expect(after?.pointsQualifyingUntil?.getTime()).toBe(live?.expiresAt);
  });

  it("gives the admin's profile the points total and the loyalty level", async () => {
    const shop = await withLevels();
    await shop.earnOk(120);
    const profile = (await shop.call("GET", `/user/${shop.customer.id}`)).json();
    expect(profile.totals.points).toBe(120);
    expect(profile.totals.stampsEarned).toBe(0);
    expect(profile.loyalty).toMatchObject({
      programName: "Bean points",
      balance: 120,
      qualifyingPoints: 120,
      level: { name: "Silver" },
      nextLevel: { name: "Gold" },
    });
    const other = await pointsAdmin(testApp);
    expect((await other.call("GET", `/user/${shop.customer.id}`)).statusCode).toBe(404);
  });

  it("shows no points card before any points, and refuses an admin account with 403", async () => {
    const shop = await pointsAdmin(testApp);
    expect((await shop.customerCall("GET", "/loyalty-card/point-cards")).json()).toEqual([]);
    const cookie = await loginAs(testApp, shop.admin);
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/loyalty-card/point-cards",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("FORBIDDEN");
    const anonymous = await testApp.app.inject({ method: "GET", url: "/api/loyalty-card/point-cards" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("sends points.updated to the customer's open stream with the balance and qualifying points", async () => {
    const shop = await pointsAdmin(testApp);
    await testApp.events.whenListening();
    const received: unknown[] = [];
    const unsubscribe = testApp.events.subscribe(shop.customer.id, (event) => received.push(event));
    try {
      const { transaction, instanceId } = await shop.earnOk(35);
      await expect
        .poll(() => received)
        .toContainEqual({
          type: "points.updated",
          data: {
            instanceId,
            loyaltyCardId: expect.any(String),
            transactionId: transaction.id,
            delta: 35,
            balance: 35,
            qualifyingPoints: 35,
            expiring: { points: 35, at: expect.any(String) },
          },
        });
    } finally {
      unsubscribe();
    }
  });
});
