import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { communicationsAdmin, completeCommunication } from "../communications/communications.test-helpers";
import { pointsAdmin } from "../points/points.test-helpers";
import { webhookDeliveries } from "./webhooks.table";
import { webhookOwner } from "./webhooks.test-helpers";

const RECEIVER = "http://127.0.0.1:9/hooks";
const key = () => `key-${randomUUID()}`;

/** What each change records for an endpoint that wants every event: ids and values, nothing personal. */
describe("webhook events of points and gift cards", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  const recorded = (organizationId: string, type?: string) =>
    testApp.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.organizationId, organizationId),
          type ? eq(webhookDeliveries.eventType, type) : undefined,
        ),
      )
      .orderBy(webhookDeliveries.seq);

  it("tells of points earned and spent, and of a level reached, but not of points that change no level", async () => {
    const points = await pointsAdmin(testApp);
    await points.createLevel("Silver", 100);
    const addEndpoint = await points.call("POST", "/webhook-endpoint", {
      url: RECEIVER,
      eventTypes: ["points.earned", "points.spent", "level.changed"],
    });
    expect(addEndpoint.statusCode).toBe(201);
    const earned = await points.earnOk(40);
    await points.earnOk(70);
    const spent = await points.call("POST", "/points-transaction/adjust", {
      userId: points.customer.id,
      delta: -10,
      reason: "Correction",
      idempotencyKey: key(),
    });
    expect(spent.statusCode).toBe(201);
    const rows = await recorded(points.organization.id);
    expect(rows.map((row) => row.eventType)).toEqual([
      "points.earned",
      "points.earned",
      "level.changed",
      "points.spent",
    ]);
    expect(rows[0]?.data).toMatchObject({
      customerUserId: points.customer.id,
      instanceId: earned.instance?.id ?? expect.any(String),
      delta: 40,
      balanceAfter: 40,
    });
    const [silver] = await points.storedLevels();
    expect(rows[2]?.data).toMatchObject({
      qualifyingPointsBefore: 40,
      qualifyingPointsAfter: 110,
      levelId: silver?.id,
    });
  });

  it("tells of a gift card issued and redeemed, not of an adjustment", async () => {
    const owner = await webhookOwner(testApp);
    await owner.addEndpoint({ url: RECEIVER, eventTypes: ["gift_card.issued", "gift_card.redeemed"] });
    const definition = await owner.call("POST", "/loyalty-card/gift-cards", {
      name: "Gift card",
      initialBalance: 5000,
    });
    const customer = await owner.customer();
    const issued = await owner.call("POST", `/loyalty-card/gift-cards/${definition.json().id}/issue`, {
      userId: customer.id,
      idempotencyKey: key(),
    });
    expect(issued.statusCode).toBe(201);
    const instanceId = issued.json().id;
    for (const body of [
      { operation: "redeem", amount: 1500 },
      { operation: "adjust", amount: 100 },
    ]) {
      const posted = await owner.call("POST", `/gift-card-instance/${instanceId}/transaction`, {
        ...body,
        idempotencyKey: key(),
      });
      expect(posted.statusCode, posted.body).toBe(201);
    }
    const rows = await recorded(owner.organization.id);
    expect(rows.map((row) => [row.eventType, row.data.delta, row.data.balanceAfter])).toEqual([
      ["gift_card.issued", 5000, 5000],
      ["gift_card.redeemed", -1500, 3500],
    ]);
    for (const row of rows) expect(JSON.stringify(row.data)).not.toContain(customer.email);
  });

  it("tells once that an instant communication finished, with its counts", async () => {
    const admin = await communicationsAdmin(testApp);
    const added = await admin.call("POST", "/webhook-endpoint", {
      url: RECEIVER,
      eventTypes: ["communication.finished"],
    });
    expect(added.statusCode).toBe(201);
    const group = await admin.targetGroup();
    const communication = await admin.createCommunication(
      completeCommunication(group, { media: ["in_app"] }),
    );
    await admin.customer();
    await admin.customer();
    await admin.scheduleAndActivate(communication.id);
    await testApp.communications.deliverer.deliverDue();
    await testApp.communications.deliverer.deliverDue();
    const rows = await recorded(admin.organizationId, "communication.finished");
    expect(rows).toHaveLength(1);
    expect(rows[0]?.data).toEqual({ communicationId: communication.id, sent: 2, failed: 0 });
  });

  it("records nothing for a switched-off endpoint", async () => {
    const owner = await webhookOwner(testApp);
    await owner.addEndpoint({ url: RECEIVER, eventTypes: ["customer.joined"], enabled: false });
    await owner.customer();
    expect(await recorded(owner.organization.id)).toHaveLength(0);
  });
});
