import { randomUUID } from "node:crypto";
import { formatGiftCode, GIFT_AMOUNT_MAX_MINOR } from "@stampwise/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { transactions } from "../ledger/ledger.table";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";

const key = () => `key-${randomUUID()}`;
const giftInput = (overrides: Record<string, unknown> = {}) => ({
  name: "Gift card 500 kr",
  description: "For a friend who loves coffee",
  initialBalance: 50_000,
  ...overrides,
});

describe("gift card routes", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  async function giftAdmin() {
    const admin = await signedInAdmin(testApp);
    async function createGiftCard(overrides: Record<string, unknown> = {}) {
      const response = await admin.call("POST", "/loyalty-card/gift-cards", giftInput(overrides));
      if (response.statusCode !== 201) throw new Error(`gift card not created: ${response.body}`);
      return response.json();
    }
    async function issue(giftCardId: string, userId: string, idempotencyKey = key()) {
      return admin.call("POST", `/loyalty-card/gift-cards/${giftCardId}/issue`, { userId, idempotencyKey });
    }
    const post = (instanceId: string, operation: string, amount: number, idempotencyKey = key()) =>
      admin.call("POST", `/gift-card-instance/${instanceId}/transaction`, {
        operation,
        amount,
        idempotencyKey,
      });
    return { ...admin, createGiftCard, issue, post };
  }

  /** An admin with a definition and a customer holding one card of it (500 kr). */
  async function issuedSetup() {
    const admin = await giftAdmin();
    const definition = await admin.createGiftCard();
    const customer = await admin.customer();
    const issued = await admin.issue(definition.id, customer.id);
    expect(issued.statusCode).toBe(201);
    return { ...admin, definition, customer, card: issued.json() };
  }

  // In posting order: without an ORDER BY, PostgreSQL may return a row written into free space first.
  const ledgerRows = (instanceId: string) =>
    testApp.db
      .select()
      .from(transactions)
      .where(eq(transactions.instanceId, instanceId))
      .orderBy(transactions.createdAt);

  it("creates, lists, changes and deletes definitions (SEK by default, amounts in öre)", async () => {
    const { call, createGiftCard } = await giftAdmin();
    const created = await createGiftCard({ description: undefined });
    expect(created).toMatchObject({
      name: "Gift card 500 kr",
      description: "",
      initialBalance: 50_000,
      currency: "SEK",
      issuedCount: 0,
      outstandingBalance: 0,
    });
    const changed = await call("PATCH", `/loyalty-card/gift-cards/${created.id}`, { initialBalance: 25_000 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ initialBalance: 25_000, name: "Gift card 500 kr" });
    const listed = await call("GET", "/loyalty-card/gift-cards");
    expect(listed.json().map((card: { id: string }) => card.id)).toEqual([created.id]);
    // The stamp cards list is not where gift cards show.
    expect((await call("GET", "/loyalty-card/stamp-cards")).json().items ?? []).toEqual([]);
    expect((await call("DELETE", `/loyalty-card/gift-cards/${created.id}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/loyalty-card/gift-cards/${created.id}`)).statusCode).toBe(404);
    expect((await call("GET", "/loyalty-card/gift-cards")).json()).toEqual([]);
  });

  it("changes a definition's currency while no card has been issued from it", async () => {
    const { call, createGiftCard } = await giftAdmin();
    const created = await createGiftCard();

    const changed = await call("PATCH", `/loyalty-card/gift-cards/${created.id}`, { currency: "EUR" });

    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ currency: "EUR", issuedCount: 0, currencyLocked: false });
  });

  it("fixes the currency once a card is issued (409), and the issued card keeps its amount in it", async () => {
    const { call, definition, card } = await issuedSetup();

    const changed = await call("PATCH", `/loyalty-card/gift-cards/${definition.id}`, {
      currency: "EUR",
      name: "Renamed with the currency",
    });

    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toEqual({
      code: "GIFT_CARD_CURRENCY_LOCKED",
      message: "Cards have been issued from this gift card: its currency can no longer change",
    });
    const [listed] = (await call("GET", "/loyalty-card/gift-cards")).json();
    expect(listed).toMatchObject({
      name: definition.name,
      currency: "SEK",
      outstandingBalance: 50_000,
      currencyLocked: true,
    });
    const held = await call("GET", `/gift-card-instance/by-code/${card.code}`);
    expect(held.json()).toMatchObject({ balance: 50_000, currency: "SEK" });
    // The same currency, and every other field, can still change.
    const same = await call("PATCH", `/loyalty-card/gift-cards/${definition.id}`, {
      currency: "SEK",
      initialBalance: 20_000,
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ currency: "SEK", initialBalance: 20_000 });
  });

  it("keeps the currency fixed after the only issued card was taken away", async () => {
    const { call, definition, card } = await issuedSetup();
    const removed = await call("DELETE", `/gift-card-instance/${card.id}`);
    expect(removed.statusCode, removed.body).toBe(204);

    const changed = await call("PATCH", `/loyalty-card/gift-cards/${definition.id}`, { currency: "NOK" });

    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe("GIFT_CARD_CURRENCY_LOCKED");
    const [listed] = (await call("GET", "/loyalty-card/gift-cards")).json();
    expect(listed).toMatchObject({ issuedCount: 0, currencyLocked: true });
  });

  it("refuses bad definitions with 400 and a field message, storing nothing", async () => {
    const { call, createGiftCard } = await giftAdmin();
    const cases: Record<string, unknown>[] = [
      giftInput({ name: "  " }),
      giftInput({ name: "x".repeat(121) }),
      giftInput({ name: "Gift\u0000card" }),
      giftInput({ initialBalance: 0 }),
      giftInput({ initialBalance: -100 }),
      giftInput({ initialBalance: 12.5 }),
      giftInput({ initialBalance: GIFT_AMOUNT_MAX_MINOR + 1 }),
      giftInput({ initialBalance: "500" }),
      giftInput({ currency: "BTC" }),
      { name: "Only a name" },
    ];
    for (const body of cases) {
      const response = await call("POST", "/loyalty-card/gift-cards", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
    }
    const big = await call(
      "POST",
      "/loyalty-card/gift-cards",
      giftInput({ description: "x".repeat(1_000_000) }),
    );
    expect([400, 413]).toContain(big.statusCode);
    expect((await call("GET", "/loyalty-card/gift-cards")).json()).toEqual([]);
    const card = await createGiftCard();
    const empty = await call("PATCH", `/loyalty-card/gift-cards/${card.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe("VALIDATION_ERROR");
  });

  it("issues a card loaded with its initial balance as one ledger row, with a readable code", async () => {
    const { call, definition, customer, card } = await issuedSetup();
    expect(card).toMatchObject({
      giftCardId: definition.id,
      userId: customer.id,
      name: "Gift card 500 kr",
      currency: "SEK",
      balance: 50_000,
      initialBalance: 50_000,
    });
    expect(card.code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    const rows = await ledgerRows(card.id);
    expect(rows).toMatchObject([{ kind: "gift", delta: 50_000, balanceAfter: 50_000, source: "manual" }]);
    const listed = await call("GET", "/loyalty-card/gift-cards");
    expect(listed.json()[0]).toMatchObject({ issuedCount: 1, outstandingBalance: 50_000 });
    // Typed with dashes and in lower case, the code still finds the card.
    const typed = formatGiftCode(card.code).toLowerCase();
    const found = await call("GET", `/gift-card-instance/by-code/${typed}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().id).toBe(card.id);
    const held = await call("GET", `/gift-card-instance?userId=${customer.id}`);
    expect(held.json().map((one: { id: string }) => one.id)).toEqual([card.id]);
    const profile = await call("GET", `/user/${customer.id}`);
    expect(profile.json().totals).toMatchObject({ giftCards: 1, giftCardValue: 50_000, stampsEarned: 0 });
  });

  it("issues the same gift card to a customer twice: two cards, two codes", async () => {
    const { issue, definition, customer, card } = await issuedSetup();
    const second = await issue(definition.id, customer.id);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).not.toBe(card.id);
    expect(second.json().code).not.toBe(card.code);
  });

  it("answers a repeated issue key with the card it issued, once, also when sent at the same time", async () => {
    const { issue, definition, customer, call } = await issuedSetup();
    const idempotencyKey = key();
    const [first, second] = await Promise.all([
      issue(definition.id, customer.id, idempotencyKey),
      issue(definition.id, customer.id, idempotencyKey),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    const again = await issue(definition.id, customer.id, idempotencyKey);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const held = await call("GET", `/gift-card-instance?userId=${customer.id}`);
    expect(held.json()).toHaveLength(2);
  });

  it("redeems part of a card and adjusts it, never below zero", async () => {
    const { post, card, call, customer } = await issuedSetup();
    const spent = await post(card.id, "redeem", 12_050);
    expect(spent.statusCode).toBe(201);
    expect(spent.json().giftCard.balance).toBe(37_950);
    expect(spent.json().transaction).toMatchObject({ kind: "gift", delta: -12_050, balanceAfter: 37_950 });
    const tooMuch = await post(card.id, "redeem", 37_951);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.code).toBe("GIFT_CARD_BALANCE_TOO_LOW");
    const down = await post(card.id, "adjust", -37_950);
    expect(down.json().giftCard.balance).toBe(0);
    expect((await post(card.id, "adjust", -1)).json().error.code).toBe("GIFT_CARD_BALANCE_TOO_LOW");
    const up = await post(card.id, "adjust", 1_000);
    expect(up.json().giftCard.balance).toBe(1_000);
    expect((await ledgerRows(card.id)).map((row) => row.delta)).toEqual([50_000, -12_050, -37_950, 1_000]);
    const profile = await call("GET", `/user/${customer.id}`);
    expect(profile.json().totals).toMatchObject({ giftCards: 1, giftCardValue: 1_000 });
  });

  it("spends a balance once when two redemptions race for it", async () => {
    const { post, card } = await issuedSetup();
    const [first, second] = await Promise.all([
      post(card.id, "redeem", 30_000),
      post(card.id, "redeem", 30_000),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const rows = await ledgerRows(card.id);
    expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(20_000);
  });

  it("counts a repeated redemption key once and answers it with the original", async () => {
    const { post, card } = await issuedSetup();
    const idempotencyKey = key();
    const first = await post(card.id, "redeem", 5_000, idempotencyKey);
    const again = await post(card.id, "redeem", 5_000, idempotencyKey);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().transaction.id).toBe(first.json().transaction.id);
    expect(await ledgerRows(card.id)).toHaveLength(2);
  });

  it("refuses bad postings with 400 and a code", async () => {
    const { call, card } = await issuedSetup();
    const bodies: Record<string, unknown>[] = [
      { operation: "redeem", amount: 0, idempotencyKey: key() },
      { operation: "redeem", amount: -5, idempotencyKey: key() },
      { operation: "adjust", amount: 0, idempotencyKey: key() },
      { operation: "adjust", amount: 1.5, idempotencyKey: key() },
      { operation: "adjust", amount: GIFT_AMOUNT_MAX_MINOR + 1, idempotencyKey: key() },
      { operation: "steal", amount: 5, idempotencyKey: key() },
      { operation: "redeem", amount: 5, idempotencyKey: "short" },
      { operation: "redeem", amount: 5, idempotencyKey: `key-\u0000-${randomUUID()}` },
      { operation: "redeem", amount: 5 },
    ];
    for (const body of bodies) {
      const response = await call("POST", `/gift-card-instance/${card.id}/transaction`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
    }
    expect((await call("GET", "/gift-card-instance/by-code/ABC")).statusCode).toBe(400);
    expect(await ledgerRows(card.id)).toHaveLength(1);
  });

  it("gives another organization nothing: its ids and codes answer 404", async () => {
    const { definition, card, customer } = await issuedSetup();
    const stranger = await giftAdmin();
    const calls = [
      stranger.call("PATCH", `/loyalty-card/gift-cards/${definition.id}`, { name: "Mine now" }),
      stranger.call("DELETE", `/loyalty-card/gift-cards/${definition.id}`),
      stranger.issue(definition.id, customer.id),
      stranger.post(card.id, "redeem", 100),
      stranger.post(card.id, "adjust", 100_000),
      stranger.call("GET", `/gift-card-instance/by-code/${card.code}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    expect((await stranger.call("GET", `/gift-card-instance?userId=${customer.id}`)).json()).toEqual([]);
    expect((await stranger.call("GET", "/loyalty-card/gift-cards")).json()).toEqual([]);
    expect(await ledgerRows(card.id)).toHaveLength(1);
  });

  it("issues only to customer accounts, and never from a deleted definition", async () => {
    const { call, issue, definition, customer, admin, card, post } = await issuedSetup();
    expect((await issue(definition.id, admin.id)).statusCode).toBe(404);
    expect((await issue(definition.id, randomUUID())).statusCode).toBe(404);
    expect((await call("DELETE", `/loyalty-card/gift-cards/${definition.id}`)).statusCode).toBe(204);
    const retired = await issue(definition.id, customer.id);
    expect(retired.statusCode).toBe(409);
    expect(retired.json().error.code).toBe("GIFT_CARD_RETIRED");
    // The card issued before keeps its value and can still be spent.
    const spent = await post(card.id, "redeem", 1_000);
    expect(spent.statusCode).toBe(201);
    expect(spent.json().giftCard.balance).toBe(49_000);
  });

  it("takes a card away: its balance written off as a ledger row, its code and postings gone", async () => {
    const { call, post, card, customer } = await issuedSetup();
    await post(card.id, "redeem", 12_000);
    const stranger = await giftAdmin();
    expect((await stranger.call("DELETE", `/gift-card-instance/${card.id}`)).statusCode).toBe(404);
    expect((await call("DELETE", `/gift-card-instance/${card.id}`)).statusCode).toBe(204);
    expect((await ledgerRows(card.id)).map((row) => row.delta)).toEqual([50_000, -12_000, -38_000]);
    expect((await call("DELETE", `/gift-card-instance/${card.id}`)).statusCode).toBe(404);
    expect((await post(card.id, "redeem", 1)).statusCode).toBe(404);
    expect((await call("GET", `/gift-card-instance/by-code/${card.code}`)).statusCode).toBe(404);
    expect((await call("GET", `/gift-card-instance?userId=${customer.id}`)).json()).toEqual([]);
    const profile = await call("GET", `/user/${customer.id}`);
    expect(profile.json().totals).toMatchObject({ giftCards: 0, giftCardValue: 0 });
    expect((await call("GET", "/loyalty-card/gift-cards")).json()[0]).toMatchObject({
      issuedCount: 0,
      outstandingBalance: 0,
    });
  });

  it("leaves a card taken away while redemptions race it at exactly zero", async () => {
    const { call, post, card } = await issuedSetup();
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => post(card.id, "redeem", 1_000)),
      call("DELETE", `/gift-card-instance/${card.id}`),
      ...Array.from({ length: 10 }, () => post(card.id, "redeem", 1_000)),
    ]);
    expect(answers.every((answer) => [201, 204, 404].includes(answer.statusCode))).toBe(true);
    const rows = await ledgerRows(card.id);
    expect(rows.reduce((sum, row) => sum + row.delta, 0)).toBe(0);
    expect(rows.every((row) => row.balanceAfter >= 0)).toBe(true);
  });

  it("removes a spent card without writing anything to the ledger", async () => {
    const { call, post, card } = await issuedSetup();
    await post(card.id, "redeem", 50_000);
    expect((await call("DELETE", `/gift-card-instance/${card.id}`)).statusCode).toBe(204);
    expect(await ledgerRows(card.id)).toHaveLength(2);
  });

  it("shows the customer their gift cards in every organization, live from the ledger", async () => {
    const { card, customer, organization } = await issuedSetup();
    const cookie = await loginAs(testApp, customer);
    const mine = await testApp.app.inject({
      method: "GET",
      url: "/api/gift-card-instance/mine",
      headers: { cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject([
      { id: card.id, code: card.code, balance: 50_000, organization: { id: organization.id } },
    ]);
    const asAdmin = await giftAdmin();
    const refused = await testApp.app.inject({
      method: "GET",
      url: "/api/gift-card-instance/mine",
      headers: { cookie: asAdmin.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("refuses the admin routes to a customer account", async () => {
    const { customer, organization, card } = await issuedSetup();
    const cookie = await loginAs(testApp, customer);
    const response = await testApp.app.inject({
      method: "POST",
      url: `/api/gift-card-instance/${card.id}/transaction`,
      headers: { cookie, "x-organization-id": organization.id, origin: "http://stampwise.test" },
      payload: { operation: "adjust", amount: 100_000, idempotencyKey: key() },
    });
    expect([403, 404]).toContain(response.statusCode);
    expect(await ledgerRows(card.id)).toHaveLength(1);
  });
});
