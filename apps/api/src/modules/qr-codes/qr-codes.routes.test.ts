import { createHmac } from "node:crypto";
import {
  deriveIdentityCode,
  IDENTITY_WINDOW_SECONDS,
  identityWindow,
  QR_DESCRIPTION_MAX_LENGTH,
  VALIDATION_MESSAGES,
} from "@stampwise/contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";
import { qrCodeInstances, qrCodes } from "./qr-codes.table";
import { counterCode, signedInCustomer } from "./qr-codes.test-helpers";

const hmac = (key: Uint8Array, message: Uint8Array) => createHmac("sha256", key).update(message).digest();

describe("QR codes at the counter and the identity QR", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  const customer = () => signedInCustomer(testApp);
  const counter = (stamps?: number) => counterCode(testApp, stamps);

  it("mints a single-use code whose URL opens the redeem page, and a customer redeems it once", async () => {
    const { card, instance } = await counter(2);
    expect(instance.url).toBe(`http://stampwise.test/app/redeem/${instance.instanceId}`);
    const page = await testApp.app.inject({ url: `/api/qrcode/instance/${instance.instanceId}` });
    expect(page.json()).toMatchObject({
      stampCardName: card.name,
      stamps: 2,
      points: null,
      pointsName: null,
      status: "available",
    });

    const { call } = await customer();
    const redeemed = await call("POST", `/qrcode/instance/${instance.instanceId}/redeem`);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json()).toMatchObject({ stampCardId: card.id, stamps: 2, stampsAdded: 2 });

    const again = await call("POST", `/qrcode/instance/${instance.instanceId}/redeem`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("QR_ALREADY_USED");
  });

  it("tells the admin who showed the code, live, which customer redeemed it", async () => {
    const { admin, qrCode, instance } = await counter(1);
    const { call, user } = await customer();
    await testApp.events.whenListening();
    const received: unknown[] = [];
    const unsubscribe = testApp.events.subscribe(admin.admin.id, (event) => received.push(event));
    try {
      const redeemed = await call("POST", `/qrcode/instance/${instance.instanceId}/redeem`);
      expect(redeemed.statusCode, redeemed.body).toBe(200);
      await expect
        .poll(() => received, { timeout: 5000 })
        .toContainEqual({
          type: "qr.redeemed",
          data: {
            instanceId: instance.instanceId,
            qrCodeId: qrCode.id,
            userId: user.id,
            customerName: `${user.firstName} ${user.lastName}`,
          },
        });
    } finally {
      unsubscribe();
    }
  });

  it("gives exactly one success and one stamping to 50 concurrent redeems of one code", async () => {
    const { admin, instance } = await counter(1);
    const { call, user } = await customer();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call("POST", `/qrcode/instance/${instance.instanceId}/redeem`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(49);
    const stamped = await admin.call("POST", "/transaction", {
      userId: user.id,
      loyaltyCardId: answers.find((answer) => answer.statusCode === 200)?.json().stampCardId,
      delta: 1,
      source: "manual",
      idempotencyKey: `check-${user.id}`,
    });
    expect(stamped.json().instance.stamps).toBe(2);
  });

  it("refuses an expired code with 410 and an unknown one with 404", async () => {
    const { instance } = await counter();
    await testApp.db
      .update(qrCodeInstances)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(qrCodeInstances.id, instance.instanceId));
    const { call } = await customer();
    const expired = await call("POST", `/qrcode/instance/${instance.instanceId}/redeem`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe("QR_EXPIRED");
    const unknown = await call("POST", "/qrcode/instance/00000000-0000-4000-8000-000000000000/redeem");
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses stamps above the card's required count and stores nothing", async () => {
    const admin = await signedInAdmin(testApp);
    const card = await admin.createCard({ stampsRequired: 5 });
    for (const payload of [
      { stampCardId: card.id, stamps: 6 },
      { stampCardId: card.id, stamps: 0 },
      { stampCardId: card.id, stamps: "two" },
      { stamps: 1 },
    ]) {
      const response = await admin.call("POST", "/qrcode", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const stored = await testApp.db
      .select()
      .from(qrCodes)
      .where(eq(qrCodes.organizationId, admin.organization.id));
    expect(stored).toEqual([]);
  });

  it("requires a description to create a code, and refuses to empty it on update", async () => {
    const admin = await signedInAdmin(testApp);
    const card = await admin.createCard();
    for (const description of [undefined, "", "   "]) {
      const response = await admin.call("POST", "/qrcode", { description, stampCardId: card.id, stamps: 1 });
      expect(response.statusCode, JSON.stringify(description)).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "VALIDATION_ERROR",
        issues: [{ path: "description", message: VALIDATION_MESSAGES.qrCodeDescriptionRequired }],
      });
    }
    const tooLong = await admin.call("POST", "/qrcode", {
      description: "x".repeat(QR_DESCRIPTION_MAX_LENGTH + 1),
      stampCardId: card.id,
      stamps: 1,
    });
    expect(tooLong.json().error.issues).toEqual([
      { path: "description", message: VALIDATION_MESSAGES.qrCodeDescriptionTooLong },
    ]);

    const created = await admin.call("POST", "/qrcode", {
      description: "  At the till ",
      stampCardId: card.id,
      stamps: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().description).toBe("At the till");
    const emptied = await admin.call("PATCH", `/qrcode/${created.json().id}`, { description: " " });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().error.issues).toEqual([
      { path: "description", message: VALIDATION_MESSAGES.qrCodeDescriptionRequired },
    ]);
    const stampsOnly = await admin.call("PATCH", `/qrcode/${created.json().id}`, { stamps: 2 });
    expect(stampsOnly.statusCode, stampsOnly.body).toBe(200);
    expect(stampsOnly.json()).toMatchObject({ description: "At the till", stamps: 2 });
  });

  it("answers 404 for another organization's QR code and card", async () => {
    const { qrCode, card } = await counter();
    const stranger = await signedInAdmin(testApp);
    expect((await stranger.call("GET", `/qrcode/generate-action?qrCodeId=${qrCode.id}`)).statusCode).toBe(
      404,
    );
    expect((await stranger.call("PATCH", `/qrcode/${qrCode.id}`, { stamps: 1 })).statusCode).toBe(404);
    expect((await stranger.call("DELETE", `/qrcode/${qrCode.id}`)).statusCode).toBe(404);
    expect(
      (await stranger.call("POST", "/qrcode", { description: "Counter", stampCardId: card.id, stamps: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it("identifies a customer by the code of this or the previous window only", async () => {
    const admin = await signedInAdmin(testApp);
    const { user, call } = await customer();
    const { secret, windowSeconds } = (await call("GET", "/qrcode/identity-secret")).json();
    expect(windowSeconds).toBe(IDENTITY_WINDOW_SECONDS);
    const now = identityWindow(Date.now());
    for (const window of [now, now - 1]) {
      const response = await admin.call("POST", "/qrcode/identify", {
        code: deriveIdentityCode(hmac, user.id, secret, window),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().user.id).toBe(user.id);
    }
    for (const code of [
      deriveIdentityCode(hmac, user.id, secret, now - 2),
      `${user.id}.AAAAAAAAAA`,
      "nonsense",
    ]) {
      const response = await admin.call("POST", "/qrcode/identify", { code });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: "QR_NOT_RECOGNIZED",
        message: "QR code not recognized (may be expired)",
      });
    }
  });
});
