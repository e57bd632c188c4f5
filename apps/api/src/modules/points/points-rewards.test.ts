import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { rewards } from "../ledger/ledger.table";
import { loyaltyAdmin } from "../loyalty-program/loyalty-program.test-helpers";
import { pointsAdmin } from "./points.test-helpers";

describe("the points rewards catalogue and redeeming", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  async function withReward(input: Record<string, unknown> = {}) {
    const shop = await pointsAdmin(testApp);
    const response = await shop.call("POST", "/points-reward", {
      name: "Free coffee",
      pointsCost: 100,
      ...input,
    });
    if (response.statusCode !== 201) throw new Error(`reward not created: ${response.body}`);
    const reward = response.json();
    const redeem = (overrides: Record<string, unknown> = {}) =>
      shop.call("POST", `/points-reward/${reward.id}/redeem`, {
        userId: shop.customer.id,
        idempotencyKey: shop.key(),
        ...overrides,
      });
    return { ...shop, reward, redeem };
  }

  it("adds, lists cheapest first, changes and removes rewards", async () => {
    const shop = await withReward({ name: "  Free coffee ", pointsCost: 100 });
    expect(shop.reward).toEqual({
      id: expect.any(String),
      name: "Free coffee",
      pointsCost: 100,
      active: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const bun = (await shop.call("POST", "/points-reward", { name: "Cinnamon bun", pointsCost: 60 })).json();
    expect((await shop.call("GET", "/points-reward")).json().map((r: { name: string }) => r.name)).toEqual([
      "Cinnamon bun",
      "Free coffee",
    ]);
    const changed = await shop.call("PATCH", `/points-reward/${bun.id}`, { pointsCost: 150, active: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ pointsCost: 150, active: false });
    expect((await shop.call("DELETE", `/points-reward/${bun.id}`)).statusCode).toBe(204);
    expect((await shop.call("GET", "/points-reward")).json()).toHaveLength(1);
    expect((await shop.call("DELETE", `/points-reward/${bun.id}`)).statusCode).toBe(404);
  });

  it("refuses a reward before the program exists with 409 LOYALTY_PROGRAM_REQUIRED", async () => {
    const admin = await loyaltyAdmin(testApp);
    const response = await admin.call("POST", "/points-reward", { name: "Free coffee", pointsCost: 100 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("LOYALTY_PROGRAM_REQUIRED");
  });

  it("redeems: spends the cost through the ledger and issues the reward as handed over", async () => {
    const shop = await withReward();
    await shop.earnOk(130);
    const response = await shop.redeem();
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      balance: 30,
      transaction: { kind: "points", delta: -100, balanceAfter: 30 },
      reward: { name: "Free coffee", status: "redeemed", redeemedBy: shop.admin.id },
    });
    const [issued] = await testApp.db.select().from(rewards).where(eq(rewards.id, body.reward.id));
    expect(issued).toMatchObject({ pointsRewardId: shop.reward.id, transactionId: body.transaction.id });
    expect((await shop.ledgerRows()).at(-1)?.note).toBe("Free coffee");
  });

  it("redeems once for one idempotency key, and refuses when the points do not reach", async () => {
    const shop = await withReward();
    await shop.earnOk(150);
    const idempotencyKey = shop.key();
    const first = await shop.redeem({ idempotencyKey });
    const again = await shop.redeem({ idempotencyKey });
    expect(again.statusCode).toBe(200);
    expect(again.json().reward.id).toBe(first.json().reward.id);
    const short = await shop.redeem();
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe("POINTS_INSUFFICIENT");
    expect((await shop.stored())?.balance).toBe(50);
    const issued = await testApp.db.select().from(rewards).where(eq(rewards.pointsRewardId, shop.reward.id));
    expect(issued).toHaveLength(1);
  });

  it("refuses an inactive reward with 409 POINTS_REWARD_INACTIVE, and redeems in an inactive program", async () => {
    const shop = await withReward();
    await shop.earnOk(300);
    await shop.call("PATCH", `/points-reward/${shop.reward.id}`, { active: false });
    const refused = await shop.redeem();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("POINTS_REWARD_INACTIVE");
    await shop.call("PATCH", `/points-reward/${shop.reward.id}`, { active: true });
    await shop.call("PATCH", `/loyalty-program/${shop.program.id}`, { active: false });
    expect((await shop.redeem()).statusCode).toBe(201);
  });

  it("answers 404 for another organization's reward and an unknown one, changing nothing", async () => {
    const theirs = await withReward();
    await theirs.earnOk(500);
    const mine = await pointsAdmin(testApp);
    for (const id of [theirs.reward.id, randomUUID()]) {
      for (const [method, url, payload] of [
        ["PATCH", `/points-reward/${id}`, { name: "Mine now" }],
        ["DELETE", `/points-reward/${id}`, undefined],
        ["POST", `/points-reward/${id}/redeem`, { userId: theirs.customer.id, idempotencyKey: mine.key() }],
      ] as const) {
        const response = await mine.call(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body).not.toContain("Free coffee");
      }
    }
    expect((await mine.call("GET", "/points-reward")).json()).toEqual([]);
    expect((await theirs.stored())?.balance).toBe(500);
    expect((await theirs.call("GET", "/points-reward")).json()[0].name).toBe("Free coffee");
  });

  it.each([
    ["a missing name", { name: undefined }],
    ["a blank name", { name: "  " }],
    ["a name with a NUL byte", { name: "Free\u0000coffee" }],
    ["an over-long name", { name: "x".repeat(121) }],
    ["a zero cost", { pointsCost: 0 }],
    ["a fractional cost", { pointsCost: 9.5 }],
    ["a cost past the maximum", { pointsCost: 1_000_001 }],
    ["an unknown field", { programId: randomUUID() }],
  ])("POST /points-reward answers 400 for %s", async (_case, overrides) => {
    const shop = await pointsAdmin(testApp);
    const response = await shop.call("POST", "/points-reward", {
      name: "Free coffee",
      pointsCost: 100,
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_ERROR");
    expect((await shop.call("GET", "/points-reward")).json()).toEqual([]);
  });

  it("answers 400 to an empty change, a bad id, and a redeem without a valid customer or key", async () => {
    const shop = await withReward();
    expect((await shop.call("PATCH", `/points-reward/${shop.reward.id}`, {})).statusCode).toBe(400);
    expect((await shop.call("PATCH", "/points-reward/42", { name: "x" })).statusCode).toBe(400);
    expect((await shop.redeem({ userId: "nobody" })).statusCode).toBe(400);
    expect((await shop.redeem({ idempotencyKey: "k\u0000eyeeeeee" })).statusCode).toBe(400);
    expect((await shop.redeem({ idempotencyKey: "k".repeat(101) })).statusCode).toBe(400);
  });

  it("answers 401 without a session and 404 to a customer account on every catalogue route", async () => {
    const shop = await withReward();
    const cookie = await loginAs(testApp, shop.customer);
    const headers = { "x-organization-id": shop.organization.id, origin: "http://stampwise.test" };
    for (const [method, url, payload] of [
      ["GET", "/points-reward", undefined],
      ["POST", "/points-reward", { name: "Mine", pointsCost: 1 }],
      ["PATCH", `/points-reward/${shop.reward.id}`, { name: "Mine" }],
      ["DELETE", `/points-reward/${shop.reward.id}`, undefined],
      [
        "POST",
        `/points-reward/${shop.reward.id}/redeem`,
        { userId: shop.customer.id, idempotencyKey: shop.key() },
      ],
    ] as const) {
      const request = { method, url: `/api${url}`, ...(payload && { payload }) };
      expect((await testApp.app.inject({ ...request, headers })).statusCode).toBe(401);
      expect((await testApp.app.inject({ ...request, headers: { ...headers, cookie } })).statusCode).toBe(
        404,
      );
    }
    expect((await shop.call("GET", "/points-reward")).json()).toEqual([shop.reward]);
  });
});
