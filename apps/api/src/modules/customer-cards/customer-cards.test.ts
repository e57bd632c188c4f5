import type { CustomerCard } from "@stampwise/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";

describe("GET /loyalty-card-instance/mine", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  async function customer() {
    const user = await testApp.factories.user({ role: "user" });
    const cookie = await loginAs(testApp, user);
    const mine = () =>
      testApp.app.inject({ method: "GET", url: "/api/loyalty-card-instance/mine", headers: { cookie } });
    const myCards = async (): Promise<CustomerCard[]> => {
      const response = await mine();
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    return { user, mine, myCards };
  }

  let keys = 0;
  /** The admin stamps a customer's card (creating the instance on the first stamp). */
  async function stamp(
    admin: Awaited<ReturnType<typeof signedInAdmin>>,
    userId: string,
    loyaltyCardId: string,
    delta: number,
  ) {
    keys += 1;
    // Staff stamp customers only: the person joined first, by their own act.
    await testApp.factories.joinOrganization(admin.organization.id, userId);
    const response = await admin.call("POST", "/transaction", {
      userId,
      loyaltyCardId,
      delta,
      source: "manual",
      idempotencyKey: `customer-cards-${userId}-${keys}`,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  it("answers 401 without a session", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/loyalty-card-instance/mine" });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("UNAUTHENTICATED");
  });

  it("answers an empty list to a customer without cards", async () => {
    const { myCards } = await customer();
    expect(await myCards()).toEqual([]);
  });

  it("refuses an admin account with 403: admins hold no cards", async () => {
    const admin = await signedInAdmin(testApp);
    const response = await admin.call("GET", "/loyalty-card-instance/mine");
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("FORBIDDEN");
  });

  it("lists the customer's cards of every organization with the card, template, milestones and rewards", async () => {
    const { user, myCards } = await customer();
    const cafe = await signedInAdmin(testApp);
    const coffee = await cafe.createCard({ name: "Coffee card", stampsRequired: 4 });
    const milestone = await cafe.createMilestone(coffee.id, {
      rewardName: "Free cookie",
      stampsNeeded: 2,
      requirement: 2,
    });
    await cafe.call("PATCH", `/card-template/${coffee.id}`, { primaryColor: "#112233", icon: "coffee" });
    const bakery = await signedInAdmin(testApp);
    const bread = await bakery.createCard({ name: "Bread card", stampsRequired: 10 });

    await stamp(cafe, user.id, coffee.id, 5); // a full card (final reward) and one into the next cycle
    await stamp(cafe, user.id, coffee.id, 1); // the milestone at 2 in the new cycle
    await stamp(bakery, user.id, bread.id, 3);

    const cards = await myCards();
    expect(cards.map((card) => card.card.name)).toEqual(["Bread card", "Coffee card"]);
    const [breadCard, coffeeCard] = cards;
    expect(breadCard).toMatchObject({
      organizationName: bakery.organization.name,
      stamps: 3,
      cycle: 0,
      milestones: [],
      availableRewards: [],
      availableRewardCount: 0,
    });
    expect(coffeeCard).toMatchObject({
      organizationName: cafe.organization.name,
      card: { id: coffee.id, name: "Coffee card", description: coffee.description, stampsRequired: 4 },
      stamps: 2,
      cycle: 1,
      template: { stampCardId: coffee.id, primaryColor: "#112233", icon: "coffee" },
      milestones: [{ id: milestone.id, rewardName: "Free cookie", stampsNeeded: 2 }],
      availableRewardCount: 3,
    });
    // The final reward of the first cycle, then the milestone of each cycle it was reached in.
    expect(coffeeCard?.availableRewards.map((reward) => reward.name).sort()).toEqual([
      "Coffee card",
      "Free cookie",
      "Free cookie",
    ]);
  });

  it("puts the card stamped last first", async () => {
    const { user, myCards } = await customer();
    const admin = await signedInAdmin(testApp);
    const first = await admin.createCard({ name: "First card" });
    const second = await admin.createCard({ name: "Second card" });
    await stamp(admin, user.id, first.id, 1);
    await stamp(admin, user.id, second.id, 1);
    expect((await myCards()).map((card) => card.card.name)).toEqual(["Second card", "First card"]);
    await stamp(admin, user.id, first.id, 1);
    expect((await myCards()).map((card) => card.card.name)).toEqual(["First card", "Second card"]);
  });

  it("counts only rewards still available, not those redeemed at the counter", async () => {
    const { user, myCards } = await customer();
    const admin = await signedInAdmin(testApp);
    const card = await admin.createCard({ stampsRequired: 2 });
    const result = await stamp(admin, user.id, card.id, 4);
    const [firstReward] = result.rewardsIssued;
    const redeemed = await admin.call("PATCH", `/reward/${firstReward.id}`, { status: "redeemed" });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const [mine] = await myCards();
    expect(mine?.availableRewardCount).toBe(1);
    expect(mine?.availableRewards.map((reward) => reward.id)).not.toContain(firstReward.id);
  });

  it("never shows another customer's cards", async () => {
    const alice = await customer();
    const bob = await customer();
    const admin = await signedInAdmin(testApp);
    const card = await admin.createCard();
    await stamp(admin, alice.user.id, card.id, 2);
    expect(await bob.myCards()).toEqual([]);
    const aliceCards = await alice.myCards();
    expect(aliceCards).toHaveLength(1);
    await stamp(admin, bob.user.id, card.id, 1);
    const bobCards = await bob.myCards();
    expect(bobCards.map((mine) => mine.instanceId)).not.toContain(aliceCards[0]?.instanceId);
    expect(bobCards[0]?.stamps).toBe(1);
  });

  it("hides a card the admin removed from the customer, and keeps a deleted card read-only, as the profile does", async () => {
    const { user, myCards } = await customer();
    const admin = await signedInAdmin(testApp);
    const removedFromCustomer = await admin.createCard({ name: "Removed instance" });
    const deletedDefinition = await admin.createCard({ name: "Deleted definition" });
    const kept = await admin.createCard({ name: "Kept" });
    const removed = await stamp(admin, user.id, removedFromCustomer.id, 1);
    await stamp(admin, user.id, deletedDefinition.id, 1);
    await stamp(admin, user.id, kept.id, 1);
    expect(await myCards()).toHaveLength(3);

    const removal = await admin.call("DELETE", `/loyalty-card-instance/${removed.instance.id}`);
    expect(removal.statusCode, removal.body).toBe(204);
    const deletion = await admin.call("DELETE", `/loyalty-card/${deletedDefinition.id}`);
    expect(deletion.statusCode, deletion.body).toBe(204);
    const mine = await myCards();
    expect(mine.map((card) => [card.card.name, card.retired])).toEqual([
      ["Kept", false],
      ["Deleted definition", true],
    ]);
    // The admin's view of the profile reads the same model: the same cards, in the same order.
    const profile = (await admin.call("GET", `/user/${user.id}`)).json();
    expect(
      profile.cards.map((card: { instance: { id: string }; retired: boolean }) => [
        card.instance.id,
        card.retired,
      ]),
    ).toEqual(mine.map((card) => [card.instanceId, card.retired]));
    // A retired card takes no more stamps.
    const late = await admin.call("POST", "/transaction", {
      instanceId: mine[1]?.instanceId,
      delta: 1,
      source: "manual",
      idempotencyKey: `late-${user.id}`,
    });
    expect(late.statusCode).toBe(404);
  });

  it("shows a card the admin added before any stamp, with no stamps", async () => {
    const { user, myCards } = await customer();
    const admin = await signedInAdmin(testApp);
    const card = await admin.createCard({ name: "Added card" });
    // Staff give cards to customers only: the person joined first, by their own act.
    await testApp.factories.joinOrganization(admin.organization.id, user.id);
    const added = await admin.call("POST", "/loyalty-card-instance", {
      userId: user.id,
      loyaltyCardId: card.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    const [mine] = await myCards();
    expect(mine).toMatchObject({ instanceId: added.json().id, stamps: 0, availableRewardCount: 0 });
    expect(mine?.lastActivityAt).toBe(added.json().createdAt);
  });
});
