import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { userCommunications } from "../communications.table";
import { communicationsAdmin, completeCommunication } from "../communications.test-helpers";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  // As a worker does: postings heard on the live-event channel re-evaluate their customers.
  await testApp.communications.engine.start();
});
afterAll(async () => {
  await testApp.close();
});

const deliveriesOf = (communicationId: string) =>
  testApp.db.select().from(userCommunications).where(eq(userCommunications.communicationId, communicationId));

async function until(condition: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 25));
}

/** An active continuous in-app message for customers holding the Coffee card with at least 3 stamps. */
async function continuousCampaign() {
  const admin = await communicationsAdmin(testApp);
  const coffee = await admin.createCard({ name: "Coffee card" });
  const group = await admin.targetGroup({
    groups: [{ match: "all", conditions: [{ kind: "stampCard", cardIds: [coffee.id], minStamps: 3 }] }],
  });
  const communication = await admin.createCommunication(
    completeCommunication(group, { deliveryType: "continuous", media: ["in_app"] }),
  );
  const stamp = (userId: string, delta = 1) =>
    admin.call("POST", "/transaction", {
      userId,
      loyaltyCardId: coffee.id,
      delta,
      source: "manual",
      idempotencyKey: `key-${randomUUID()}`,
    });
  return { admin, communication, stamp };
}

describe("continuous delivery", () => {
  it("reaches a customer once, when a stamp makes them match, and not before", async () => {
    const { admin, communication, stamp } = await continuousCampaign();
    const customer = await admin.customer();
    await admin.scheduleAndActivate(communication.id);
    expect(await deliveriesOf(communication.id)).toEqual([]);

    expect((await stamp(customer.id, 2)).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await deliveriesOf(communication.id)).toEqual([]);

    expect((await stamp(customer.id)).statusCode).toBe(201);
    await until(async () => (await deliveriesOf(communication.id)).length > 0);
    expect((await deliveriesOf(communication.id)).map((row) => [row.userId, row.medium])).toEqual([
      [customer.id, "in_app"],
    ]);
    await testApp.communications.deliverer.deliverDue();

    // More stamps later: still the one message.
    await stamp(customer.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await deliveriesOf(communication.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("sent");
  });

  it("delivers once when two postings race to make the same customer match", async () => {
    const { admin, communication, stamp } = await continuousCampaign();
    const customer = await admin.customer();
    await stamp(customer.id, 2);
    await admin.scheduleAndActivate(communication.id);
    const [first, second] = await Promise.all([stamp(customer.id), stamp(customer.id)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([201, 201]);
    // And the matching itself racing (two workers, a sweep): still one delivery.
    await Promise.all([
      testApp.communications.engine.matchCustomers(admin.organizationId, [customer.id]),
      testApp.communications.engine.matchCustomers(admin.organizationId, [customer.id]),
      testApp.communications.engine.sweep(),
    ]);
    await until(async () => (await deliveriesOf(communication.id)).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await deliveriesOf(communication.id)).toHaveLength(1);
  });

  it("adds no one while paused; the sweep brings in who came to match meanwhile once reactivated", async () => {
    const { admin, communication, stamp } = await continuousCampaign();
    const customer = await admin.customer();
    await admin.scheduleAndActivate(communication.id);
    await admin.call("PATCH", `/communication/${communication.id}`, { status: "inactive" });
    await stamp(customer.id, 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await deliveriesOf(communication.id)).toEqual([]);
    await admin.call("PATCH", `/communication/${communication.id}`, { status: "active" });
    expect((await testApp.communications.engine.sweep()).added).toBeGreaterThanOrEqual(1);
    expect((await deliveriesOf(communication.id)).map((row) => row.userId)).toEqual([customer.id]);
  });

  it("takes the customers who match already when it becomes active", async () => {
    const { admin, communication, stamp } = await continuousCampaign();
    const ready = await admin.customer();
    const notYet = await admin.customer();
    await stamp(ready.id, 4);
    await stamp(notYet.id, 1);
    const activation = await admin.scheduleAndActivate(communication.id);
    expect(activation).toEqual({ activated: 1, recipients: 1, failed: 0 });
    expect((await deliveriesOf(communication.id)).map((row) => row.userId)).toEqual([ready.id]);
  });
});
