import { randomUUID } from "node:crypto";
import { lotExpiresAt } from "@stampwise/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { pointsAdmin, remainingOnLots } from "./points.test-helpers";

describe("points earned and adjusted through the ledger", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("gives points as a lot that expires the program's months later, with one ledger row", async () => {
    const shop = await pointsAdmin(testApp);
    const response = await shop.earn(120);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      balance: 120,
      transaction: { kind: "points", delta: 120, balanceAfter: 120, source: "manual" },
    });
    const stored = await shop.stored();
    expect(stored?.balance).toBe(120);
    expect(stored?.pointsLots).toEqual([
      expect.objectContaining({ id: body.transaction.id, amount: 120, remaining: 120 }),
    ]);
    const [lot] = stored?.pointsLots ?? [];
    expect(lot?.expiresAt).toBe(lotExpiresAt(lot?.earnedAt ?? 0, 12));
    expect(stored?.pointsNextExpiryAt?.getTime()).toBe(lot?.expiresAt);
    expect(await shop.ledgerRows()).toHaveLength(1);
  });

  it("turns a purchase in öre into points by the program's rule: per krona rounded down, plus per visit", async () => {
    const shop = await pointsAdmin(testApp, { pointsPerKrona: 0.1, pointsPerVisit: 5 });
    const response = await shop.earn(0, { points: undefined, purchaseAmountOre: 12_399 });
    expect(response.statusCode).toBe(201);
    // 123.99 kr × 0.1 = 12.399 → 12, plus 5 for the visit.
    expect(response.json().transaction.delta).toBe(17);
  });

  it("refuses a purchase the rule gives no points for with 400 POINTS_NOTHING_EARNED and writes nothing", async () => {
    const shop = await pointsAdmin(testApp, { pointsPerKrona: 0.1 });
    const response = await shop.earn(0, { points: undefined, purchaseAmountOre: 500 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("POINTS_NOTHING_EARNED");
    expect(await shop.ledgerRows()).toEqual([]);
  });

  it("counts the same idempotency key once and answers the repeat with the original (200)", async () => {
    const shop = await pointsAdmin(testApp);
    const idempotencyKey = shop.key();
    const first = await shop.earn(40, { idempotencyKey });
    const again = await Promise.all([shop.earn(40, { idempotencyKey }), shop.earn(40, { idempotencyKey })]);
    expect(first.statusCode).toBe(201);
    for (const response of again) {
      expect(response.statusCode).toBe(200);
      expect(response.json().transaction.id).toBe(first.json().transaction.id);
    }
    const adjustKey = shop.key();
    expect((await shop.adjust(-10, { idempotencyKey: adjustKey })).statusCode).toBe(201);
    expect((await shop.adjust(-10, { idempotencyKey: adjustKey })).statusCode).toBe(200);
    expect((await shop.stored())?.balance).toBe(30);
    expect(await shop.ledgerRows()).toHaveLength(2);
  });

  it("adjusts either way with the reason on the ledger row, and never below zero", async () => {
    const shop = await pointsAdmin(testApp);
    await shop.earnOk(50);
    const added = await shop.adjust(25, { reason: "  Missed purchase  " });
    expect(added.statusCode).toBe(201);
    expect(added.json().balance).toBe(75);
    const refused = await shop.adjust(-76);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe("POINTS_INSUFFICIENT");
    const taken = await shop.adjust(-75);
    expect(taken.json().balance).toBe(0);
    const rows = await shop.ledgerRows();
    expect(rows.map((row) => [row.delta, row.balanceAfter, row.note])).toEqual([
      [50, 50, null],
      [25, 75, "Missed purchase"],
      [-75, 0, "Correction at the counter"],
    ]);
  });

  it("spends the lots that expire first, crossing from one lot into the next", async () => {
    const shop = await pointsAdmin(testApp);
    const older = (await shop.earnOk(100)).transaction.id;
    await shop.age(2);
    const newer = (await shop.earnOk(50)).transaction.id;
    expect((await shop.adjust(-120)).json().balance).toBe(30);
    const lots = (await shop.stored())?.pointsLots ?? [];
    expect(lots.map((lot) => [lot.id, lot.remaining])).toEqual([
      [older, 0],
      [newer, 30],
    ]);
    expect(remainingOnLots(lots)).toBe((await shop.stored())?.balance);
  });

  it("keeps the balance at or above zero under two concurrent spends: one goes through, one is refused", async () => {
    const shop = await pointsAdmin(testApp);
    await shop.earnOk(100);
    const responses = await Promise.all([shop.adjust(-70), shop.adjust(-70)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect(responses.find((response) => response.statusCode === 400)?.json().error.code).toBe(
      "POINTS_INSUFFICIENT",
    );
    const stored = await shop.stored();
    expect(stored?.balance).toBe(30);
    expect(remainingOnLots(stored?.pointsLots ?? [])).toBe(30);
  });

  it("refuses earning while the program is inactive (409) but still lets the customer spend", async () => {
    const shop = await pointsAdmin(testApp);
    await shop.earnOk(80);
    await shop.call("PATCH", `/loyalty-program/${shop.program.id}`, { active: false });
    const refused = await shop.earn(10);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("POINTS_PROGRAM_INACTIVE");
    expect((await shop.adjust(5)).json().error.code).toBe("POINTS_PROGRAM_INACTIVE");
    const spent = await shop.adjust(-30);
    expect(spent.statusCode).toBe(201);
    expect(spent.json().balance).toBe(50);
  });

  it("answers 404 LOYALTY_PROGRAM_NOT_FOUND before the organization has a program", async () => {
    const shop = await pointsAdmin(testApp);
    const other = await (await import("../loyalty-program/loyalty-program.test-helpers")).loyaltyAdmin(
      testApp,
    );
    const response = await other.call("POST", "/points-transaction/earn", {
      userId: shop.customer.id,
      points: 5,
      idempotencyKey: shop.key(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("LOYALTY_PROGRAM_NOT_FOUND");
  });

  it("never reaches another organization's balance, and an admin account or unknown user is 404", async () => {
    const mine = await pointsAdmin(testApp);
    await mine.earnOk(60);
    const theirs = await pointsAdmin(testApp);
    // The person is not their customer: they cannot reach any card of the person's.
    const response = await theirs.adjust(-10, { userId: mine.customer.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
    expect((await mine.stored())?.balance).toBe(60);
    for (const userId of [mine.admin.id, randomUUID()]) {
      const earned = await theirs.earn(5, { userId });
      expect(earned.statusCode, userId).toBe(404);
      expect(earned.json().error.code).toBe("NOT_FOUND");
    }
  });

  it.each([
    ["a purchase and points together", { purchaseAmountOre: 1000, points: 5 }],
    ["neither a purchase nor points", { points: undefined }],
    ["zero points", { points: 0 }],
    ["negative points", { points: -5 }],
    ["a fraction of a point", { points: 1.5 }],
    ["points past the maximum", { points: 1_000_001 }],
    ["points as text", { points: "5" }],
    ["a negative purchase", { points: undefined, purchaseAmountOre: -1 }],
    ["a purchase in kronor with decimals", { points: undefined, purchaseAmountOre: 12.5 }],
    ["a user id that is not a uuid", { userId: "42" }],
    ["an idempotency key with a NUL byte", { idempotencyKey: "key-\u0000-12345" }],
    ["an over-long idempotency key", { idempotencyKey: "k".repeat(101) }],
    ["a too short idempotency key", { idempotencyKey: "short" }],
    ["an unknown source", { source: "qr" }],
    ["an unknown field", { organizationId: randomUUID() }],
  ])("POST /points-transaction/earn answers 400 for %s and writes nothing", async (_case, overrides) => {
    const shop = await pointsAdmin(testApp);
    const response = await shop.earn(5, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_ERROR");
    expect(await shop.ledgerRows()).toEqual([]);
  });

  it.each([
    ["a zero change", { delta: 0 }],
    ["a change past the maximum", { delta: -1_000_001 }],
    ["a missing reason", { reason: undefined }],
    ["a blank reason", { reason: "   " }],
    ["a reason with a NUL byte", { reason: "oops\u0000" }],
    ["an over-long reason", { reason: "r".repeat(201) }],
    ["a huge reason", { reason: "r".repeat(200_000) }],
  ])("POST /points-transaction/adjust answers 400 for %s and writes nothing", async (_case, overrides) => {
    const shop = await pointsAdmin(testApp);
    const response = await shop.adjust(10, overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_ERROR");
    expect(await shop.ledgerRows()).toEqual([]);
  });

  it("answers 401 without a session and 404 to a customer account (not a member), writing nothing", async () => {
    const shop = await pointsAdmin(testApp);
    const cookie = await loginAs(testApp, shop.customer);
    for (const [url, payload] of [
      ["/points-transaction/earn", { userId: shop.customer.id, points: 5, idempotencyKey: shop.key() }],
      [
        "/points-transaction/adjust",
        { userId: shop.customer.id, delta: 5, reason: "x", idempotencyKey: shop.key() },
      ],
    ] as const) {
      const headers = { "x-organization-id": shop.organization.id, origin: "http://stampwise.test" };
      const anonymous = await testApp.app.inject({ method: "POST", url: `/api${url}`, headers, payload });
      expect(anonymous.statusCode).toBe(401);
      const customer = await testApp.app.inject({
        method: "POST",
        url: `/api${url}`,
        headers: { ...headers, cookie },
        payload,
      });
      expect(customer.statusCode).toBe(404);
    }
    expect(await shop.ledgerRows()).toEqual([]);
  });
});
