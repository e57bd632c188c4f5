import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { signedInAdmin } from "./stamp-cards.test-helpers";

describe("customers holding a stamp card", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("counts live card instances per card in the list and on the card, not removed ones", async () => {
    const { call, createCard, customer } = await signedInAdmin(testApp);
    const coffee = await createCard({ name: "Coffee" });
    const lunch = await createCard({ name: "Lunch" });
    const empty = await createCard({ name: "Empty" });
    const [anna, ben, cleo] = await Promise.all(
      ["Anna", "Ben", "Cleo"].map((firstName) => customer({ firstName })),
    );
    if (!anna || !ben || !cleo) throw new Error("customers not created");
    const give = async (userId: string, loyaltyCardId: string) => {
      const response = await call("POST", "/loyalty-card-instance", { userId, loyaltyCardId });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as string;
    };
    await give(anna.id, coffee.id);
    await give(ben.id, coffee.id);
    // The first stamp also makes a holder.
    const stamped = await call("POST", "/transaction", {
      userId: cleo.id,
      loyaltyCardId: coffee.id,
      delta: 1,
      source: "manual",
      idempotencyKey: `first-${cleo.id}`,
    });
    expect(stamped.statusCode).toBe(201);
    const lunchOfAnna = await give(anna.id, lunch.id);
    await give(ben.id, lunch.id);
    expect((await call("DELETE", `/loyalty-card-instance/${lunchOfAnna}`)).statusCode).toBe(204);

    const list = await call("GET", "/loyalty-card/stamp-cards");
    const customers = Object.fromEntries(
      list.json().map((card: { name: string; customers: number }) => [card.name, card.customers]),
    );
    expect(customers).toEqual({ Coffee: 3, Lunch: 1, Empty: 0 });
    expect((await call("GET", `/loyalty-card/stamp-cards/${coffee.id}`)).json().customers).toBe(3);
    expect((await call("GET", `/loyalty-card/stamp-cards/${empty.id}`)).json().customers).toBe(0);
    // A change answers the card with its count too.
    const renamed = await call("PATCH", `/loyalty-card/stamp-cards/${lunch.id}`, { name: "Lunch deal" });
    expect(renamed.json()).toMatchObject({ name: "Lunch deal", customers: 1 });
  });

  it("counts only this organization's card holders", async () => {
    const owner = await signedInAdmin(testApp);
    const card = await owner.createCard();
    const customer = await owner.customer();
    await owner.call("POST", "/loyalty-card-instance", { userId: customer.id, loyaltyCardId: card.id });
    const other = await signedInAdmin(testApp);
    await other.createCard();
    const otherList = (await other.call("GET", "/loyalty-card/stamp-cards")).json();
    expect(otherList.map((entry: { customers: number }) => entry.customers)).toEqual([0]);
    const ownList = (await owner.call("GET", "/loyalty-card/stamp-cards")).json();
    expect(ownList.map((entry: { customers: number }) => entry.customers)).toEqual([1]);
  });
});
