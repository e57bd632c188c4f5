import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { cardInstances, transactions } from "../ledger/ledger.table";
import { qrCodeInstances } from "../qr-codes/qr-codes.table";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";
import { fraudEvents } from "./counter-rules.table";

const key = () => `scan-${randomUUID()}`;

describe("scan caps on scan-sourced stamps", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  /** An admin of a fresh organization with two 25-stamp cards, a customer, and the caps set. */
  async function counter(rules: Record<string, number> = {}) {
    const admin = await signedInAdmin(testApp);
    if (Object.keys(rules).length > 0) {
      const set = await admin.call("PATCH", "/organization/fraud-rules", rules);
      expect(set.statusCode, set.body).toBe(200);
    }
    const card = await admin.createCard({ name: "Coffee card", stampsRequired: 25 });
    const otherCard = await admin.createCard({ name: "Lunch card", stampsRequired: 25 });
    const customer = await admin.customer({ firstName: "Mia", lastName: "Berg" });
    const stamp = (
      delta: number,
      options: { source?: string; cardId?: string; idempotencyKey?: string } = {},
    ) =>
      admin.call("POST", "/transaction", {
        userId: customer.id,
        loyaltyCardId: options.cardId ?? card.id,
        delta,
        source: options.source ?? "identity-scan",
        idempotencyKey: options.idempotencyKey ?? key(),
      });
    const events = () =>
      testApp.db.select().from(fraudEvents).where(eq(fraudEvents.organizationId, admin.organization.id));
    const ledger = () =>
      testApp.db
        .select({ delta: transactions.delta, source: transactions.source })
        .from(transactions)
        .where(eq(transactions.organizationId, admin.organization.id));
    /**
     * Moves the organization's scan history `seconds` into the past: the ledger rows, and the
     * copies the caps read on the locked rows (each card's scans of the hour, the last scan).
     */
    const age = async (seconds: number) => {
      const organizationId = admin.organization.id;
      await testApp.db
        .update(transactions)
        .set({ createdAt: sql`${transactions.createdAt} - make_interval(secs => ${seconds})` })
        .where(eq(transactions.organizationId, organizationId));
      await testApp.db.execute(sql`
        update card_instances set recent_scans = coalesce((
          select jsonb_agg(jsonb_build_object('at', (scan->>'at')::float8 - ${seconds}, 'stamps', scan->'stamps'))
          from jsonb_array_elements(recent_scans) as scan), '[]'::jsonb)
        where organization_id = ${organizationId}`);
      await testApp.db.execute(sql`
        update organization_customers set last_scan_at = last_scan_at - make_interval(secs => ${seconds})
        where organization_id = ${organizationId}`);
    };
    return { ...admin, card, otherCard, customer, stamp, events, ledger, age };
  }

  it("blocks a second scan of a customer inside the cool-down, on any card, and logs it once", async () => {
    const { stamp, otherCard, events, ledger, customer, admin, call } = await counter();
    expect((await stamp(1)).statusCode).toBe(201);
    const blocked = await stamp(1, { cardId: otherCard.id });
    expect(blocked.statusCode).toBe(429);
    const { error } = blocked.json();
    expect(error.code).toBe("FRAUD_COOLDOWN");
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(blocked.headers["retry-after"]).toBe(String(error.retryAfterSeconds));
    // The stamp was rolled back, the log row was not.
    expect(await ledger()).toEqual([{ delta: 1, source: "identity-scan" }]);
    const logged = await events();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      rule: "cooldown",
      source: "identity-scan",
      userId: customer.id,
      cardId: otherCard.id,
      actorUserId: admin.id,
      attemptedStamps: 1,
    });
    // No instance was left behind on the card the blocked scan would have created.
    const onOtherCard = await testApp.db
      .select()
      .from(cardInstances)
      .where(and(eq(cardInstances.cardId, otherCard.id), eq(cardInstances.userId, customer.id)));
    expect(onOtherCard).toEqual([]);
    const listed = await call("GET", "/organization/fraud-events");
    expect(listed.json()).toEqual([
      expect.objectContaining({
        rule: "cooldown",
        customer: { firstName: "Mia", lastName: "Berg", email: customer.email },
        loyaltyCardId: otherCard.id,
        loyaltyCardName: "Lunch card",
      }),
    ]);
  });

  it("lets the next scan through once the cool-down has passed", async () => {
    const { stamp, age } = await counter({ scanCooldownSeconds: 30 });
    expect((await stamp(1)).statusCode).toBe(201);
    expect((await stamp(1)).statusCode).toBe(429);
    await age(31);
    expect((await stamp(1)).statusCode).toBe(201);
  });

  it("never limits manual stamps, nor removals through a scan", async () => {
    const { stamp, events } = await counter({ maxScanStampsPerHour: 1, scanCooldownSeconds: 86_400 });
    expect((await stamp(1)).statusCode).toBe(201);
    for (let round = 0; round < 5; round += 1) {
      const response = await stamp(3, { source: "manual" });
      expect(response.statusCode, response.body).toBe(201);
    }
    expect((await stamp(-2, { source: "identity-scan" })).statusCode).toBe(201);
    expect((await stamp(-1, { source: "qr" })).statusCode).toBe(201);
    expect(await events()).toEqual([]);
  });

  it("caps scan stamps per card per rolling hour, counting the delta that would cross it", async () => {
    const { stamp, otherCard, events, age } = await counter({
      maxScanStampsPerHour: 5,
      scanCooldownSeconds: 0,
    });
    expect((await stamp(3)).statusCode).toBe(201);
    // Manual stamps do not count toward the cap.
    expect((await stamp(10, { source: "manual" })).statusCode).toBe(201);
    const crossing = await stamp(3, { source: "qr" });
    expect(crossing.statusCode).toBe(429);
    expect(crossing.json().error.code).toBe("FRAUD_HOURLY_CAP");
    // The first 3 leave the window in (just under) an hour; then 3 more fit.
    expect(crossing.json().error.retryAfterSeconds).toBeGreaterThan(3500);
    expect(crossing.json().error.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect((await stamp(2)).statusCode).toBe(201);
    expect((await stamp(1)).json().error.code).toBe("FRAUD_HOURLY_CAP");
    // Another card of the same customer has its own hour.
    expect((await stamp(5, { cardId: otherCard.id })).statusCode).toBe(201);
    // A scan giving more than the cap can never pass: no wait is promised.
    const tooBig = await stamp(6, { cardId: otherCard.id });
    expect(tooBig.json().error.code).toBe("FRAUD_HOURLY_CAP");
    expect(tooBig.json().error.retryAfterSeconds).toBeUndefined();
    expect(tooBig.headers["retry-after"]).toBeUndefined();
    expect((await events()).map((event) => [event.rule, event.attemptedStamps, event.source])).toEqual(
      expect.arrayContaining([
        ["hourly-cap", 3, "qr"],
        ["hourly-cap", 1, "identity-scan"],
        ["hourly-cap", 6, "identity-scan"],
      ]),
    );
    // An hour later the window has rolled past every scan.
    await age(3601);
    expect((await stamp(5)).statusCode).toBe(201);
  });

  it("answers a retried request that already counted with its original result, not a block", async () => {
    const { stamp, events } = await counter();
    const idempotencyKey = key();
    const first = await stamp(2, { idempotencyKey });
    expect(first.statusCode).toBe(201);
    const again = await stamp(2, { idempotencyKey });
    expect(again.statusCode).toBe(200);
    expect(again.json().transaction.id).toBe(first.json().transaction.id);
    expect(await events()).toEqual([]);
  });

  it("lets exactly one of 10 concurrent scans of one customer through, on two cards, and logs 9", async () => {
    const { call, otherCard, card, customer, events, ledger } = await counter({ scanCooldownSeconds: 60 });
    // The customer holds both cards already: the scans then lock two different instance rows, so
    // only the per-customer lock can keep them from both reading "no recent scan".
    const instanceIds: string[] = [];
    for (const loyaltyCardId of [card.id, otherCard.id]) {
      const created = await call("POST", "/loyalty-card-instance", { userId: customer.id, loyaltyCardId });
      instanceIds.push(created.json().id);
    }
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call("POST", "/transaction", {
          instanceId: instanceIds[index % 2],
          delta: 1,
          source: "identity-scan",
          idempotencyKey: key(),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    for (const response of responses.filter((candidate) => candidate.statusCode === 429)) {
      expect(response.json().error.code).toBe("FRAUD_COOLDOWN");
    }
    expect(await ledger()).toHaveLength(1);
    expect(await events()).toHaveLength(9);
  });

  it("keeps the hourly cap under 10 concurrent scans with the cool-down off", async () => {
    const { stamp, ledger, events } = await counter({ maxScanStampsPerHour: 4, scanCooldownSeconds: 0 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => stamp(1)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(4);
    expect(await ledger()).toHaveLength(4);
    expect(await events()).toHaveLength(6);
  });

  it("answers a blocked QR redeem with the same error and leaves the code redeemable", async () => {
    const { call, card, customer, events, admin } = await counter();
    const qrCode = (
      await call("POST", "/qrcode", { description: "Counter", stampCardId: card.id, stamps: 1 })
    ).json();
    const mint = async () =>
      (await call("GET", `/qrcode/generate-action?qrCodeId=${qrCode.id}`)).json().instanceId as string;
    const cookie = await loginAs(testApp, customer);
    const redeem = (instanceId: string) =>
      testApp.app.inject({
        method: "POST",
        url: `/api/qrcode/instance/${instanceId}/redeem`,
        headers: { cookie, origin: "http://stampwise.test" },
      });
    expect((await redeem(await mint())).statusCode).toBe(200);
    const second = await mint();
    const blocked = await redeem(second);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe("FRAUD_COOLDOWN");
    const [code] = await testApp.db.select().from(qrCodeInstances).where(eq(qrCodeInstances.id, second));
    expect(code).toMatchObject({ redeemedAt: null, redeemedByUserId: null });
    const page = await testApp.app.inject({ url: `/api/qrcode/instance/${second}` });
    expect(page.json().status).toBe("available");
    expect(await events()).toEqual([
      expect.objectContaining({ rule: "cooldown", source: "qr", userId: customer.id, actorUserId: admin.id }),
    ]);
    // Once the wait is over (here: the shop turns the cool-down off) the same code works.
    await call("PATCH", "/organization/fraud-rules", { scanCooldownSeconds: 0 });
    const retried = await redeem(second);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ stamps: 2, stampsAdded: 1 });
  });
});
