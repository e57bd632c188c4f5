import { randomUUID } from "node:crypto";
import { GIFT_AMOUNT_MAX_MINOR } from "@stampwise/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { loyaltyCards } from "../cards/cards.table";
import { cardInstances, transactions } from "../ledger/ledger.table";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";

const key = () => `key-${randomUUID()}`;

/** The gift card routes as an outsider tries them: odd input, other accounts, repeats. */
describe("gift card routes under attack", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  async function issuedSetup() {
    const admin = await signedInAdmin(testApp);
    const created = await admin.call("POST", "/loyalty-card/gift-cards", {
      name: "Gift card 500 kr",
      initialBalance: 50_000,
    });
    const definition = created.json();
    const customer = await admin.customer();
    const issued = await admin.call("POST", `/loyalty-card/gift-cards/${definition.id}/issue`, {
      userId: customer.id,
      idempotencyKey: key(),
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const post = (operation: string, amount: number, idempotencyKey = key()) =>
      admin.call("POST", `/gift-card-instance/${issued.json().id}/transaction`, {
        operation,
        amount,
        idempotencyKey,
      });
    return { ...admin, definition, customer, card: issued.json(), post };
  }

  const ledgerRows = (instanceId: string) =>
    testApp.db.select().from(transactions).where(eq(transactions.instanceId, instanceId));

  it("refuses a balance beyond what the ledger can hold with a 409 and a code, not a 500", async () => {
    const { card, post } = await issuedSetup();
    // As if the card had been topped up for years (215 top-ups of the maximum would do it).
    await testApp.db
      .update(cardInstances)
      .set({ balance: 2_140_000_000 })
      .where(eq(cardInstances.id, card.id));
    const response = await post("adjust", GIFT_AMOUNT_MAX_MINOR);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.code).toBe("GIFT_CARD_BALANCE_TOO_HIGH");
    expect(await ledgerRows(card.id)).toHaveLength(1);
    // Spending still works.
    expect((await post("redeem", 100)).statusCode).toBe(201);
  });

  it("refuses NUL bytes, wrong types and huge numbers with 400", async () => {
    const { call, card, definition, customer } = await issuedSetup();
    const cases: [string, string, unknown][] = [
      ["PATCH", `/loyalty-card/gift-cards/${definition.id}`, { description: "a\u0000b" }],
      ["PATCH", `/loyalty-card/gift-cards/${definition.id}`, { initialBalance: null }],
      ["PATCH", `/loyalty-card/gift-cards/${definition.id}`, { initialBalance: 1e300 }],
      ["PATCH", `/loyalty-card/gift-cards/${definition.id}`, { name: ["x"] }],
      ["PATCH", `/loyalty-card/gift-cards/${definition.id}`, { kind: "stamp" }],
      ["PATCH", `/loyalty-card/gift-cards/${definition.id}`, { description: undefined }],
      ["POST", `/loyalty-card/gift-cards/${definition.id}/issue`, { userId: "x", idempotencyKey: key() }],
      ["POST", `/loyalty-card/gift-cards/${definition.id}/issue`, { userId: customer.id }],
      [
        "POST",
        `/gift-card-instance/${card.id}/transaction`,
        { operation: "redeem", amount: "1", idempotencyKey: key() },
      ],
      [
        "POST",
        `/gift-card-instance/${card.id}/transaction`,
        { operation: "adjust", amount: 2 ** 53, idempotencyKey: key() },
      ],
      [
        "POST",
        `/gift-card-instance/${card.id}/transaction`,
        { operation: "adjust", amount: -1e20, idempotencyKey: key() },
      ],
      [
        "POST",
        `/gift-card-instance/${card.id}/transaction`,
        { operation: "redeem", amount: true, idempotencyKey: key() },
      ],
      ["GET", "/gift-card-instance?userId=%00", undefined],
      ["GET", "/gift-card-instance", undefined],
      ["GET", "/gift-card-instance/by-code/ABCD%00EFGHJKLM", undefined],
      ["GET", `/gift-card-instance/by-code/${"A".repeat(41)}`, undefined],
      ["PATCH", "/loyalty-card/gift-cards/not-a-uuid", { name: "x" }],
      [
        "POST",
        "/gift-card-instance/%00/transaction",
        { operation: "redeem", amount: 1, idempotencyKey: key() },
      ],
    ];
    for (const [method, url, payload] of cases) {
      const response = await call(method as "GET", url, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
    }
    const [stored] = await testApp.db.select().from(loyaltyCards).where(eq(loyaltyCards.id, definition.id));
    expect(stored).toMatchObject({ kind: "gift", initialBalance: 50_000, description: "" });
    expect(await ledgerRows(card.id)).toHaveLength(1);
  });

  it("keeps a definition a gift card: extra keys of a PATCH are ignored, never applied", async () => {
    const { call, definition } = await issuedSetup();
    const response = await call("PATCH", `/loyalty-card/gift-cards/${definition.id}`, {
      name: "Renamed",
      kind: "stamp",
      stampsRequired: 1,
      organizationId: randomUUID(),
      deletedAt: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await testApp.db.select().from(loyaltyCards).where(eq(loyaltyCards.id, definition.id));
    expect(stored).toMatchObject({ kind: "gift", name: "Renamed", stampsRequired: null });
  });

  it("refuses 1 MB bodies on every writing route with 413 or 400, storing nothing", async () => {
    const { call, card, definition, customer } = await issuedSetup();
    const huge = "x".repeat(1_000_000);
    const cases: [string, string, unknown][] = [
      ["POST", "/loyalty-card/gift-cards", { name: "Big", initialBalance: 100, description: huge }],
      ["PATCH", `/loyalty-card/gift-cards/${definition.id}`, { description: huge }],
      [
        "POST",
        `/loyalty-card/gift-cards/${definition.id}/issue`,
        { userId: customer.id, idempotencyKey: huge },
      ],
      [
        "POST",
        `/gift-card-instance/${card.id}/transaction`,
        { operation: "adjust", amount: 5, idempotencyKey: huge },
      ],
    ];
    for (const [method, url, payload] of cases) {
      const response = await call(method as "POST", url, payload);
      expect([400, 413], `${method} ${url}`).toContain(response.statusCode);
    }
    expect(await ledgerRows(card.id)).toHaveLength(1);
    expect((await call("GET", "/loyalty-card/gift-cards")).json()).toHaveLength(1);
  });

  it("spends a card to exactly zero when 200 redemptions race for it, each key counted once", async () => {
    const { card, post } = await issuedSetup();
    const keys = Array.from({ length: 100 }, () => key());
    // Every key sent twice at once: 200 requests for 100 redemptions of 10 kr from a 500 kr card.
    const responses = await Promise.all([...keys, ...keys].map((one) => post("redeem", 1_000, one)));
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created).toHaveLength(50);
    for (const response of responses) expect([200, 201, 409]).toContain(response.statusCode);
    const rows = await ledgerRows(card.id);
    expect(rows).toHaveLength(51);
    expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(0);
  });

  it("gives a customer account none of the staff routes, even with the organization's id", async () => {
    const { organization, card, definition, customer } = await issuedSetup();
    const cookie = await loginAs(testApp, customer);
    const headers = { cookie, "x-organization-id": organization.id, origin: "http://stampwise.test" };
    const attempts = [
      { method: "GET", url: "/api/loyalty-card/gift-cards" },
      { method: "POST", url: "/api/loyalty-card/gift-cards", payload: { name: "Mine", initialBalance: 100 } },
      {
        method: "PATCH",
        url: `/api/loyalty-card/gift-cards/${definition.id}`,
        payload: { initialBalance: 1 },
      },
      { method: "DELETE", url: `/api/loyalty-card/gift-cards/${definition.id}` },
      {
        method: "POST",
        url: `/api/loyalty-card/gift-cards/${definition.id}/issue`,
        payload: { userId: customer.id, idempotencyKey: key() },
      },
      { method: "GET", url: `/api/gift-card-instance?userId=${customer.id}` },
      { method: "GET", url: `/api/gift-card-instance/by-code/${card.code}` },
    ] as const;
    for (const attempt of attempts) {
      const response = await testApp.app.inject({ ...attempt, headers });
      expect([403, 404], `${attempt.method} ${attempt.url}`).toContain(response.statusCode);
    }
    expect(await ledgerRows(card.id)).toHaveLength(1);
    // Their own list shows only their card, without anyone else's.
    const mine = await testApp.app.inject({ method: "GET", url: "/api/gift-card-instance/mine", headers });
    expect(mine.json().map((one: { id: string }) => one.id)).toEqual([card.id]);
  });

  it("answers another organization's ids with 404 on every route, and its issue to my customer stays its own", async () => {
    const { definition, card, customer, call } = await issuedSetup();
    const stranger = await signedInAdmin(testApp);
    const responses = [
      await stranger.call("GET", `/gift-card-instance/by-code/${card.code.toLowerCase()}`),
      await stranger.call("POST", `/gift-card-instance/${card.id}/transaction`, {
        operation: "redeem",
        amount: 1,
        idempotencyKey: key(),
      }),
      await stranger.call("POST", `/loyalty-card/gift-cards/${definition.id}/issue`, {
        userId: customer.id,
        idempotencyKey: key(),
      }),
      await stranger.call("POST", "/transaction", {
        instanceId: card.id,
        delta: 1,
        source: "manual",
        idempotencyKey: key(),
      }),
      await stranger.call("DELETE", `/loyalty-card-instance/${card.id}`),
      await stranger.call("GET", `/reward?instanceId=${card.id}`),
    ];
    for (const response of responses) expect(response.statusCode, response.body).toBe(404);
    expect((await call("GET", `/gift-card-instance?userId=${customer.id}`)).json()).toHaveLength(1);
    expect(await ledgerRows(card.id)).toHaveLength(1);
  });
});
