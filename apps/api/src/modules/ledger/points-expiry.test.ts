import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { pointsAdmin, remainingOnLots } from "../points/points.test-helpers";
import { expiryKey, FAILED_EXPIRY_RETRY_SECONDS } from "./points-expiry.service";

describe("the points expiry job", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("posts exactly the expired remainders, one ledger row per lot, and nothing on a second run", async () => {
    const shop = await pointsAdmin(testApp);
    const first = (await shop.earnOk(100)).transaction.id;
    const second = (await shop.earnOk(40)).transaction.id;
    await shop.adjust(-30); // taken from the first lot: 70 of it is left to expire
    await shop.age(13); // both lots are now past their 12 months
    const fresh = (await shop.earnOk(25)).transaction.id;

    await testApp.pointsExpiry.expireDue();
    const rows = (await shop.ledgerRows()).filter((row) => row.source === "expiry");
    expect(rows.map((row) => [row.idempotencyKey, row.delta, row.balanceAfter])).toEqual([
      [expiryKey(first), -70, 65],
      [expiryKey(second), -40, 25],
    ]);
    const stored = await shop.stored();
    expect(stored?.balance).toBe(25);
    expect(stored?.pointsLots.map((lot) => lot.id)).toEqual([fresh]);
    expect(stored?.pointsNextExpiryAt?.getTime()).toBe(stored?.pointsLots[0]?.expiresAt);

    await testApp.pointsExpiry.expireDue();
    expect((await shop.ledgerRows()).filter((row) => row.source === "expiry")).toHaveLength(2);
    expect((await shop.stored())?.balance).toBe(25);
    // The file's first requests prepare their statements: slow on a loaded machine.
  }, 60_000);

  it("runs concurrently without expiring a lot twice, and leaves cards with nothing due alone", async () => {
    const shops = await Promise.all([pointsAdmin(testApp), pointsAdmin(testApp), pointsAdmin(testApp)]);
    for (const shop of shops) {
      await shop.earnOk(10);
      await shop.earnOk(20);
      await shop.age(13);
    }
    const untouched = await pointsAdmin(testApp);
    await untouched.earnOk(7);
    await Promise.all([
      testApp.pointsExpiry.expireDue({ batchSize: 1 }),
      testApp.pointsExpiry.expireDue({ batchSize: 2 }),
    ]);
    for (const shop of shops) {
      const expired = (await shop.ledgerRows()).filter((row) => row.source === "expiry");
      expect(expired.map((row) => row.delta).sort((a, b) => a - b)).toEqual([-20, -10]);
      expect((await shop.stored())?.balance).toBe(0);
    }
    expect((await untouched.ledgerRows()).map((row) => row.source)).toEqual(["manual"]);
  });

  it("keeps the balance equal to what is left on the lots through earning, spending and expiry", async () => {
    const shop = await pointsAdmin(testApp);
    await shop.earnOk(300);
    await shop.adjust(-120);
    await shop.age(6);
    await shop.earnOk(50);
    await shop.age(7);
    await testApp.pointsExpiry.expireDue();
    const stored = await shop.stored();
    expect(stored?.balance).toBe(50);
    expect(remainingOnLots(stored?.pointsLots ?? [])).toBe(50);
    const ledgerSum = (await shop.ledgerRows()).reduce((sum, row) => sum + row.delta, 0);
    expect(ledgerSum).toBe(50);
  });

  it("tells the customer's open stream what expired", async () => {
    const shop = await pointsAdmin(testApp);
    await shop.earnOk(40);
    await shop.age(13);
    await testApp.events.whenListening();
    const received: unknown[] = [];
    const unsubscribe = testApp.events.subscribe(shop.customer.id, (event) => received.push(event));
    try {
      await testApp.pointsExpiry.expireDue();
      await expect
        .poll(() => received)
        .toContainEqual(
          expect.objectContaining({
            type: "points.updated",
            data: expect.objectContaining({ delta: -40, balance: 0, qualifyingPoints: 0, expiring: null }),
          }),
        );
    } finally {
      unsubscribe();
    }
  });

  it("one card whose expiry fails is put off and logged, and every other card in its batch still expires", async () => {
    const shops = await Promise.all([pointsAdmin(testApp), pointsAdmin(testApp), pointsAdmin(testApp)]);
    for (const shop of shops) {
      await shop.earnOk(10);
      await shop.age(13);
    }
    // A card whose lot holds more than a ledger row can (a row written past the bounds): the
    // expiry's ledger row for it cannot be stored, and its batch fails.
    const [broken, ...others] = shops;
    if (!broken) throw new Error("no shop");
    const brokenCard = await broken.stored();
    await testApp.db.execute(sql`update card_instances
      set points_lots = jsonb_set(points_lots, '{0,remaining}', '5000000000'::jsonb)
      where id = ${brokenCard?.id}`);

    const run = await testApp.pointsExpiry.expireDue({ batchSize: 500 });
    expect(run.failed).toBeGreaterThanOrEqual(1);
    for (const shop of others) {
      expect(
        (await shop.ledgerRows()).filter((row) => row.source === "expiry").map((row) => row.delta),
      ).toEqual([-10]);
      expect((await shop.stored())?.balance).toBe(0);
    }
    // Nothing written for it, and tried again in about an hour rather than at every run.
    expect((await broken.ledgerRows()).filter((row) => row.source === "expiry")).toEqual([]);
    const deferredBy = ((await broken.stored())?.pointsNextExpiryAt?.getTime() ?? 0) - Date.now();
    expect(deferredBy).toBeGreaterThan((FAILED_EXPIRY_RETRY_SECONDS - 120) * 1000);
    expect(deferredBy).toBeLessThanOrEqual(FAILED_EXPIRY_RETRY_SECONDS * 1000);
    // Three organizations and a failing batch done again card by card: slow on a loaded machine.
  }, 60_000);
});
