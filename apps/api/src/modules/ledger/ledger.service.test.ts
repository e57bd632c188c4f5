import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { cardInstances, loyaltyCards, transactions } from "../../db/schema";
import { ledgerNeighbours } from "../../ledger-neighbours";
import { createCounterRulesService } from "../counter-rules/counter-rules.service";
import { addOrganizationCustomer } from "../users/customers.repository";
import { stampRule } from "./ledger.rules";
import { createLedgerService } from "./ledger.service";
import type { LedgerRule } from "./posting.types";

/** A rule of another kind than stamps: points that may not go below zero, nothing else. */
const testPointsRule: LedgerRule = {
  transactionKind: "points",
  apply(state, delta) {
    const balance = state.instance.balance + delta;
    if (balance < 0) return { refused: { status: 400, code: "BAD_REQUEST", message: "Not enough points" } };
    return { balance, cycle: state.instance.cycle, cycleRewardedMilestones: [], rewards: [] };
  },
};

describe("the ledger's posting path with a rule of another kind", () => {
  let testApp: TestApp;
  let ledger: ReturnType<typeof createLedgerService>;
  beforeAll(async () => {
    testApp = await createTestApp();
    const { db } = testApp;
    ledger = createLedgerService({
      db,
      events: testApp.events,
      fraud: createCounterRulesService({ db }),
      neighbours: ledgerNeighbours,
      rules: { points: testPointsRule },
    });
  });
  afterAll(() => testApp?.close());

  /** A points card held by a customer, made directly: the product has no points screens yet. */
  async function pointsCard() {
    const owner = await testApp.factories.user({ role: "admin" });
    const organization = await testApp.factories.organization({ owner });
    const customer = await testApp.factories.user({ role: "user" });
    const [card] = await testApp.db
      .insert(loyaltyCards)
      .values({ organizationId: organization.id, kind: "points", name: "Bean points", description: "Points" })
      .returning();
    const [instance] = await testApp.db
      .insert(cardInstances)
      .values({ organizationId: organization.id, cardId: card?.id ?? "", userId: customer.id })
      .returning();
    await addOrganizationCustomer(testApp.db, organization.id, customer.id);
    if (!instance) throw new Error("no instance");
    const posting = (delta: number, idempotencyKey = randomUUID()) => ({
      organizationId: organization.id,
      actorUserId: owner.id,
      target: { instanceId: instance.id },
      cardKind: "points" as const,
      delta,
      source: "manual" as const,
      idempotencyKey,
    });
    const balance = async () =>
      (await testApp.db.select().from(cardInstances).where(eq(cardInstances.id, instance.id)))[0]?.balance;
    const ledgerRows = () =>
      testApp.db.select().from(transactions).where(eq(transactions.instanceId, instance.id));
    return { organization, customer, instance, posting, balance, ledgerRows };
  }

  it("writes the ledger row, the balance and the live event together", async () => {
    const { customer, instance, posting, balance, ledgerRows } = await pointsCard();
    await testApp.events.whenListening();
    const received: unknown[] = [];
    const unsubscribe = testApp.events.subscribe(customer.id, (event) => received.push(event));
    try {
      const { result, replayed } = await ledger.post(posting(120));
      expect(replayed).toBe(false);
      expect(result.transaction).toMatchObject({ kind: "points", delta: 120, balanceAfter: 120 });
      expect(await balance()).toBe(120);
      expect(await ledgerRows()).toHaveLength(1);
      await expect
        .poll(() => received)
        .toContainEqual(
          expect.objectContaining({
            type: "card.updated",
            data: expect.objectContaining({ instanceId: instance.id, stamps: 120 }),
          }),
        );
    } finally {
      unsubscribe();
    }
  });

  it("replays a taken key with the original answer and writes nothing more", async () => {
    const { posting, balance, ledgerRows } = await pointsCard();
    const key = randomUUID();
    const first = await ledger.post(posting(50, key));
    const again = await ledger.post(posting(50, key));
    expect(again.replayed).toBe(true);
    expect(again.result.transaction.id).toBe(first.result.transaction.id);
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => ledger.post(posting(50, key))));
    expect(concurrent.every((answer) => answer.replayed)).toBe(true);
    expect(await balance()).toBe(50);
    expect(await ledgerRows()).toHaveLength(1);
  });

  it("leaves nothing behind when the surrounding transaction rolls back", async () => {
    const { posting, balance, ledgerRows } = await pointsCard();
    await expect(
      testApp.db.transaction(async (tx) => {
        await ledger.post(posting(30), tx);
        throw new Error("the caller fails after the posting");
      }),
    ).rejects.toThrow("the caller fails");
    expect(await balance()).toBe(0);
    expect(await ledgerRows()).toHaveLength(0);
  });

  it("refuses what the rule refuses, and a card kind without a rule", async () => {
    const { posting, organization, balance } = await pointsCard();
    await expect(ledger.post(posting(-1))).rejects.toMatchObject({ code: "BAD_REQUEST", statusCode: 400 });
    const stampLedger = createLedgerService({
      db: testApp.db,
      events: testApp.events,
      fraud: createCounterRulesService({ db: testApp.db }),
      neighbours: ledgerNeighbours,
      rules: { stamp: stampRule },
    });
    await expect(stampLedger.post(posting(1))).rejects.toMatchObject({ statusCode: 400 });
    expect(await balance()).toBe(0);
    const rows = await testApp.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.organizationId, organization.id)));
    expect(rows).toHaveLength(0);
  });

  it("keeps 500 concurrent postings on one card exact", async () => {
    const { posting, balance, ledgerRows } = await pointsCard();
    await Promise.all(Array.from({ length: 500 }, () => ledger.post(posting(2))));
    expect(await balance()).toBe(1000);
    expect(await ledgerRows()).toHaveLength(500);
  });
});
