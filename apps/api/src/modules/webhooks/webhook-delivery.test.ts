import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { startWebhookReceiver, type WebhookReceiver } from "../../../test/webhook-receiver";
import { postManualStamps } from "../stamp-cards/stamp-cards.test-helpers";
import { createWebhookDelivery, SWITCH_OFF_AFTER_SECONDS } from "./webhook-delivery.service";
import { webhookDeliveries, webhookEndpoints } from "./webhooks.table";
import { webhookOwner } from "./webhooks.test-helpers";

describe("webhook delivery", () => {
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

  const deliveriesOf = (endpointId: string) =>
    testApp.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(webhookDeliveries.seq);
  /** Moves the clock: every retry of the endpoint is due now. */
  const makeRetriesDue = (endpointId: string) =>
    testApp.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(webhookDeliveries.endpointId, endpointId));
  const receivedFor = (endpointId: string) =>
    receiver.received.filter((each) => each.data.endpointId === endpointId);

  async function ownerWithCard(eventTypes: string[]) {
    const owner = await webhookOwner(testApp);
    const card = await owner.createCard({ stampsRequired: 3 });
    await owner.createMilestone(card.id, { stampsNeeded: 2, requirement: 2 });
    const customer = await owner.customer({
      firstName: "Petra",
      lastName: "Private",
      email: `petra-${card.id}@example.com`,
    });
    const endpoint = await owner.addEndpoint({ url: receiver.url, eventTypes });
    return { owner, card, customer, endpoint };
  }

  it("sends signed events the reference library verifies, carrying ids and values, not personal data", async () => {
    const { owner, card, customer, endpoint } = await ownerWithCard([
      "stamps.added",
      "card.completed",
      "reward.issued",
      "reward.redeemed",
    ]);
    const posted = await postManualStamps(owner, { userId: customer.id, cardId: card.id, delta: 3 });
    const before = receiver.received.length;
    expect(await testApp.webhookDelivery.deliverDue()).toBe(4);
    const got = receiver.received.slice(before);
    expect(got.map((each) => each.type)).toEqual([
      "stamps.added",
      "card.completed",
      "reward.issued",
      "reward.issued",
    ]);
    const verifier = new Webhook(endpoint.secret);
    for (const each of got) {
      expect(() => verifier.verify(each.body, each.headers as Record<string, string>)).not.toThrow();
      expect(each.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      for (const personal of [customer.email, "Petra", "Private"]) expect(each.body).not.toContain(personal);
    }
    expect(got[0]?.data).toEqual({
      cardId: card.id,
      instanceId: posted.instance.id,
      customerUserId: customer.id,
      transactionId: posted.transaction.id,
      delta: 3,
      balanceAfter: 0,
      source: "manual",
    });
    // A wrong secret does not verify.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32).toString("base64")}`).verify(
        got[0]?.body ?? "",
        got[0]?.headers as Record<string, string>,
      ),
    ).toThrow();

    const rewardId = got[2]?.data.rewardId;
    const redeemed = await owner.call("PATCH", `/reward/${rewardId}`, { status: "redeemed" });
    expect(redeemed.statusCode).toBeLessThan(300);
    await testApp.webhookDelivery.deliverDue();
    expect(receiver.received.at(-1)).toMatchObject({ type: "reward.redeemed", data: { rewardId } });
    expect((await deliveriesOf(endpoint.id)).every((each) => each.status === "delivered")).toBe(true);
  });

  it("records nothing for an organization without webhooks, or for events no endpoint wants", async () => {
    const { owner, card, customer, endpoint } = await ownerWithCard(["points.earned"]);
    await postManualStamps(owner, { userId: customer.id, cardId: card.id, delta: 1 });
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
    const plain = await webhookOwner(testApp);
    const plainCard = await plain.createCard();
    const plainCustomer = await plain.customer();
    await postManualStamps(plain, { userId: plainCustomer.id, cardId: plainCard.id, delta: 1 });
    const rows = await testApp.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.organizationId, plain.organization.id));
    expect(rows).toHaveLength(0);
  });

  it("records nothing for a change that is refused and rolled back", async () => {
    const { owner, card, customer, endpoint } = await ownerWithCard(["stamps.added"]);
    const refused = await owner.call("POST", "/transaction", {
      userId: customer.id,
      loyaltyCardId: card.id,
      delta: -5,
      source: "manual",
      idempotencyKey: `key-${crypto.randomUUID()}`,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
  });

  it("tells of a new customer by id only", async () => {
    const owner = await webhookOwner(testApp);
    const endpoint = await owner.addEndpoint({ url: receiver.url, eventTypes: ["customer.joined"] });
    const customer = await owner.customer({ email: `joined-${endpoint.id}@example.com` });
    await testApp.webhookDelivery.deliverDue();
    const got = receiver.received.filter(
      (each) => each.type === "customer.joined" && each.data.customerUserId === customer.id,
    );
    expect(got).toHaveLength(1);
    expect(got[0]?.data).toEqual({ customerUserId: customer.id });
  });

  it("retries a receiver that answers 500, one that times out and one that is down, with the same webhook-id, and loses or doubles nothing", async () => {
    const { owner, card, customer, endpoint } = await ownerWithCard(["stamps.added"]);
    // A short timeout so the hanging receiver costs a moment, not ten seconds.
    const delivery = createWebhookDelivery({
      db: testApp.db,
      mailer: testApp.mailer,
      policy: { allowLoopback: true },
      log: testApp.app.log,
      owners: async () => ({ organization: "", emails: [] }),
      timeoutMs: 300,
    });
    await postManualStamps(owner, { userId: customer.id, cardId: card.id, delta: 1 });
    const [row] = await deliveriesOf(endpoint.id);
    const attemptsOfRow = () => receiver.received.filter((each) => each.id === row?.id);

    receiver.setMode("fail");
    expect(await delivery.deliverDue()).toBe(0);
    let [stored] = await deliveriesOf(endpoint.id);
    expect(stored).toMatchObject({ status: "retrying", attempts: 1, responseStatus: 500 });
    expect(stored?.responseExcerpt?.length).toBeLessThanOrEqual(1000);
    expect(stored?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: nothing goes.
    await delivery.deliverDue();
    expect(attemptsOfRow()).toHaveLength(1);

    receiver.setMode("hang");
    await makeRetriesDue(endpoint.id);
    await delivery.deliverDue();
    [stored] = await deliveriesOf(endpoint.id);
    expect(stored).toMatchObject({ status: "retrying", attempts: 2, responseStatus: null });
    expect(stored?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 100_000);

    // Down: the endpoint now points at a port nobody listens on.
    const closed = await startWebhookReceiver();
    await closed.close();
    await testApp.db
      .update(webhookEndpoints)
      .set({ url: closed.url })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await makeRetriesDue(endpoint.id);
    await delivery.deliverDue();
    [stored] = await deliveriesOf(endpoint.id);
    expect(stored).toMatchObject({
      status: "retrying",
      attempts: 3,
      responseStatus: null,
      responseExcerpt: "Connection refused",
    });

    receiver.setMode("ok");
    await testApp.db
      .update(webhookEndpoints)
      .set({ url: receiver.url })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await makeRetriesDue(endpoint.id);
    expect(await delivery.deliverDue()).toBe(1);
    [stored] = await deliveriesOf(endpoint.id);
    expect(stored).toMatchObject({ status: "delivered", attempts: 4, responseStatus: 204 });
    // Three attempts reached the receiver (the refused one could not); all carried the one id.
    expect(attemptsOfRow()).toHaveLength(3);
    expect(new Set(attemptsOfRow().map((each) => each.body)).size).toBe(1);
    await makeRetriesDue(endpoint.id);
    expect(await delivery.deliverDue()).toBe(0);
    expect(attemptsOfRow()).toHaveLength(3);
    const [endpointRow] = await testApp.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(endpointRow?.failingSince).toBeNull();
  });

  it("sends to one organization's endpoint while another's hangs", async () => {
    const hanging = await startWebhookReceiver();
    hanging.setMode("hang");
    try {
      const slow = await ownerWithCard(["stamps.added"]);
      await testApp.db
        .update(webhookEndpoints)
        .set({ url: hanging.url })
        .where(eq(webhookEndpoints.id, slow.endpoint.id));
      const fast = await ownerWithCard(["stamps.added"]);
      await postManualStamps(slow.owner, { userId: slow.customer.id, cardId: slow.card.id, delta: 1 });
      await postManualStamps(fast.owner, { userId: fast.customer.id, cardId: fast.card.id, delta: 1 });
      const timeoutMs = 5000;
      const delivery = createWebhookDelivery({
        db: testApp.db,
        mailer: testApp.mailer,
        policy: { allowLoopback: true },
        log: testApp.app.log,
        owners: async () => ({ organization: "", emails: [] }),
        timeoutMs,
      });
      const started = Date.now();
      const running = delivery.deliverDue();
      await expect
        .poll(async () => (await deliveriesOf(fast.endpoint.id))[0]?.status, {
          timeout: timeoutMs,
          interval: 20,
        })
        .toBe("delivered");
      // The other organization's answer came while the hanging receiver still held its request.
      expect(Date.now() - started).toBeLessThan(timeoutMs);
      await running;
      expect((await deliveriesOf(slow.endpoint.id))[0]).toMatchObject({
        status: "retrying",
        responseStatus: null,
      });
    } finally {
      await hanging.close();
    }
  });

  it("keeps one card's events in order: a later one waits while an earlier one is retried", async () => {
    const { owner, card, customer, endpoint } = await ownerWithCard(["stamps.added"]);
    const second = await owner.customer();
    receiver.setMode("fail");
    await postManualStamps(owner, { userId: customer.id, cardId: card.id, delta: 1 });
    await testApp.webhookDelivery.deliverDue();
    receiver.setMode("ok");
    await postManualStamps(owner, { userId: customer.id, cardId: card.id, delta: 1 });
    await postManualStamps(owner, { userId: second.id, cardId: card.id, delta: 1 });
    await testApp.webhookDelivery.deliverDue();
    let rows = await deliveriesOf(endpoint.id);
    // The other card's event went; this card's second waits behind its first.
    expect(rows.map((each) => each.status)).toEqual(["retrying", "pending", "delivered"]);
    await makeRetriesDue(endpoint.id);
    await testApp.webhookDelivery.deliverDue();
    rows = await deliveriesOf(endpoint.id);
    expect(rows.map((each) => each.status)).toEqual(["delivered", "delivered", "delivered"]);
    const ofCard = receiver.received.filter(
      (each) => each.data.customerUserId === customer.id && each.type === "stamps.added",
    );
    expect(ofCard.map((each) => each.data.balanceAfter)).toEqual([1, 1, 2]);
  });

  it("switches off an endpoint that failed for 3 days, gives up its deliveries and emails the owners", async () => {
    const { owner, card, customer, endpoint } = await ownerWithCard(["stamps.added"]);
    receiver.setMode("fail");
    await postManualStamps(owner, { userId: customer.id, cardId: card.id, delta: 1 });
    await postManualStamps(owner, { userId: customer.id, cardId: card.id, delta: 1 });
    await testApp.webhookDelivery.deliverDue();
    // Failing for a day: still on.
    await testApp.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '1 day'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await makeRetriesDue(endpoint.id);
    await testApp.webhookDelivery.deliverDue();
    expect((await owner.call("GET", `/webhook-endpoint/${endpoint.id}`)).json().enabled).toBe(true);
    // Past three days: the next failure switches it off.
    await testApp.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - make_interval(secs => ${SWITCH_OFF_AFTER_SECONDS + 60})` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await makeRetriesDue(endpoint.id);
    await testApp.webhookDelivery.deliverDue();
    receiver.setMode("ok");
    const after = (await owner.call("GET", `/webhook-endpoint/${endpoint.id}`)).json();
    expect(after).toMatchObject({ enabled: false, disabledReason: "failing" });
    expect((await deliveriesOf(endpoint.id)).map((each) => each.status)).toEqual(["failed", "failed"]);
    const mail = await testApp.app.inject({
      method: "GET",
      url: `/api/dev/outbox?to=${encodeURIComponent(owner.admin.email)}`,
    });
    expect(mail.body).toContain("Webhook switched off");
    expect(mail.body).toContain("Webhook avstängd");

    // Sent again by hand once the receiver works: the same delivery, delivered.
    await owner.call("PATCH", `/webhook-endpoint/${endpoint.id}`, { enabled: true });
    const [first] = await deliveriesOf(endpoint.id);
    const resent = await owner.call("POST", `/webhook-endpoint/${endpoint.id}/delivery/${first?.id}/resend`);
    expect(resent.statusCode).toBe(200);
    await testApp.webhookDelivery.deliverDue();
    expect((await deliveriesOf(endpoint.id)).map((each) => each.status)).toEqual(["delivered", "failed"]);
    expect(receiver.received.at(-1)?.id).toBe(first?.id);
  });

  it("sends a test event at once and lists it in the log", async () => {
    const owner = await webhookOwner(testApp);
    const endpoint = await owner.addEndpoint({ url: receiver.url, eventTypes: ["points.earned"] });
    const test = await owner.call("POST", `/webhook-endpoint/${endpoint.id}/test`);
    expect(test.statusCode).toBe(201);
    await testApp.webhookDelivery.deliverDue();
    expect(receivedFor(endpoint.id)).toHaveLength(1);
    expect(receivedFor(endpoint.id)[0]?.type).toBe("webhook.test");
    const log = await owner.call("GET", `/webhook-endpoint/${endpoint.id}/delivery?limit=10`);
    expect(log.json()).toEqual([
      expect.objectContaining({
        id: test.json().id,
        eventType: "webhook.test",
        status: "delivered",
        attempts: 1,
        responseStatus: 204,
      }),
    ]);
  });

  it("keeps a receiver's answer that holds a NUL byte in the log, readable, instead of failing the pass", async () => {
    const owner = await webhookOwner(testApp);
    const endpoint = await owner.addEndpoint({ url: receiver.url, eventTypes: ["points.earned"] });
    receiver.setMode("nul");
    try {
      expect((await owner.call("POST", `/webhook-endpoint/${endpoint.id}/test`)).statusCode).toBe(201);
      await testApp.webhookDelivery.deliverDue();
    } finally {
      receiver.setMode("ok");
    }
    const log = await owner.call("GET", `/webhook-endpoint/${endpoint.id}/delivery?limit=10`);
    expect(log.json()).toEqual([
      expect.objectContaining({
        status: "delivered",
        responseStatus: 200,
        responseExcerpt: "ok\uFFFDthanks",
      }),
    ]);
  });

  it("prunes finished deliveries older than 30 days", async () => {
    const owner = await webhookOwner(testApp);
    const endpoint = await owner.addEndpoint({ url: receiver.url, eventTypes: ["points.earned"] });
    await owner.call("POST", `/webhook-endpoint/${endpoint.id}/test`);
    await owner.call("POST", `/webhook-endpoint/${endpoint.id}/test`);
    await testApp.webhookDelivery.deliverDue();
    const [old] = await deliveriesOf(endpoint.id);
    await testApp.db
      .update(webhookDeliveries)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(webhookDeliveries.id, old?.id ?? ""));
    expect(await testApp.webhookDelivery.prune()).toBeGreaterThanOrEqual(1);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
  });
});
