import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, latestMailedToken, loginAs, type TestApp } from "../../../test/test-app";
import { users } from "../accounts/users.table";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";
import { CUSTOMER_INVITATIONS_PER_PERSON_PER_DAY } from "./customer-invitations.service";
import { customerInvitations } from "./customer-invitations.table";

describe("customer invitations: staff email a link, the person accepts and becomes a customer", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  async function signedInPerson(input: { language?: "en-US" | "sv-SE" } = {}) {
    const user = await testApp.factories.user({ role: "user", ...input });
    const cookie = await loginAs(testApp, user);
    const call = (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
      testApp.app.inject({
        method,
        url: `/api${url}`,
        headers: { cookie, origin: "http://stampwise.test" },
        ...(payload && { payload }),
      });
    return { user, call };
  }

  it("mails the account found by exact email a single-use link only that account can accept", async () => {
    const admin = await signedInAdmin(testApp);
    const person = await signedInPerson();
    const intruder = await signedInPerson();

    const sent = await admin.call("POST", "/customer-invitation", {
      contact: person.user.email.toUpperCase(),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [mail] = await testApp.mailer.listRecent(person.user.email);
    expect(mail?.subject).toBe(`Join ${admin.organization.name} on Stampwise`);
    expect(mail?.links[0]).toMatch(/^http:\/\/stampwise\.test\/app\/invitation\?token=/);
    const token = await latestMailedToken(testApp, person.user.email);

    const preview = await testApp.app.inject({
      method: "GET",
      url: `/api/customer-invitation/preview?token=${token}`,
    });
    expect(preview.json()).toMatchObject({ organizationName: admin.organization.name });
    // Until accepted, staff still see nothing of the person.
    expect((await admin.call("GET", `/user/${person.user.id}`)).statusCode).toBe(404);

    const stolen = await intruder.call("POST", "/customer-invitation/accept", { token });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().error.code).toBe("INVITATION_OTHER_ACCOUNT");

    const accepted = await person.call("POST", "/customer-invitation/accept", { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      organizationId: admin.organization.id,
      organizationName: admin.organization.name,
    });
    const profile = await admin.call("GET", `/user/${person.user.id}`);
    expect(profile.json().user).toMatchObject({ email: person.user.email, memberSince: expect.any(String) });
    const card = await admin.createCard();
    expect(
      (await admin.call("POST", "/loyalty-card-instance", { userId: person.user.id, loyaltyCardId: card.id }))
        .statusCode,
    ).toBe(201);

    const again = await person.call("POST", "/customer-invitation/accept", { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe("TOKEN_USED");
    const inviteCustomer = await admin.call("POST", "/customer-invitation", { contact: person.user.email });
    expect(inviteCustomer.statusCode).toBe(409);
    expect(inviteCustomer.json().error.code).toBe("ALREADY_CUSTOMER");
    // The first test of the file warms every route it touches: slow on a loaded machine.
  }, 60_000);

  it("finds the account by its phone as staff type it, and writes to it in its own language", async () => {
    const admin = await signedInAdmin(testApp);
    const person = await signedInPerson({ language: "sv-SE" });
    const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
    await testApp.db
      .update(users)
      .set({ phoneNumber: `+4670${digits}` })
      .where(eq(users.id, person.user.id));

    const sent = await admin.call("POST", "/customer-invitation", { contact: `070-${digits}` });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.body).not.toContain(person.user.email);
    const [mail] = await testApp.mailer.listRecent(person.user.email);
    expect(mail?.subject).toBe(`Gå med i ${admin.organization.name} på Stampwise`);
  });

  it("accepts one of many concurrent accepts, and a new invitation ends the old link", async () => {
    const admin = await signedInAdmin(testApp);
    const person = await signedInPerson();
    await admin.call("POST", "/customer-invitation", { contact: person.user.email });
    const first = await latestMailedToken(testApp, person.user.email);
    await admin.call("POST", "/customer-invitation", { contact: person.user.email });
    const second = await latestMailedToken(testApp, person.user.email);
    const old = await person.call("POST", "/customer-invitation/accept", { token: first });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe("TOKEN_INVALID");

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => person.call("POST", "/customer-invitation/accept", { token: second })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(410)]);
  });

  it("answers an expired link 410 and lets nobody in", async () => {
    const admin = await signedInAdmin(testApp);
    const person = await signedInPerson();
    await admin.call("POST", "/customer-invitation", { contact: person.user.email });
    const token = await latestMailedToken(testApp, person.user.email);
    await testApp.db
      .update(customerInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerInvitations.userId, person.user.id));
    const late = await person.call("POST", "/customer-invitation/accept", { token });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe("TOKEN_EXPIRED");
    expect((await admin.call("GET", `/user/${person.user.id}`)).statusCode).toBe(404);
  });

  it("refuses unknown and admin addresses, bad input, other organizations and a flood to one person", async () => {
    const admin = await signedInAdmin(testApp);
    const otherAdmin = await testApp.factories.user({ role: "admin" });
    for (const contact of [`nobody-${randomUUID()}@example.test`, otherAdmin.email]) {
      const response = await admin.call("POST", "/customer-invitation", { contact });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NO_ACCOUNT");
    }
    for (const body of [
      {},
      { contact: "" },
      { contact: "a\u0000b@example.test" },
      { contact: "x".repeat(101) },
    ]) {
      const response = await admin.call("POST", "/customer-invitation", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
    }
    const huge = await admin.call("POST", "/customer-invitation", { contact: "x".repeat(1_100_000) });
    expect(huge.statusCode).toBe(413);
    for (const token of ["short", "x".repeat(201), "a".repeat(43)]) {
      const response = await testApp.app.inject({
        method: "GET",
        url: `/api/customer-invitation/preview?token=${token}`,
      });
      expect(response.statusCode, token).toBe(400);
    }

    const person = await signedInPerson();
    const stranger = await signedInAdmin(testApp);
    const foreign = await testApp.app.inject({
      method: "POST",
      url: "/api/customer-invitation",
      headers: {
        cookie: stranger.cookie,
        "x-organization-id": admin.organization.id,
        origin: "http://stampwise.test",
      },
      payload: { contact: person.user.email },
    });
    expect(foreign.statusCode).toBe(404);

    for (let sent = 0; sent < CUSTOMER_INVITATIONS_PER_PERSON_PER_DAY; sent++) {
      expect(
        (await admin.call("POST", "/customer-invitation", { contact: person.user.email })).statusCode,
      ).toBe(201);
    }
    const flood = await admin.call("POST", "/customer-invitation", { contact: person.user.email });
    expect(flood.statusCode).toBe(429);
    expect(flood.json().error.code).toBe("RATE_LIMITED");
    expect(await testApp.mailer.listRecent(person.user.email)).toHaveLength(
      CUSTOMER_INVITATIONS_PER_PERSON_PER_DAY,
    );
  });
});
