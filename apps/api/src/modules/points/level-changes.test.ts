import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { pointsAdmin } from "./points.test-helpers";

/**
 * Points and levels: a level is read from the thresholds at the time of asking, so
 * changing or removing a level moves customers at once, and no points are lost doing it.
 */
describe("level changes move customers at once", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  async function shopWithCustomerAt(points: number) {
    const shop = await pointsAdmin(testApp);
    const bronze = await shop.createLevel("Bronze", 0);
    const silver = await shop.createLevel("Silver", 500);
    await shop.earnOk(points);
    const standing = async () => (await shop.call("GET", `/user/${shop.customer.id}`)).json().loyalty;
    return { ...shop, bronze, silver, standing };
  }

  it("reaches a level at exactly its required points, and not one point before", async () => {
    const shop = await shopWithCustomerAt(499);
    expect(await shop.standing()).toMatchObject({ level: { name: "Bronze" }, pointsToNextLevel: 1 });
    await shop.earnOk(1);
    expect(await shop.standing()).toMatchObject({ level: { name: "Silver" }, nextLevel: null });
  });

  it("lowering a threshold promotes, raising it demotes, removing it moves down — balance unchanged", async () => {
    const shop = await shopWithCustomerAt(300);
    expect(await shop.standing()).toMatchObject({ balance: 300, level: { name: "Bronze" } });

    await shop.call("PATCH", `/loyalty-level/${shop.silver.id}`, { requiredPoints: 300 });
    expect(await shop.standing()).toMatchObject({ balance: 300, level: { name: "Silver" } });

    await shop.call("PATCH", `/loyalty-level/${shop.silver.id}`, { requiredPoints: 301 });
    expect(await shop.standing()).toMatchObject({
      balance: 300,
      level: { name: "Bronze" },
      nextLevel: { name: "Silver" },
      pointsToNextLevel: 1,
    });

    await shop.call("PATCH", `/loyalty-level/${shop.silver.id}`, { requiredPoints: 100 });
    expect((await shop.call("DELETE", `/loyalty-level/${shop.silver.id}`)).statusCode).toBe(204);
    expect(await shop.standing()).toMatchObject({
      balance: 300,
      qualifyingPoints: 300,
      level: { name: "Bronze" },
    });
    const customerView = (await shop.customerCall("GET", "/loyalty-card/point-cards")).json()[0];
    expect(customerView).toMatchObject({ balance: 300, level: { name: "Bronze" }, nextLevel: null });
  });
});
