import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { qrCodes, transactions } from "../../db/schema";
import { signedInAdmin } from "./stamp-cards.test-helpers";

describe("lowering stamps required on a card customers hold", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  /** An 8-stamp card with a reward at 2, a 6-stamp QR code, and customers at 6, 3 and 7 of 8. */
  async function liveCard() {
    const admin = await signedInAdmin(testApp);
    const card = await admin.createCard({ name: "Coffee card", stampsRequired: 8 });
    const milestone = await admin.createMilestone(card.id, { stampsNeeded: 2, requirement: 2 });
    const qr = await admin.call("POST", "/qrcode", {
      type: "stamp",
      description: "At the till",
      stampCardId: card.id,
      stamps: 6,
    });
    const holders = [];
    for (const stamps of [6, 3, 7]) {
      const customer = await admin.customer();
      const given = await admin.call("POST", "/transaction", {
        userId: customer.id,
        loyaltyCardId: card.id,
        delta: stamps,
        source: "manual",
        idempotencyKey: randomUUID(),
      });
      holders.push({ customer, instanceId: given.json().instance.id as string });
    }
    const profileCard = async (userId: string) =>
      (await admin.call("GET", `/user/${userId}`)).json().cards[0];
    return { ...admin, card, milestone, qrCodeId: qr.json().id as string, holders, profileCard };
  }

  it("names the QR codes and the customers it affects, and changes nothing until confirmed", async () => {
    const { call, card, qrCodeId, holders, profileCard } = await liveCard();
    const response = await call("PATCH", `/loyalty-card/stamp-cards/${card.id}`, { stampsRequired: 4 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.lowering).toEqual({
      stampsRequired: 4,
      milestones: [],
      qrCodes: [{ id: qrCodeId, description: "At the till", stamps: 6 }],
      customersAtOrAbove: 2,
    });
    expect((await profileCard(holders[0]?.customer.id ?? "")).instance.stamps).toBe(6);
  });

  it("caps the QR codes and completes the card once for customers at or above the new count", async () => {
    const { call, card, qrCodeId, holders, profileCard } = await liveCard();
    const response = await call("PATCH", `/loyalty-card/stamp-cards/${card.id}`, {
      stampsRequired: 4,
      confirmLowering: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [qr] = await testApp.db.select().from(qrCodes).where(eq(qrCodes.id, qrCodeId));
    expect(qr?.stamps).toBe(4);

    const [atSix, atThree, atSeven] = await Promise.all(
      holders.map((holder) => profileCard(holder.customer.id)),
    );
    // 6 of 8 → completes 4, carries 2: 2 of 4, one full-card reward (the reward at 2 was issued before).
    expect(atSix.instance).toMatchObject({ stamps: 2, cycle: 1 });
    expect(atSix.rewards.map((reward: { name: string }) => reward.name).sort()).toEqual([
      "Coffee card",
      "Free pastry",
    ]);
    // Below the new count: untouched.
    expect(atThree.instance).toMatchObject({ stamps: 3, cycle: 0 });
    // 7 of 8 → completes once; the 3 extra carry over without filling the card a second time.
    expect(atSeven.instance).toMatchObject({ stamps: 3, cycle: 1 });

    const settled = await testApp.db
      .select()
      .from(transactions)
      .where(eq(transactions.instanceId, holders[0]?.instanceId ?? ""));
    expect(settled.map((row) => [row.source, row.delta, row.balanceAfter])).toContainEqual([
      "card-change",
      0,
      2,
    ]);
  });
});
