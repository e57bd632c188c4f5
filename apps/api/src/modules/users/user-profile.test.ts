import { createHmac, randomUUID } from "node:crypto";
import { deriveIdentityCode, identityWindow, UserProfileSchema } from "@stampwise/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { uniqueEmail } from "../../seed/factories";
import { USER_NOT_VISIBLE_MESSAGE } from "./users-directory.service";
import { directoryAdmin, person } from "./users-directory.test-helpers";

const hmac = (key: Uint8Array, message: Uint8Array) => createHmac("sha256", key).update(message).digest();
const key = () => `key-${randomUUID()}`;

describe("GET /user/{id} (the profile)", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  const expectNotVisible = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "NOT_FOUND", message: USER_NOT_VISIBLE_MESSAGE } });
  };

  it("shows live cards newest first with template, milestones and rewards, and the totals", async () => {
    const admin = await directoryAdmin(testApp);
    await admin.createMilestone(admin.card.id, { stampsNeeded: 3, requirement: 3 });
    const customer = await admin.addCustomer({ firstName: "Greta" });
    const stamp = (instanceId: string, delta: number) =>
      admin.call("POST", "/transaction", { instanceId, delta, source: "manual", idempotencyKey: key() });
    // 0 → 12 of 10: the milestone at 3 and the final reward, then 2 carried into the next cycle.
    expect((await stamp(customer.instance.id, 12)).statusCode).toBe(201);
    expect((await stamp(customer.instance.id, -1)).statusCode).toBe(201);
    const second = await admin.createCard({ name: "Lunch card", stampsRequired: 5 });
    const secondInstance = (
      await admin.call("POST", "/loyalty-card-instance", { userId: customer.id, loyaltyCardId: second.id })
    ).json();
    await stamp(secondInstance.id, 4);
    const removedCard = await admin.createCard({ name: "Removed" });
    const removed = (
      await admin.call("POST", "/loyalty-card-instance", {
        userId: customer.id,
        loyaltyCardId: removedCard.id,
      })
    ).json();
    await stamp(removed.id, 7);
    await admin.call("DELETE", `/loyalty-card-instance/${removed.id}`);

    const response = await admin.call("GET", `/user/${customer.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const profile = UserProfileSchema.parse(response.json());
    expect(profile.user).toMatchObject({
      id: customer.id,
      firstName: "Greta",
      memberSince: expect.any(String),
    });
    expect(profile.cards.map((held) => held.card.name)).toEqual(["Lunch card", "Coffee card"]);
    const coffee = profile.cards[1];
    expect(coffee?.instance).toMatchObject({ id: customer.instance.id, stamps: 1, cycle: 1 });
    expect(coffee?.card.template.stampCardId).toBe(admin.card.id);
    expect(coffee?.card.milestones.map((milestone) => milestone.stampsNeeded)).toEqual([3]);
    expect(coffee?.rewards.map((reward) => reward.name).sort()).toEqual(["Coffee card", "Free pastry"]);
    expect(profile.totals).toEqual({
      stamps: 1 + 4,
      stampsEarned: 12 - 1 + 4 + 7,
      rewardsAvailable: 2,
      points: 0,
      giftCards: 0,
      giftCardValue: 0,
    });
  });

  it("answers the not-found-or-no-permission message for strangers, other organizations' customers and unknown ids", async () => {
    const orgA = await directoryAdmin(testApp);
    const orgB = await directoryAdmin(testApp);
    const ofA = await orgA.addCustomer();
    const stranger = await person(testApp);
    for (const id of [ofA.id, stranger.id, randomUUID(), orgA.admin.id]) {
      expectNotVisible(await orgB.call("GET", `/user/${id}`));
    }
    expect((await orgB.call("GET", "/user/recent")).json().users).toEqual([]);
    const badId = await orgB.call("GET", "/user/not-a-uuid");
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.code).toBe("VALIDATION_ERROR");
  });

  /** The person's identity code as My QR shows it now: what staff scan at the counter. */
  async function identityCodeOf(customer: { id: string; email: string; password: string }) {
    const cookie = await loginAs(testApp, { ...customer, role: "user" });
    const secret = await testApp.app.inject({
      method: "GET",
      url: "/api/qrcode/identity-secret",
      headers: { cookie, origin: "http://stampwise.test" },
    });
    return deriveIdentityCode(hmac, customer.id, secret.json().secret, identityWindow(Date.now()));
  }

  it("keeps a newcomer's profile closed after an exact email search, and opens it after their code is scanned, there only", async () => {
    const orgA = await directoryAdmin(testApp);
    const orgB = await directoryAdmin(testApp);
    const newcomer = await person(testApp, { email: uniqueEmail("walkin") });
    await orgA.call("GET", `/user/search?q=${newcomer.email}`);
    expectNotVisible(await orgA.call("GET", `/user/${newcomer.id}`));
    expect(
      (await orgA.call("POST", "/qrcode/identify", { code: await identityCodeOf(newcomer) })).statusCode,
    ).toBe(200);
    const profile = await orgA.call("GET", `/user/${newcomer.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ user: { id: newcomer.id, memberSince: null }, cards: [] });
    expectNotVisible(await orgB.call("GET", `/user/${newcomer.id}`));
  });

  it("shows nothing of a scanned non-customer until staff give them a first card, which they may then", async () => {
    const admin = await directoryAdmin(testApp);
    const newcomer = await person(testApp, { firstName: "Hidden", email: uniqueEmail("walkin") });
    await admin.call("POST", "/qrcode/identify", { code: await identityCodeOf(newcomer) });
    const withheld = {
      id: newcomer.id,
      firstName: null,
      lastName: null,
      email: null,
      phoneNumber: null,
      pictureUrl: null,
      memberSince: null,
    };

    const profile = await admin.call("GET", `/user/${newcomer.id}`);
    const recent = await admin.call("GET", "/user/recent");

    expect(profile.json().user).toEqual(withheld);
    expect(recent.json().users).toEqual([{ ...withheld, viewedAt: expect.any(String) }]);
    const given = await admin.call("POST", "/loyalty-card-instance", {
      userId: newcomer.id,
      loyaltyCardId: admin.card.id,
    });
    expect(given.statusCode).toBe(201);
    const asCustomer = await admin.call("GET", `/user/${newcomer.id}`);
    expect(asCustomer.json().user).toMatchObject({
      firstName: "Hidden",
      email: newcomer.email,
      memberSince: expect.any(String),
    });
  });

  it("opens the profile of a customer identified by their identity code, and lists them as recent", async () => {
    const admin = await directoryAdmin(testApp);
    const customer = await person(testApp);
    const cookie = await loginAs(testApp, { ...customer, role: "user" });
    const secret = await testApp.app.inject({
      method: "GET",
      url: "/api/qrcode/identity-secret",
      headers: { cookie, origin: "http://stampwise.test" },
    });
    const code = deriveIdentityCode(hmac, customer.id, secret.json().secret, identityWindow(Date.now()));
    expectNotVisible(await admin.call("GET", `/user/${customer.id}`));
    const identified = await admin.call("POST", "/qrcode/identify", { code });
    expect(identified.statusCode, identified.body).toBe(200);
    const recent = (await admin.call("GET", "/user/recent")).json();
    expect(recent.users).toEqual([
      expect.objectContaining({ id: customer.id, firstName: null, email: null, memberSince: null }),
    ]);
    const profile = await admin.call("GET", `/user/${customer.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user).toMatchObject({ id: customer.id, firstName: null, email: null });
    // The scan answers the very profile the page would ask for: the counter needs no second request.
    expect(identified.json()).toEqual(profile.json());
  });
});

describe("GET and DELETE /user/recent", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("lists opened profiles newest first, moves a reopened one to the top and keeps ten", async () => {
    const admin = await directoryAdmin(testApp);
    const customers = [];
    for (let index = 0; index < 12; index++)
      customers.push(await admin.addCustomer({ firstName: `R${index}` }));
    for (const customer of customers)
      expect((await admin.call("GET", `/user/${customer.id}`)).statusCode).toBe(200);
    await admin.call("GET", `/user/${customers[5]?.id}`);
    const recent = (await admin.call("GET", "/user/recent")).json();
    expect(recent.users.map((user: { firstName: string }) => user.firstName)).toEqual([
      "R5",
      "R11",
      "R10",
      "R9",
      "R8",
      "R7",
      "R6",
      "R4",
      "R3",
      "R2",
    ]);
    expect(recent.users[0]).toMatchObject({ memberSince: expect.any(String), viewedAt: expect.any(String) });
  });

  it("keeps ten searches, a repeated one moving to the top, per admin and organization", async () => {
    const admin = await directoryAdmin(testApp);
    const colleague = await loginAsColleague(admin);
    for (let index = 0; index < 12; index++) await admin.call("GET", `/user/search?q=s${index}&record=true`);
    await admin.call("GET", "/user/search?q=s4&record=true");
    const searches = (await admin.call("GET", "/user/recent")).json().searches;
    expect(searches.map((search: { query: string }) => search.query)).toEqual([
      "s4",
      "s11",
      "s10",
      "s9",
      "s8",
      "s7",
      "s6",
      "s5",
      "s3",
      "s2",
    ]);
    expect((await colleague("GET", "/user/recent")).json()).toEqual({ users: [], searches: [] });
  });

  it("clears both lists of this admin only", async () => {
    const admin = await directoryAdmin(testApp);
    const colleague = await loginAsColleague(admin);
    const customer = await admin.addCustomer();
    for (const call of [admin.call, colleague]) {
      await call("GET", `/user/${customer.id}`);
      await call("GET", "/user/search?q=kept&record=true");
    }
    const cleared = await admin.call("DELETE", "/user/recent");
    expect(cleared.statusCode).toBe(204);
    expect((await admin.call("GET", "/user/recent")).json()).toEqual({ users: [], searches: [] });
    const theirs = (await colleague("GET", "/user/recent")).json();
    expect(theirs.users).toHaveLength(1);
    expect(theirs.searches).toHaveLength(1);
  });

  /** A second admin of the same organization. */
  async function loginAsColleague(admin: Awaited<ReturnType<typeof directoryAdmin>>) {
    const colleague = await testApp.factories.user({ role: "admin" });
    await testApp.factories.addMember(admin.organization.id, colleague.id);
    const cookie = await loginAs(testApp, colleague);
    return (method: "GET" | "DELETE", url: string) =>
      testApp.app.inject({
        method,
        url: `/api${url}`,
        headers: { cookie, "x-organization-id": admin.organization.id, origin: "http://stampwise.test" },
      });
  }
});
