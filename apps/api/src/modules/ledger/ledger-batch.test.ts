import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/prepared";
import { loyaltyCards } from "../../db/schema";
import type { Posting } from "./ledger.service";

/**
 * The ledger's batch path (an import's): the same rules and the same write as one posting at a
 * time, with the cards given and locked for the whole batch.
 */
describe("ledger.postBatch", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  async function shop() {
    const owner = await testApp.factories.user({ role: "admin" });
    const organization = await testApp.factories.organization({ owner });
    const [card] = await testApp.db
      .insert(loyaltyCards)
      .values({
        organizationId: organization.id,
        kind: "stamp",
        name: "Coffee",
        description: "Coffee",
        stampsRequired: 5,
      })
      .returning();
    if (!card) throw new Error("no card");
    const customer = async () => {
      const person = await testApp.factories.user({ role: "user" });
      await testApp.factories.joinOrganization(organization.id, person.id);
      return person.id;
    };
    const posting = (userId: string, delta: number, key = randomUUID()): Posting => ({
      organizationId: organization.id,
      actorUserId: owner.id,
      target: { userId, cardId: card.id },
      cardKind: "stamp",
      delta,
      source: "import",
      idempotencyKey: key,
    });
    const stamps = (userId: string) =>
      queryRows<{ balance: number; cycle: number; postings: number; rewards: number }>(
        testApp.db,
        sql`select ci.balance, ci.cycle,
            (select count(*)::int from transactions t where t.instance_id = ci.id) as postings,
            (select count(*)::int from rewards r where r.instance_id = ci.id) as rewards
          from card_instances ci where ci.card_id = ${card.id} and ci.user_id = ${userId}`,
      );
    return { organization, card, customer, posting, stamps };
  }

  it("gives the cards, posts each by its rule, and answers a taken key as replayed", async () => {
    const { organization, customer, posting, stamps } = await shop();
    const [first, second, stranger] = [await customer(), await customer(), randomUUID()];
    const taken = posting(second, 2);
    await testApp.ledger.post(taken);
    const outcomes = await testApp.db.transaction((tx) =>
      testApp.ledger.postBatch(tx, organization.id, [
        // A full card completes its cycle and issues its reward, as a single posting would.
        posting(first, 5),
        { ...taken, delta: 4 },
        // Nobody's card: a person who is no customer here is never given one.
        posting(stranger, 1),
        // Two postings on one card: the second goes the single way, after the others.
        posting(second, 1),
      ]),
    );
    expect(outcomes).toEqual(["posted", "replayed", "refused", "posted"]);
    expect(await stamps(first)).toEqual([{ balance: 0, cycle: 1, postings: 1, rewards: 1 }]);
    expect(await stamps(second)).toEqual([{ balance: 3, cycle: 0, postings: 2, rewards: 0 }]);
    expect(await stamps(stranger)).toEqual([]);
  });

  it("refuses what the rule refuses and leaves the batch's other postings standing", async () => {
    const { organization, card, customer, posting, stamps } = await shop();
    const [kept, refused] = [await customer(), await customer()];
    const outcomes = await testApp.db.transaction((tx) =>
      testApp.ledger.postBatch(tx, organization.id, [
        posting(kept, 2),
        posting(refused, -1),
        // The card named as another kind answers as a missing card does.
        { ...posting(refused, 1), cardKind: "points" },
      ]),
    );
    expect(outcomes).toEqual(["posted", "refused", "refused"]);
    expect(await stamps(kept)).toEqual([{ balance: 2, cycle: 0, postings: 1, rewards: 0 }]);
    expect((await stamps(refused))[0]?.postings ?? 0).toBe(0);
    // A deleted card takes nothing.
    await testApp.db.execute(sql`update loyalty_cards set deleted_at = now() where id = ${card.id}`);
    const latecomer = await customer();
    const late = await testApp.db.transaction((tx) =>
      testApp.ledger.postBatch(tx, organization.id, [posting(latecomer, 1)]),
    );
    expect(late).toEqual(["refused"]);
  });

  it("takes no scans, no settlements and no other organization's postings", async () => {
    const { organization, customer, posting } = await shop();
    const person = await customer();
    for (const wrong of [
      { ...posting(person, 1), source: "qr" as const },
      { ...posting(person, 0), operation: "settle" as const },
      { ...posting(person, 1), organizationId: randomUUID() },
    ]) {
      await expect(
        testApp.db.transaction((tx) => testApp.ledger.postBatch(tx, organization.id, [wrong])),
      ).rejects.toThrow("a batch takes");
    }
  });
});
