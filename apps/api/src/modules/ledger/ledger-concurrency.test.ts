import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { pointsAdmin } from "../points/points.test-helpers";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";
import { cardInstances, transactions } from "./ledger.table";

const key = () => `key-${randomUUID()}`;
const FLOOD = 1_000;

/**
 * Many postings on one card at once: the posting path's lock serializes them, so the
 * balance is exactly what the ledger rows add up to — no lost update, nothing below zero.
 */
describe("concurrent postings on one card", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  const ledgerOf = (instanceId: string) =>
    testApp.db.select().from(transactions).where(eq(transactions.instanceId, instanceId));
  const instance = async (instanceId: string) =>
    (await testApp.db.select().from(cardInstances).where(eq(cardInstances.id, instanceId)))[0];

  it(`gives exactly ${FLOOD} points from ${FLOOD} concurrent earnings`, async () => {
    const points = await pointsAdmin(testApp);
    // The first posting gives the card; the flood then races on the card's one row.
    const first = await points.earnOk(1);
    const answers = await Promise.all(Array.from({ length: FLOOD }, () => points.earn(1)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(FLOOD);
    const stored = await instance(first.instanceId);
    expect(stored?.balance).toBe(FLOOD + 1);
    expect(stored?.pointsLots.reduce((sum, lot) => sum + lot.remaining, 0)).toBe(FLOOD + 1);
    const rows = await ledgerOf(first.instanceId);
    expect(rows).toHaveLength(FLOOD + 1);
    expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(FLOOD + 1);
  }, 180_000);

  async function issuedGiftCard(initialBalance: number) {
    const admin = await signedInAdmin(testApp);
    const definition = await admin.call("POST", "/loyalty-card/gift-cards", {
      name: "Gift card",
      initialBalance,
    });
    const customer = await admin.customer();
    const issued = await admin.call("POST", `/loyalty-card/gift-cards/${definition.json().id}/issue`, {
      userId: customer.id,
      idempotencyKey: key(),
    });
    expect(issued.statusCode).toBe(201);
    const redeem = (amount: number) =>
      admin.call("POST", `/gift-card-instance/${issued.json().id}/transaction`, {
        operation: "redeem",
        amount,
        idempotencyKey: key(),
      });
    return { id: issued.json().id as string, redeem };
  }

  it(`takes exactly what ${FLOOD} concurrent gift redemptions spend`, async () => {
    const card = await issuedGiftCard(50_000);
    const answers = await Promise.all(Array.from({ length: FLOOD }, () => card.redeem(10)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(FLOOD);
    expect((await instance(card.id))?.balance).toBe(50_000 - FLOOD * 10);
    const rows = await ledgerOf(card.id);
    expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(50_000 - FLOOD * 10);
  }, 180_000);

  it("never takes a gift card below zero under 50 concurrent redemptions", async () => {
    const card = await issuedGiftCard(50_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => card.redeem(15_000)));
    const taken = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(taken).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const answer of refused) expect(answer.json().error.code).toBe("GIFT_CARD_BALANCE_TOO_LOW");
    expect((await instance(card.id))?.balance).toBe(5_000);
    expect(await ledgerOf(card.id)).toHaveLength(4);
  }, 60_000);
});
