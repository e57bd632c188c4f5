import { randomUUID } from "node:crypto";
import { POINTS_POSTING_MAX, PURCHASE_AMOUNT_ORE_MAX } from "@stampwise/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { cardInstances } from "../ledger/ledger.table";
import { loyaltyAdmin } from "../loyalty-program/loyalty-program.test-helpers";
import { pointsAdmin } from "./points.test-helpers";

/** The points routes as an outsider tries them: odd input, other accounts, huge numbers. */
describe("points routes under attack", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("never gives more than the posting maximum for one purchase, whatever the program's rule", async () => {
    const shop = await pointsAdmin(testApp, { pointsPerKrona: 100, pointsPerVisit: 10_000 });
    const response = await shop.earn(0, { points: undefined, purchaseAmountOre: PURCHASE_AMOUNT_ORE_MAX });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_ERROR");
    expect(response.json().error.issues[0].path).toBe("purchaseAmountOre");
    expect(await shop.ledgerRows()).toHaveLength(0);
    // Up to the maximum is fine.
    const most = await shop.earn(0, { points: undefined, purchaseAmountOre: POINTS_POSTING_MAX - 10_000 });
    expect(most.statusCode, most.body).toBe(201);
    expect(most.json().balance).toBe(POINTS_POSTING_MAX);
  });

  it("refuses a points balance beyond what the ledger can hold with a 409 and a code, not a 500", async () => {
    const shop = await pointsAdmin(testApp);
    await shop.earnOk(10);
    const stored = await shop.stored();
    if (!stored) throw new Error("no points card");
    // As if years of the largest postings had piled up (2,148 of them would do it).
    const lots = stored.pointsLots.map((lot) => ({
      ...lot,
      amount: 2_147_000_000,
      remaining: 2_147_000_000,
    }));
    await testApp.db
      .update(cardInstances)
      .set({ balance: 2_147_000_000, pointsLots: lots })
      .where(eq(cardInstances.id, stored.id));
    for (const response of [await shop.earn(POINTS_POSTING_MAX), await shop.adjust(POINTS_POSTING_MAX)]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error.code).toBe("POINTS_BALANCE_TOO_HIGH");
    }
    expect(await shop.ledgerRows()).toHaveLength(1);
    expect((await shop.adjust(-5)).statusCode).toBe(201);
  });

  it("refuses NUL bytes, wrong types, huge numbers and empty changes with 400", async () => {
    const shop = await pointsAdmin(testApp);
    await shop.earnOk(100);
    const created = await shop.call("POST", "/points-reward", { name: "Free coffee", pointsCost: 40 });
    const reward = created.json();
    const cases: [string, string, unknown][] = [
      [
        "POST",
        "/points-transaction/earn",
        { userId: shop.customer.id, points: 1e300, idempotencyKey: shop.key() },
      ],
      [
        "POST",
        "/points-transaction/earn",
        { userId: shop.customer.id, points: "5", idempotencyKey: shop.key() },
      ],
      [
        "POST",
        "/points-transaction/earn",
        { userId: shop.customer.id, points: 5, purchaseAmountOre: 5, idempotencyKey: shop.key() },
      ],
      [
        "POST",
        "/points-transaction/earn",
        { userId: shop.customer.id, purchaseAmountOre: -1, idempotencyKey: shop.key() },
      ],
      [
        "POST",
        "/points-transaction/earn",
        { userId: shop.customer.id, points: 5, idempotencyKey: `a\u0000${shop.key()}` },
      ],
      [
        "POST",
        "/points-transaction/earn",
        { userId: shop.customer.id, points: 5, source: "qr", idempotencyKey: shop.key() },
      ],
      [
        "POST",
        "/points-transaction/adjust",
        { userId: shop.customer.id, delta: 5, reason: "a\u0000b", idempotencyKey: shop.key() },
      ],
      [
        "POST",
        "/points-transaction/adjust",
        { userId: shop.customer.id, delta: 0, reason: "x", idempotencyKey: shop.key() },
      ],
      [
        "POST",
        "/points-transaction/adjust",
        { userId: shop.customer.id, delta: -(2 ** 31), reason: "x", idempotencyKey: shop.key() },
      ],
      ["POST", "/points-reward", { name: "Free\u0000coffee", pointsCost: 40 }],
      ["POST", "/points-reward", { name: "Free coffee", pointsCost: 2 ** 40 }],
      ["POST", "/points-reward", { name: "Free coffee", pointsCost: 0 }],
      ["PATCH", `/points-reward/${reward.id}`, {}],
      ["PATCH", `/points-reward/${reward.id}`, { active: "yes" }],
      ["PATCH", `/points-reward/${reward.id}`, { pointsCost: null }],
      ["PATCH", `/points-reward/${reward.id}`, { pointsCost: -40 }],
      [
        "POST",
        `/points-reward/${reward.id}/redeem`,
        { userId: shop.customer.id, idempotencyKey: shop.key(), extra: 1 },
      ],
      ["POST", "/points-reward/%00/redeem", { userId: shop.customer.id, idempotencyKey: shop.key() }],
      ["POST", "/qrcode", { type: "points", description: "Counter", points: POINTS_POSTING_MAX + 1 }],
      ["POST", "/qrcode", { type: "points", description: "Counter\u0000", points: 5 }],
      ["POST", "/qrcode", { type: "points", description: "Counter", points: 5, stampCardId: randomUUID() }],
    ];
    for (const [method, url, payload] of cases) {
      const response = await shop.call(method as "POST", url, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
    }
    expect(await shop.ledgerRows()).toHaveLength(1);
    const big = "x".repeat(1_000_000);
    for (const [url, payload] of [
      ["/points-reward", { name: big, pointsCost: 1 }],
      [
        "/points-transaction/adjust",
        { userId: shop.customer.id, delta: 5, reason: big, idempotencyKey: shop.key() },
      ],
    ] as const) {
      expect([400, 413]).toContain((await shop.call("POST", url, payload)).statusCode);
    }
    expect(await shop.ledgerRows()).toHaveLength(1);
  });

  it("answers another organization's rewards and customers as its own business: 404, nothing spent", async () => {
    const shop = await pointsAdmin(testApp);
    await shop.earnOk(100);
    const reward = (
      await shop.call("POST", "/points-reward", { name: "Free coffee", pointsCost: 40 })
    ).json();
    const stranger = await loyaltyAdmin(testApp);
    await stranger.createProgram();
    const responses = [
      await stranger.call("PATCH", `/points-reward/${reward.id}`, { pointsCost: 1 }),
      await stranger.call("DELETE", `/points-reward/${reward.id}`),
      await stranger.call("POST", `/points-reward/${reward.id}/redeem`, {
        userId: shop.customer.id,
        idempotencyKey: shop.key(),
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    // The shop's customer is no customer of the stranger's: no card of theirs can be touched.
    const adjusted = await stranger.call("POST", "/points-transaction/adjust", {
      userId: shop.customer.id,
      delta: -50,
      reason: "Steal",
      idempotencyKey: shop.key(),
    });
    expect(adjusted.statusCode).toBe(404);
    expect(adjusted.json().error.code).toBe("NOT_FOUND");
    expect((await stranger.call("GET", "/points-reward")).json()).toEqual([]);
    expect((await shop.stored())?.balance).toBe(100);
    expect((await shop.call("GET", "/points-reward")).json()).toMatchObject([{ pointsCost: 40 }]);
  });

  it("gives a customer account none of the staff routes; its own points cards list stays its own", async () => {
    const shop = await pointsAdmin(testApp);
    await shop.earnOk(100);
    const reward = (
      await shop.call("POST", "/points-reward", { name: "Free coffee", pointsCost: 40 })
    ).json();
    const cookie = await loginAs(testApp, shop.customer);
    const headers = { cookie, "x-organization-id": shop.organization.id, origin: "http://stampwise.test" };
    const attempts = [
      {
        method: "POST",
        url: "/api/points-transaction/earn",
        payload: { userId: shop.customer.id, points: 1000, idempotencyKey: shop.key() },
      },
      {
        method: "POST",
        url: "/api/points-transaction/adjust",
        payload: { userId: shop.customer.id, delta: 1000, reason: "Me", idempotencyKey: shop.key() },
      },
      { method: "GET", url: "/api/points-reward" },
      { method: "POST", url: "/api/points-reward", payload: { name: "Mine", pointsCost: 1 } },
      { method: "PATCH", url: `/api/points-reward/${reward.id}`, payload: { pointsCost: 1 } },
      {
        method: "POST",
        url: `/api/points-reward/${reward.id}/redeem`,
        payload: { userId: shop.customer.id, idempotencyKey: shop.key() },
      },
      { method: "POST", url: "/api/qrcode", payload: { type: "points", description: "Mine", points: 1000 } },
    ] as const;
    for (const attempt of attempts) {
      const response = await testApp.app.inject({ ...attempt, headers });
      expect([403, 404], `${attempt.method} ${attempt.url}`).toContain(response.statusCode);
    }
    expect(await shop.ledgerRows()).toHaveLength(1);
    const mine = await testApp.app.inject({ method: "GET", url: "/api/loyalty-card/point-cards", headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject([{ balance: 100 }]);
    const asAdmin = await shop.call("GET", "/loyalty-card/point-cards");
    expect(asAdmin.statusCode).toBe(403);
  });

  it("counts one scan of a points code once, even when it is scanned a hundred times at once", async () => {
    const shop = await pointsAdmin(testApp);
    const code = (
      await shop.call("POST", "/qrcode", { type: "points", description: "Counter", points: 25 })
    ).json();
    const minted = (await shop.call("GET", `/qrcode/generate-action?qrCodeId=${code.id}`)).json();
    const cookie = await loginAs(testApp, shop.customer);
    const scans = await Promise.all(
      Array.from({ length: 100 }, () =>
        testApp.app.inject({
          method: "POST",
          url: `/api/qrcode/instance/${minted.instanceId}/redeem`,
          headers: { cookie, origin: "http://stampwise.test" },
        }),
      ),
    );
    const codes = scans.map((scan) => scan.statusCode);
    expect(codes.filter((status) => status < 300)).toHaveLength(1);
    for (const status of codes) expect([200, 201, 409]).toContain(status);
    expect((await shop.stored())?.balance).toBe(25);
  });
});

describe("points postings and idempotency keys of other cards", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("answers a key already used on a gift card with 409, never the gift card's posting as points", async () => {
    const shop = await pointsAdmin(testApp);
    const gift = (
      await shop.call("POST", "/loyalty-card/gift-cards", { name: "Gift 500 kr", initialBalance: 50_000 })
    ).json();
    const giftKey = shop.key();
    const issued = await shop.call("POST", `/loyalty-card/gift-cards/${gift.id}/issue`, {
      userId: shop.customer.id,
      idempotencyKey: giftKey,
    });
    expect(issued.statusCode).toBe(201);
    for (const response of [
      await shop.earn(25, { idempotencyKey: giftKey }),
      await shop.adjust(-25, { idempotencyKey: giftKey }),
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error.code).toBe("BAD_REQUEST");
    }
    // The customer's only card here is still the gift card with its load: no points card was given.
    expect((await shop.ledgerRows()).map((row) => row.kind)).toEqual(["gift"]);
  });
});
