import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { startWebhookReceiver, type WebhookReceiver } from "../../../test/webhook-receiver";
import { createWebhookDelivery } from "./webhook-delivery.service";
import { webhookDeliveries } from "./webhooks.table";
import { webhookOwner } from "./webhooks.test-helpers";

const CARDS = 10;
const STAMPS_PER_CARD = 100;

/** 1,000 stamps within a minute reach the receiver as 1,000 deliveries, each card's in order. */
describe("a flood of stamps", () => {
  let testApp: TestApp;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    testApp = await createTestApp();
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await testApp?.close();
  });

  it(`delivers ${CARDS * STAMPS_PER_CARD} stamps once each, in order per card, by two workers at once`, async () => {
    // A second worker on the same database: claims keep the two from sending one delivery twice.
    const secondWorker = createWebhookDelivery({
      db: testApp.db,
      mailer: testApp.mailer,
      policy: { allowLoopback: true },
      log: testApp.app.log,
      owners: async () => ({ organization: "", emails: [] }),
    });
    const owner = await webhookOwner(testApp);
    const card = await owner.createCard({ stampsRequired: 25 });
    const endpoint = await owner.addEndpoint({ url: receiver.url, eventTypes: ["stamps.added"] });
    const customers = await Promise.all(Array.from({ length: CARDS }, () => owner.customer()));
    const started = Date.now();
    // Each customer's stamps one after the other (their card's order); the customers side by side.
    await Promise.all(
      customers.map(async (customer) => {
        for (let stamp = 0; stamp < STAMPS_PER_CARD; stamp++) {
          await testApp.ledger.post({
            organizationId: owner.organization.id,
            actorUserId: owner.admin.id,
            target: { userId: customer.id, cardId: card.id },
            cardKind: "stamp",
            delta: 1,
            source: "manual",
            idempotencyKey: `flood-${randomUUID()}`,
          });
        }
      }),
    );
    let sent = 0;
    for (let pass = 0; pass < 200 && sent < CARDS * STAMPS_PER_CARD; pass++) {
      const [first, second] = await Promise.all([
        testApp.webhookDelivery.deliverDue(),
        secondWorker.deliverDue(),
      ]);
      sent += first + second;
    }
    const seconds = (Date.now() - started) / 1000;
    console.info(`${CARDS * STAMPS_PER_CARD} stamps posted and delivered in ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(60);
    const rows = await testApp.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(rows).toHaveLength(CARDS * STAMPS_PER_CARD);
    expect(rows.every((row) => row.status === "delivered" && row.attempts === 1)).toBe(true);
    const got = receiver.received.filter((each) => rows.some((row) => row.id === each.id));
    expect(got).toHaveLength(CARDS * STAMPS_PER_CARD);
    // Each sent exactly once.
    expect(new Set(got.map((each) => each.id)).size).toBe(CARDS * STAMPS_PER_CARD);
    for (const customer of customers) {
      const ofCard = got.filter((each) => each.data.customerUserId === customer.id);
      // The 25-stamp card wraps: the stamps counted so far, in the order they were given.
      const counted = ofCard.map((each) => each.data.balanceAfter as number);
      const expected = Array.from({ length: STAMPS_PER_CARD }, (_, index) => (index + 1) % 25);
      expect(counted).toEqual(expected);
    }
  }, 120_000);
});
