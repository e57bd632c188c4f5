import { randomUUID } from "node:crypto";
import { deriveIdentityCode, identityWindow } from "@stampwise/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { pointsAdmin } from "../points/points.test-helpers";
import { nodeHmac } from "../qr-codes/qr-codes.service";
import { counterCode, signedInCustomer } from "../qr-codes/qr-codes.test-helpers";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";

const key = () => `key-${randomUUID()}`;

describe("a person becomes a customer only by their own act", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  /** Every way staff could give value to, or read, a person named by id. */
  async function staffAttempts(userId: string) {
    const admin = await pointsAdmin(testApp);
    const card = await admin.createCard();
    const gift = await admin.call("POST", "/loyalty-card/gift-cards", {
      name: "Gift 100",
      initialBalance: 10_000,
    });
    return {
      admin,
      card,
      attempts: {
        card: () => admin.call("POST", "/loyalty-card-instance", { userId, loyaltyCardId: card.id }),
        stamps: () =>
          admin.call("POST", "/transaction", {
            userId,
            loyaltyCardId: card.id,
            delta: 1,
            source: "manual",
            idempotencyKey: key(),
          }),
        scanStamps: () =>
          admin.call("POST", "/transaction", {
            userId,
            loyaltyCardId: card.id,
            delta: 1,
            source: "identity-scan",
            idempotencyKey: key(),
          }),
        points: () =>
          admin.call("POST", "/points-transaction/earn", { userId, points: 10, idempotencyKey: key() }),
        giftCard: () =>
          admin.call("POST", `/loyalty-card/gift-cards/${gift.json().id}/issue`, {
            userId,
            idempotencyKey: key(),
          }),
        profile: () => admin.call("GET", `/user/${userId}`),
      },
    };
  }

  it("refuses staff every card, stamp, point, gift card and profile of an account that is not a customer here", async () => {
    const stranger = await testApp.factories.user({ role: "user" });
    const { admin, attempts } = await staffAttempts(stranger.id);
    // Knowing the address does not help: the search names no id and reaches nobody.
    await admin.call("GET", `/user/search?q=${encodeURIComponent(stranger.email)}`);
    for (const [name, attempt] of Object.entries(attempts)) {
      const response = await attempt();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(404);
      expect(response.json().error.code, name).toBe("NOT_FOUND");
    }
    const directory = await admin.call("GET", "/user");
    expect(directory.json().users.map((user: { id: string }) => user.id)).not.toContain(stranger.id);
    // The first test of the file warms every route it touches: slow on a loaded machine.
  }, 60_000);

  it("refuses them for another organization's customer too", async () => {
    const other = await signedInAdmin(testApp);
    const theirs = await other.customer();
    const { attempts } = await staffAttempts(theirs.id);
    for (const [name, attempt] of Object.entries(attempts)) {
      expect((await attempt()).statusCode, name).toBe(404);
    }
  });

  it("lets staff serve a person whose own identity code they scanned", async () => {
    const person = await testApp.factories.user({ role: "user" });
    const cookie = await loginAs(testApp, person);
    const secret = await testApp.app.inject({
      method: "GET",
      url: "/api/qrcode/identity-secret",
      headers: { cookie },
    });
    const code = deriveIdentityCode(nodeHmac, person.id, secret.json().secret, identityWindow(Date.now()));
    const { admin, attempts } = await staffAttempts(person.id);
    expect((await admin.call("POST", "/qrcode/identify", { code })).statusCode).toBe(200);
    expect((await attempts.profile()).statusCode).toBe(200);
    expect((await attempts.card()).statusCode).toBe(201);
    expect((await attempts.stamps()).statusCode).toBe(201);
  });

  it("lets a person who is nobody's customer collect a counter code: scanning it is their act", async () => {
    const { admin, instance } = await counterCode(testApp, 2);
    const customer = await signedInCustomer(testApp);
    const redeemed = await customer.call("POST", `/qrcode/instance/${instance.instanceId}/redeem`);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const profile = await admin.call("GET", `/user/${customer.user.id}`);
    expect(profile.json().user).toMatchObject({ id: customer.user.id, memberSince: expect.any(String) });
  });
});
