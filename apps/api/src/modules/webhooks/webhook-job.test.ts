import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { startWebhookReceiver, type WebhookReceiver } from "../../../test/webhook-receiver";
import { WEBHOOK_DELIVERY_JOB, WEBHOOK_PRUNE_JOB } from "../../app";
import { postManualStamps } from "../stamp-cards/stamp-cards.test-helpers";
import { webhookOwner } from "./webhooks.test-helpers";

/** The delivery job on pg-boss: a stamp's commit asks for a run, and a worker sends it at once. */
describe("the webhook delivery job", () => {
  let testApp: TestApp;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    testApp = await createTestApp();
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await testApp?.close();
    await receiver?.close();
  });

  it("is scheduled, and sends a stamp's event within seconds of the posting, without a schedule's wait", async () => {
    await testApp.jobs.start();
    const names = (await testApp.jobs.boss.getSchedules()).map((schedule) => schedule.name);
    expect(names).toEqual(expect.arrayContaining([WEBHOOK_DELIVERY_JOB.name, WEBHOOK_PRUNE_JOB.name]));

    const owner = await webhookOwner(testApp);
    const card = await owner.createCard();
    const customer = await owner.customer();
    await owner.addEndpoint({ url: receiver.url, eventTypes: ["stamps.added"] });
    const posted = await postManualStamps(owner, { userId: customer.id, cardId: card.id, delta: 1 });
    const started = Date.now();
    await expect
      .poll(() => receiver.received.some((each) => each.data.transactionId === posted.transaction.id), {
        timeout: 15_000,
        interval: 50,
      })
      .toBe(true);
    console.info(`a stamp's webhook arrived ${Date.now() - started} ms after the posting answered`);
  }, 30_000);
});
