import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { loyaltyAdmin } from "../loyalty-program/loyalty-program.test-helpers";
import { signedInCustomer } from "./qr-codes.test-helpers";

describe("counter QR codes of type points", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  /** A shop with a program and a points code giving `points`; `mint` shows a fresh instance. */
  async function pointsCode(points = 25) {
    const admin = await loyaltyAdmin(testApp);
    const program = await admin.createProgram();
    const created = await admin.call("POST", "/qrcode", {
      type: "points",
      description: "Counter points",
      points,
    });
    expect(created.statusCode, created.body).toBe(201);
    const qrCode = created.json();
    const mint = async () =>
      (await admin.call("GET", `/qrcode/generate-action?qrCodeId=${qrCode.id}`)).json();
    return { ...admin, program, qrCode, mint };
  }

  it("makes a points code and lists it with the stamp codes", async () => {
    const shop = await pointsCode(25);
    expect(shop.qrCode).toEqual({
      id: expect.any(String),
      type: "points",
      description: "Counter points",
      points: 25,
      createdAt: expect.any(String),
    });
    expect((await shop.call("GET", "/qrcode")).json()).toEqual([shop.qrCode]);
    const changed = await shop.call("PATCH", `/qrcode/${shop.qrCode.id}`, { points: 40 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().points).toBe(40);
    const wrongField = await shop.call("PATCH", `/qrcode/${shop.qrCode.id}`, { stamps: 2 });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.code).toBe("VALIDATION_ERROR");
  });

  it("earns the code's points through the ledger when a customer scans it", async () => {
    const shop = await pointsCode(25);
    const instance = await shop.mint();
    const shown = await testApp.app.inject({
      method: "GET",
      url: `/api/qrcode/instance/${instance.instanceId}`,
    });
    expect(shown.json()).toMatchObject({
      type: "points",
      points: 25,
      stamps: 0,
      stampCardName: "Bean points",
      pointsName: "bean",
    });
    const customer = await signedInCustomer(testApp);
    const redeemed = await customer.call("POST", `/qrcode/instance/${instance.instanceId}/redeem`);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json()).toMatchObject({
      type: "points",
      stamps: 0,
      stampsAdded: 0,
      points: { added: 25, balance: 25 },
    });
    const cards = (await customer.call("GET", "/loyalty-card/point-cards")).json();
    expect(cards).toMatchObject([{ balance: 25, history: [{ delta: 25, kind: "earned" }] }]);
    const again = await customer.call("POST", `/qrcode/instance/${instance.instanceId}/redeem`);
    expect(again.statusCode).toBe(409);
  });

  it("applies the scan caps: a second scan inside the cool-down is refused and the code stays unclaimed", async () => {
    const shop = await pointsCode(25);
    const rules = await shop.call("PATCH", "/organization/fraud-rules", { scanCooldownSeconds: 600 });
    expect(rules.statusCode, rules.body).toBe(200);
    const customer = await signedInCustomer(testApp);
    const first = await shop.mint();
    expect((await customer.call("POST", `/qrcode/instance/${first.instanceId}/redeem`)).statusCode).toBe(200);
    const second = await shop.mint();
    const blocked = await customer.call("POST", `/qrcode/instance/${second.instanceId}/redeem`);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe("FRAUD_COOLDOWN");
    const cards = (await customer.call("GET", "/loyalty-card/point-cards")).json();
    expect(cards[0].balance).toBe(25);
    const shown = await testApp.app.inject({
      method: "GET",
      url: `/api/qrcode/instance/${second.instanceId}`,
    });
    expect(shown.json().status).toBe("available");
  });

  it("gives nothing while the program is inactive (409), leaving the code unclaimed", async () => {
    const shop = await pointsCode(25);
    await shop.call("PATCH", `/loyalty-program/${shop.program.id}`, { active: false });
    const instance = await shop.mint();
    const customer = await signedInCustomer(testApp);
    const refused = await customer.call("POST", `/qrcode/instance/${instance.instanceId}/redeem`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("POINTS_PROGRAM_INACTIVE");
    expect((await customer.call("GET", "/loyalty-card/point-cards")).json()).toEqual([]);
  });

  it.each([
    ["points without a program", null, { type: "points", description: "x", points: 5 }, 404],
    [
      "a points code with a stamp card",
      {},
      { type: "points", description: "x", points: 5, stampCardId: randomUUID() },
      400,
    ],
    ["a points code without points", {}, { type: "points", description: "x" }, 400],
    ["zero points", {}, { type: "points", description: "x", points: 0 }, 400],
    ["points past the maximum", {}, { type: "points", description: "x", points: 1_000_001 }, 400],
    ["a description with a NUL byte", {}, { type: "points", description: "a\u0000b", points: 5 }, 400],
    ["an over-long description", {}, { type: "points", description: "d".repeat(2000), points: 5 }, 400],
    ["a stamp code without its card", {}, { type: "stamp", description: "x", stamps: 1 }, 400],
  ])("POST /qrcode refuses %s", async (_case, program, payload, status) => {
    const admin = await loyaltyAdmin(testApp);
    if (program) await admin.createProgram();
    const response = await admin.call("POST", "/qrcode", payload);
    expect(response.statusCode).toBe(status);
    expect((await admin.call("GET", "/qrcode")).json()).toEqual([]);
  });

  it("answers 404 for another organization's points code", async () => {
    const theirs = await pointsCode(25);
    const mine = await loyaltyAdmin(testApp);
    await mine.createProgram();
    expect((await mine.call("PATCH", `/qrcode/${theirs.qrCode.id}`, { points: 1 })).statusCode).toBe(404);
    expect((await mine.call("GET", `/qrcode/generate-action?qrCodeId=${theirs.qrCode.id}`)).statusCode).toBe(
      404,
    );
    expect((await mine.call("DELETE", `/qrcode/${theirs.qrCode.id}`)).statusCode).toBe(404);
    expect((await theirs.call("GET", "/qrcode")).json()).toEqual([theirs.qrCode]);
  });
});
