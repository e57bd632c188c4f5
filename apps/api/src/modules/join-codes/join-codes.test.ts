import { JOIN_CODE_TTL_SECONDS } from "@stampwise/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { cardInstances } from "../ledger/ledger.table";
import { loyaltyAdmin } from "../loyalty-program/loyalty-program.test-helpers";
import { signedInCustomer } from "../qr-codes/qr-codes.test-helpers";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";
import { joinCodeInstances } from "./join-codes.table";

describe("the store's join code", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  async function shownCode(admin: Awaited<ReturnType<typeof signedInAdmin>>) {
    const minted = await admin.call("GET", "/join-code/generate");
    expect(minted.statusCode, minted.body).toBe(200);
    return minted.json() as { instanceId: string; url: string; expiresAt: string };
  }

  it("makes the person who scans it a customer with the welcome stamps, once, and tells the till live", async () => {
    const admin = await signedInAdmin(testApp);
    const card = await admin.createCard({ name: "Coffee card", stampsRequired: 8 });
    const saved = await admin.call("PUT", "/join-code", {
      welcome: { type: "stamp", stampCardId: card.id, stamps: 2 },
    });
    expect(saved.json()).toEqual({ welcome: { type: "stamp", stampCardId: card.id, stamps: 2 } });
    const code = await shownCode(admin);
    expect(code.url).toBe(`http://stampwise.test/app/join/${code.instanceId}`);
    const lifetime = Date.parse(code.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan((JOIN_CODE_TTL_SECONDS - 10) * 1000);
    expect(lifetime).toBeLessThanOrEqual(JOIN_CODE_TTL_SECONDS * 1000);

    const shown = await testApp.app.inject({
      method: "GET",
      url: `/api/join-code/instance/${code.instanceId}`,
    });
    expect(shown.json()).toMatchObject({
      organizationName: admin.organization.name,
      welcome: { type: "stamp", stamps: 2, stampCardName: "Coffee card" },
      status: "available",
    });

    const { call, user } = await signedInCustomer(testApp);
    await testApp.events.whenListening();
    const received: unknown[] = [];
    const unsubscribe = testApp.events.subscribe(admin.admin.id, (event) => received.push(event));
    try {
      const joined = await call("POST", `/join-code/instance/${code.instanceId}/join`);
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json()).toEqual({
        organizationId: admin.organization.id,
        organizationName: admin.organization.name,
        joined: true,
        welcome: { type: "stamp", stamps: 2, stampCardName: "Coffee card" },
      });
      await expect
        .poll(() => received, { timeout: 5000 })
        .toContainEqual({
          type: "join.redeemed",
          data: { instanceId: code.instanceId, userId: user.id, customerName: user.firstName },
        });
    } finally {
      unsubscribe();
    }
    const profile = await admin.call("GET", `/user/${user.id}`);
    expect(profile.json().user.memberSince).toEqual(expect.any(String));
    expect(profile.json().totals.stamps).toBe(2);

    // Used: a second person (or a replay) is refused; the joined person scanning a fresh code is
    // told they are a customer already, gets nothing more, and leaves that code for the next.
    const other = await signedInCustomer(testApp);
    const replay = await other.call("POST", `/join-code/instance/${code.instanceId}/join`);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error.code).toBe("QR_ALREADY_USED");
    const fresh = await shownCode(admin);
    const twice = await call("POST", `/join-code/instance/${fresh.instanceId}/join`);
    expect(twice.json()).toMatchObject({ joined: false, welcome: null });
    expect((await admin.call("GET", `/user/${user.id}`)).json().totals.stamps).toBe(2);
    const next = await other.call("POST", `/join-code/instance/${fresh.instanceId}/join`);
    expect(next.json()).toMatchObject({ joined: true });
    // The first test of the file warms every route it touches: slow on a loaded machine.
  }, 60_000);

  it("gives welcome points from the program, and nothing when none is set", async () => {
    const admin = await loyaltyAdmin(testApp);
    await admin.createProgram();
    await admin.call("PUT", "/join-code", { welcome: { type: "points", points: 50 } });
    const { call, user } = await signedInCustomer(testApp);
    const joined = await call("POST", `/join-code/instance/${(await shownCode(admin)).instanceId}/join`);
    expect(joined.json().welcome).toMatchObject({ type: "points", points: 50 });
    expect((await admin.call("GET", `/user/${user.id}`)).json().totals.points).toBe(50);

    await admin.call("PUT", "/join-code", { welcome: null });
    expect((await admin.call("GET", "/join-code")).json()).toEqual({ welcome: null });
    const plain = await signedInCustomer(testApp);
    const plainJoin = await plain.call(
      "POST",
      `/join-code/instance/${(await shownCode(admin)).instanceId}/join`,
    );
    expect(plainJoin.json()).toMatchObject({ joined: true, welcome: null });
    const held = await testApp.db.select().from(cardInstances).where(eq(cardInstances.userId, plain.user.id));
    expect(held).toEqual([]);
  });

  it("gives exactly one join to 15 concurrent scans of one code by different people", async () => {
    const admin = await signedInAdmin(testApp);
    const card = await admin.createCard({ stampsRequired: 10 });
    await admin.call("PUT", "/join-code", { welcome: { type: "stamp", stampCardId: card.id, stamps: 1 } });
    const code = await shownCode(admin);
    const people = await Promise.all(Array.from({ length: 15 }, () => signedInCustomer(testApp)));
    const answers = await Promise.all(
      people.map((person) => person.call("POST", `/join-code/instance/${code.instanceId}/join`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(14).fill(409)]);
    const given = await testApp.db.select().from(cardInstances).where(eq(cardInstances.cardId, card.id));
    expect(given).toHaveLength(1);
  }, 60_000);

  it("refuses an expired code, an admin's account, a signed-out visitor and bad settings", async () => {
    const admin = await signedInAdmin(testApp);
    const card = await admin.createCard({ stampsRequired: 5 });
    const code = await shownCode(admin);
    await testApp.db
      .update(joinCodeInstances)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(joinCodeInstances.id, code.instanceId));
    const { call, user } = await signedInCustomer(testApp);
    const late = await call("POST", `/join-code/instance/${code.instanceId}/join`);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe("QR_EXPIRED");
    expect((await admin.call("GET", `/user/${user.id}`)).statusCode).toBe(404);

    const fresh = await shownCode(admin);
    const asAdmin = await admin.call("POST", `/join-code/instance/${fresh.instanceId}/join`);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().error.code).toBe("CUSTOMER_ACCOUNT_REQUIRED");
    const signedOut = await testApp.app.inject({
      method: "POST",
      url: `/api/join-code/instance/${fresh.instanceId}/join`,
      headers: { origin: "http://stampwise.test" },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await call("POST", `/join-code/instance/${crypto.randomUUID()}/join`)).statusCode).toBe(404);

    const other = await signedInAdmin(testApp);
    const otherCard = await other.createCard();
    for (const [welcome, status] of [
      [{ type: "stamp", stampCardId: otherCard.id, stamps: 1 }, 404],
      [{ type: "stamp", stampCardId: card.id, stamps: 6 }, 400],
      [{ type: "stamp", stampCardId: card.id, stamps: 0 }, 400],
      [{ type: "points", points: 10 }, 404],
      [{ type: "points", points: 2_000_000_000_000 }, 400],
      [{ type: "gift", amount: 1 }, 400],
      ["none", 400],
    ] as const) {
      const response = await admin.call("PUT", "/join-code", { welcome });
      expect(response.statusCode, JSON.stringify(welcome)).toBe(status);
    }
    expect((await admin.call("PUT", "/join-code", {})).statusCode).toBe(400);
    expect((await admin.call("GET", "/join-code")).json()).toEqual({ welcome: null });
    const foreign = await testApp.app.inject({
      method: "GET",
      url: "/api/join-code/generate",
      headers: { cookie: other.cookie, "x-organization-id": admin.organization.id },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("stops giving the welcome stamps once their card is deleted", async () => {
    const admin = await signedInAdmin(testApp);
    const card = await admin.createCard();
    await admin.call("PUT", "/join-code", { welcome: { type: "stamp", stampCardId: card.id, stamps: 1 } });
    expect((await admin.call("DELETE", `/loyalty-card/${card.id}`)).statusCode).toBe(204);
    expect((await admin.call("GET", "/join-code")).json()).toEqual({ welcome: null });
    const { call } = await signedInCustomer(testApp);
    const joined = await call("POST", `/join-code/instance/${(await shownCode(admin)).instanceId}/join`);
    expect(joined.json()).toMatchObject({ joined: true, welcome: null });
  });
});
