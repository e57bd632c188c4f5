import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/prepared";
import { loyaltyCards } from "../../db/schema";
import { ownerSession } from "../administrators/administrators.test-helpers";
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

  it("writes for a batch exactly what one posting at a time writes: ledger rows, balances, lots, levels, rewards, activity", async () => {
    const owner = await ownerSession(testApp);
    const organizationId = owner.organization.id;
    const made = async (url: string, body: object) => {
      const answer = await owner.request("POST", url, body);
      expect(answer.statusCode, answer.body).toBe(201);
      return answer.json();
    };
    const card = await made("/api/loyalty-card", {
      name: "Coffee",
      description: "Coffee",
      stampsRequired: 4,
    });
    await made("/api/loyalty-program", {
      name: "Beans",
      pointsName: "bean",
      pointsExpiresMonths: 12,
      descriptionTitle: "Beans",
      descriptionContent: "Beans",
      pointsPerKrona: 1,
    });
    const [program] = await queryRows<{ points_card_id: string }>(
      testApp.db,
      sql`select points_card_id from loyalty_programs where organization_id = ${organizationId}`,
    );
    const pointsCardId = program?.points_card_id ?? "";
    const person = async () => {
      const someone = await testApp.factories.user({ role: "user" });
      await testApp.factories.joinOrganization(organizationId, someone.id);
      return someone.id;
    };
    const postings = (userId: string): Posting[] =>
      [
        { cardId: card.id, cardKind: "stamp" as const, delta: 4 },
        { cardId: pointsCardId, cardKind: "points" as const, delta: 1234 },
      ].map(({ cardId, cardKind, delta }) => ({
        organizationId,
        actorUserId: owner.owner.id,
        target: { userId, cardId },
        cardKind,
        delta,
        source: "import",
        idempotencyKey: `same:${userId}:${cardId}`,
      }));
    const one = await person();
    for (const posting of postings(one)) await testApp.ledger.post(posting);
    const batched = await person();
    expect(
      await testApp.db.transaction((tx) => testApp.ledger.postBatch(tx, organizationId, postings(batched))),
    ).toEqual(["posted", "posted"]);
    /** Everything the postings wrote for the person, without ids, keys and instants. */
    const written = async (userId: string) =>
      queryRows(
        testApp.db,
        sql`select lc.kind, ci.balance, ci.cycle, cardinality(ci.cycle_rewarded_milestones) as milestones,
            ci.recent_scans, jsonb_array_length(coalesce(ci.points_lots, '[]'::jsonb)) as lots,
            (select sum((lot->>'points')::int) from jsonb_array_elements(coalesce(ci.points_lots, '[]'::jsonb)) lot) as lot_points,
            ci.points_next_expiry_at is not null as expires, ci.points_qualifying,
            ci.points_qualifying_until is not null as qualifies_until,
            (select json_agg(json_build_object('kind', t.kind, 'delta', t.delta, 'after', t.balance_after,
                'source', t.source, 'actor', t.actor_user_id = ${owner.owner.id}))
              from transactions t where t.instance_id = ci.id) as ledger,
            (select json_agg(json_build_object('name', r.name, 'cycle', r.cycle, 'status', r.status))
              from rewards r where r.instance_id = ci.id) as rewards,
            (select first_posting_at is not null from customer_activity a
              where a.organization_id = ci.organization_id and a.user_id = ci.user_id) as first_posting
          from card_instances ci join loyalty_cards lc on lc.id = ci.card_id
          where ci.organization_id = ${organizationId} and ci.user_id = ${userId} order by lc.kind`,
      );
    const single = await written(one);
    expect(single).toHaveLength(2);
    expect(single.find((row) => row.kind === "stamp")).toMatchObject({ balance: 0, cycle: 1 });
    expect(await written(batched)).toEqual(single);

    // With a webhook endpoint, each posting is written by itself and records its events.
    const endpoint = await owner.request("POST", "/api/webhook-endpoint", {
      url: "http://127.0.0.1:9/hooks",
      eventTypes: ["stamps.added", "points.earned"],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const watched = await person();
    expect(
      await testApp.db.transaction((tx) => testApp.ledger.postBatch(tx, organizationId, postings(watched))),
    ).toEqual(["posted", "posted"]);
    expect(await written(watched)).toEqual(single);
    const events = await queryRows<{ event_type: string }>(
      testApp.db,
      sql`select event_type from webhook_deliveries where organization_id = ${organizationId} order by seq`,
    );
    expect(events.map((event) => event.event_type)).toEqual(["stamps.added", "points.earned"]);
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
