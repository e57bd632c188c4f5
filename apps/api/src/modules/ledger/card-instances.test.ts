import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";
import { cardInstances, rewards, transactions } from "./ledger.table";

const key = () => `key-${randomUUID()}`;

describe("card instance, transaction and reward routes", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  async function setup(cardInput: Record<string, unknown> = {}) {
    const admin = await signedInAdmin(testApp);
    const card = await admin.createCard(cardInput);
    const customer = await admin.customer();
    const created = await admin.call("POST", "/loyalty-card-instance", {
      userId: customer.id,
      loyaltyCardId: card.id,
    });
    expect(created.statusCode).toBe(201);
    return { ...admin, card, customer, instance: created.json() };
  }
  const stamp = (
    call: Awaited<ReturnType<typeof setup>>["call"],
    instanceId: string,
    delta: number,
    idempotencyKey = key(),
  ) => call("POST", "/transaction", { instanceId, delta, source: "manual", idempotencyKey });
  const ledgerCount = async (instanceId: string) =>
    (await testApp.db.select().from(transactions).where(eq(transactions.instanceId, instanceId))).length;

  it("gives a customer a card once (409 the second time) and removes it", async () => {
    const { call, card, customer, instance } = await setup();
    expect(instance).toMatchObject({ loyaltyCardId: card.id, userId: customer.id, stamps: 0 });
    const again = await call("POST", "/loyalty-card-instance", {
      userId: customer.id,
      loyaltyCardId: card.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("CARD_INSTANCE_EXISTS");
    expect((await call("DELETE", `/loyalty-card-instance/${instance.id}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/loyalty-card-instance/${instance.id}`)).statusCode).toBe(404);
    expect((await stamp(call, instance.id, 1)).statusCode).toBe(404);
  });

  it("refuses bad input with a 4xx and a code, storing nothing", async () => {
    const { call, card, instance, admin } = await setup();
    const admin2 = await testApp.factories.user({ role: "admin" });
    const cases: [unknown, number, string][] = [
      [{ userId: admin2.id, loyaltyCardId: card.id }, 404, "NOT_FOUND"],
      [{ userId: randomUUID(), loyaltyCardId: card.id }, 404, "NOT_FOUND"],
      [{ userId: admin.id, loyaltyCardId: randomUUID() }, 404, "NOT_FOUND"],
      [{ userId: "nope", loyaltyCardId: card.id }, 400, "VALIDATION_ERROR"],
    ];
    for (const [body, status, code] of cases) {
      const response = await call("POST", "/loyalty-card-instance", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error.code).toBe(code);
    }
    const transactionCases: [Record<string, unknown>, number, string][] = [
      [{ delta: 0 }, 400, "VALIDATION_ERROR"],
      [{ delta: 26 }, 400, "VALIDATION_ERROR"],
      [{ delta: -26 }, 400, "VALIDATION_ERROR"],
      [{ delta: 1.5 }, 400, "VALIDATION_ERROR"],
      [{ idempotencyKey: "short" }, 400, "VALIDATION_ERROR"],
      [{ idempotencyKey: "x".repeat(101) }, 400, "VALIDATION_ERROR"],
      [{ source: "telepathy" }, 400, "VALIDATION_ERROR"],
      [{ instanceId: undefined }, 400, "VALIDATION_ERROR"],
      [{ userId: admin.id, loyaltyCardId: card.id }, 400, "VALIDATION_ERROR"],
      [{ instanceId: randomUUID() }, 404, "NOT_FOUND"],
      [{ delta: -1 }, 400, "STAMPS_BELOW_ZERO"],
      [{ instanceId: undefined, userId: admin.id, loyaltyCardId: card.id }, 404, "NOT_FOUND"],
    ];
    for (const [override, status, code] of transactionCases) {
      const body = {
        instanceId: instance.id,
        delta: 1,
        source: "manual",
        idempotencyKey: key(),
        ...override,
      };
      const response = await call("POST", "/transaction", body);
      expect(response.statusCode, JSON.stringify(override)).toBe(status);
      expect(response.json().error.code).toBe(code);
    }
    expect(await ledgerCount(instance.id)).toBe(0);
    const stored = await testApp.db.select().from(cardInstances).where(eq(cardInstances.cardId, card.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.balance).toBe(0);
  });

  it("creates the instance on the first stamp of a customer", async () => {
    const admin = await signedInAdmin(testApp);
    // Two QR stamps back to back: the counter cool-down (fraud tests cover it) is off here.
    await admin.call("PATCH", "/organization/fraud-rules", { scanCooldownSeconds: 0 });
    const card = await admin.createCard();
    const customer = await admin.customer();
    const body = {
      userId: customer.id,
      loyaltyCardId: card.id,
      delta: 2,
      source: "qr",
      idempotencyKey: key(),
    };
    const response = await admin.call("POST", "/transaction", body);
    expect(response.statusCode).toBe(201);
    expect(response.json().instance).toMatchObject({ userId: customer.id, stamps: 2 });
    const second = await admin.call("POST", "/transaction", { ...body, delta: 1, idempotencyKey: key() });
    expect(second.json().instance).toMatchObject({ id: response.json().instance.id, stamps: 3 });
  });

  it("crosses the cycle: 9 of 10 + 3 issues the final reward and leaves 2", async () => {
    const { call, instance } = await setup({ stampsRequired: 10 });
    expect((await stamp(call, instance.id, 9)).json().instance.stamps).toBe(9);
    const response = await stamp(call, instance.id, 3);
    expect(response.statusCode).toBe(201);
    const result = response.json();
    expect(result.instance.stamps).toBe(2);
    expect(result.transaction).toMatchObject({ delta: 3, balanceAfter: 2, kind: "stamps", source: "manual" });
    expect(result.rewardsIssued).toEqual([
      expect.objectContaining({ milestoneId: null, name: "Coffee card", status: "available", cycle: 0 }),
    ]);
    const removed = await stamp(call, instance.id, -2);
    expect(removed.json()).toMatchObject({ instance: { stamps: 0 }, rewardsIssued: [] });
    expect((await stamp(call, instance.id, -1)).json().error.code).toBe("STAMPS_BELOW_ZERO");
  });

  it("issues a milestone once per cycle, and again in the next cycle", async () => {
    const { call, card, instance, createMilestone } = await setup({ stampsRequired: 10 });
    const milestone = await createMilestone(card.id, { stampsNeeded: 5, requirement: 5 });
    const first = (await stamp(call, instance.id, 5)).json();
    expect(first.rewardsIssued).toEqual([expect.objectContaining({ milestoneId: milestone.id, cycle: 0 })]);
    await stamp(call, instance.id, -2);
    expect((await stamp(call, instance.id, 3)).json().rewardsIssued).toEqual([]);
    const next = (await stamp(call, instance.id, 10)).json();
    expect(next.instance.stamps).toBe(6);
    expect(
      next.rewardsIssued.map((reward: { milestoneId: string | null; cycle: number }) => [
        reward.milestoneId,
        reward.cycle,
      ]),
    ).toEqual([
      [null, 0],
      [milestone.id, 1],
    ]);
    const list = await call("GET", `/reward?instanceId=${instance.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(3);
  });

  it("redeems an available reward once and records who and when", async () => {
    const { call, instance, admin } = await setup({ stampsRequired: 2 });
    const [reward] = (await stamp(call, instance.id, 2)).json().rewardsIssued;
    const redeemed = await call("PATCH", `/reward/${reward.id}`, { status: "redeemed" });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toMatchObject({ status: "redeemed", redeemedBy: admin.id });
    expect(redeemed.json().redeemedAt).toEqual(expect.any(String));
    const again = await call("PATCH", `/reward/${reward.id}`, { status: "redeemed" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("REWARD_NOT_AVAILABLE");
    expect((await call("PATCH", `/reward/${reward.id}`, { status: "expired" })).statusCode).toBe(400);
  });

  it("counts the same idempotency key once across 20 concurrent requests", async () => {
    const { call, instance } = await setup({ stampsRequired: 10 });
    const idempotencyKey = key();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => stamp(call, instance.id, 3, idempotencyKey)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    const ids = new Set(responses.map((response) => response.json().transaction.id));
    expect(ids.size).toBe(1);
    expect(await ledgerCount(instance.id)).toBe(1);
    const [row] = await testApp.db.select().from(cardInstances).where(eq(cardInstances.id, instance.id));
    expect(row?.balance).toBe(3);
  });

  it("loses no stamp under 1,000 concurrent +1 requests", async () => {
    const { call, instance } = await setup({ stampsRequired: 25 });
    const responses = await Promise.all(Array.from({ length: 1000 }, () => stamp(call, instance.id, 1)));
    expect(responses.filter((response) => response.statusCode !== 201)).toEqual([]);
    const [sum] = await testApp.db
      .select({
        total: sql<number>`coalesce(sum(${transactions.delta}), 0)::int`,
        rows: sql<number>`count(*)::int`,
      })
      .from(transactions)
      .where(eq(transactions.instanceId, instance.id));
    expect(sum).toEqual({ total: 1000, rows: 1000 });
    const issued = await testApp.db
      .select()
      .from(rewards)
      .where(and(eq(rewards.instanceId, instance.id)));
    expect(issued).toHaveLength(40);
    const [row] = await testApp.db.select().from(cardInstances).where(eq(cardInstances.id, instance.id));
    expect(row).toMatchObject({ balance: 0, cycle: 40 });
  }, 120_000);

  it("publishes card.updated to the customer when a stamp is given", async () => {
    const { call, instance, customer } = await setup({ stampsRequired: 10 });
    await testApp.events.whenListening();
    const received: unknown[] = [];
    const unsubscribe = testApp.events.subscribe(customer.id, (event) => received.push(event));
    try {
      await stamp(call, instance.id, 4);
      await expect
        .poll(() => received, { timeout: 5000 })
        .toContainEqual({
          type: "card.updated",
          data: {
            instanceId: instance.id,
            loyaltyCardId: instance.loyaltyCardId,
            stamps: 4,
            posting: { cycle: 0, rewardsIssuedCount: 0, rewardsIssued: [] },
          },
        });
    } finally {
      unsubscribe();
    }
  });

  it("answers 404 to another organization's ids", async () => {
    const { card, customer, instance, call } = await setup({ stampsRequired: 2 });
    const [reward] = (await stamp(call, instance.id, 2)).json().rewardsIssued;
    const other = await signedInAdmin(testApp);
    const responses = [
      await other.call("POST", "/loyalty-card-instance", { userId: customer.id, loyaltyCardId: card.id }),
      await other.call("DELETE", `/loyalty-card-instance/${instance.id}`),
      await stamp(other.call, instance.id, 1),
      await other.call("POST", "/transaction", {
        userId: customer.id,
        loyaltyCardId: card.id,
        delta: 1,
        source: "manual",
        idempotencyKey: key(),
      }),
      await other.call("GET", `/reward?instanceId=${instance.id}`),
      await other.call("PATCH", `/reward/${reward.id}`, { status: "redeemed" }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    expect(await ledgerCount(instance.id)).toBe(1);
  });
});
