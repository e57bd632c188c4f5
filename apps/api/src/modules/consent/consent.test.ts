import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { communicationsAdmin } from "../communications/communications.test-helpers";
import { consentEvents, marketingConsents } from "./consent.table";
import { createUnsubscribeToken } from "./unsubscribe-token";
import { createUndoTicket, UNSUBSCRIBE_UNDO_MINUTES } from "./unsubscribe-undo-ticket";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function customerOf(organization: Awaited<ReturnType<typeof communicationsAdmin>>) {
  const customer = await organization.customer({ language: "sv-SE" });
  const cookie = await loginAs(testApp, customer);
  const call = (method: "GET" | "PUT", url: string, payload?: Record<string, unknown>) =>
    testApp.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie, origin: "http://stampwise.test" },
      payload,
    });
  return { customer, call };
}

const eventsOf = (userId: string) =>
  testApp.db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(consentEvents.createdAt);

describe("marketing consent, chosen by the customer", () => {
  it("is off until given, per organization and channel, and every change is logged", async () => {
    const cafe = await communicationsAdmin(testApp);
    const { customer, call } = await customerOf(cafe);
    const listed = (await call("GET", "/user/marketing-consents")).json();
    expect(listed).toEqual([
      {
        organizationId: cafe.organizationId,
        organizationName: cafe.organization.name,
        email: { granted: false, changedAt: null },
        sms: { granted: false, changedAt: null },
      },
    ]);
    const given = await call("PUT", `/user/marketing-consents/${cafe.organizationId}`, {
      channel: "email",
      granted: true,
    });
    expect(given.json()[0].email).toEqual({ granted: true, changedAt: expect.any(String) });
    expect(given.json()[0].sms.granted).toBe(false);
    await call("PUT", `/user/marketing-consents/${cafe.organizationId}`, {
      channel: "email",
      granted: false,
    });
    expect(
      (await eventsOf(customer.id)).map((event) => [event.channel, event.granted, event.source]),
    ).toEqual([
      ["email", true, "customer_app"],
      ["email", false, "customer_app"],
    ]);
  });

  it("refuses an organization where the person is not a customer (404) and a bad channel (400)", async () => {
    const cafe = await communicationsAdmin(testApp);
    const elsewhere = await communicationsAdmin(testApp);
    const { call } = await customerOf(cafe);
    const foreign = await call("PUT", `/user/marketing-consents/${elsewhere.organizationId}`, {
      channel: "email",
      granted: true,
    });
    expect(foreign.statusCode).toBe(404);
    for (const body of [
      { channel: "in_app", granted: true },
      { channel: "email" },
      { channel: "email", granted: "yes" },
    ]) {
      expect((await call("PUT", `/user/marketing-consents/${cafe.organizationId}`, body)).statusCode).toBe(
        400,
      );
    }
  });
});

describe("the unsubscribe link (no login)", () => {
  async function subscribed() {
    const cafe = await communicationsAdmin(testApp);
    const customer = await cafe.customer({ consent: ["email"], language: "sv-SE" });
    const token = createUnsubscribeToken(testApp.config.SESSION_SECRET, {
      userId: customer.id,
      organizationId: cafe.organizationId,
      channel: "email",
    });
    const granted = async () => {
      const [row] = await testApp.db
        .select()
        .from(marketingConsents)
        .where(
          and(
            eq(marketingConsents.userId, customer.id),
            eq(marketingConsents.organizationId, cafe.organizationId),
          ),
        );
      return row?.granted;
    };
    return { cafe, customer, token, granted };
  }

  it("shows the state, unsubscribes by RFC 8058 one-click, and undoes", async () => {
    const { cafe, customer, token, granted } = await subscribed();
    const state = await testApp.app.inject({ method: "GET", url: `/api/unsubscribe/${token}` });
    expect(state.json()).toEqual({
      organizationName: cafe.organization.name,
      channel: "email",
      subscribed: true,
      language: "sv-SE",
    });
    // As a mail provider sends it: a form body, no Origin, no cookie.
    const oneClick = await testApp.app.inject({
      method: "POST",
      url: `/api/unsubscribe/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ subscribed: false, undoTicket: expect.any(String) });
    expect(await granted()).toBe(false);
    const again = await testApp.app.inject({ method: "POST", url: `/api/unsubscribe/${token}` });
    expect(again.json().subscribed).toBe(false);
    // Repeating an unsubscribe that changed nothing hands out no way to switch news on.
    expect(again.json().undoTicket).toBeUndefined();
    const undone = await testApp.app.inject({
      method: "POST",
      url: `/api/unsubscribe/${token}/undo`,
      payload: { ticket: oneClick.json().undoTicket },
    });
    expect(undone.json().subscribed).toBe(true);
    expect(await granted()).toBe(true);
    expect((await eventsOf(customer.id)).map((event) => event.source)).toEqual([
      "list_unsubscribe_post",
      "unsubscribe_link",
      "unsubscribe_undo",
    ]);
  });

  it("refuses an undo without the unsubscribe's ticket, and leaves news off", async () => {
    const { token, granted } = await subscribed();
    const off = await testApp.app.inject({ method: "POST", url: `/api/unsubscribe/${token}` });
    expect(off.statusCode).toBe(200);

    const bare = await testApp.app.inject({ method: "POST", url: `/api/unsubscribe/${token}/undo` });
    const [expires, signature = ""] = String(off.json().undoTicket).split(".");
    const tampered = [
      `${Number(expires) + 86_400}.${signature}`,
      `${expires}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`,
      createUndoTicket("another-secret-entirely-1234", token),
    ];
    const answers = [];
    for (const ticket of tampered) {
      answers.push(
        await testApp.app.inject({
          method: "POST",
          url: `/api/unsubscribe/${token}/undo`,
          payload: { ticket },
        }),
      );
    }

    expect(bare.statusCode).toBe(400);
    expect(answers.map((answer) => [answer.statusCode, answer.json().error.code])).toEqual(
      tampered.map(() => [410, "UNSUBSCRIBE_UNDO_EXPIRED"]),
    );
    expect(await granted()).toBe(false);
  });

  it(`refuses an undo ${UNSUBSCRIBE_UNDO_MINUTES} minutes after the unsubscribe`, async () => {
    const { token, granted } = await subscribed();
    await testApp.app.inject({ method: "POST", url: `/api/unsubscribe/${token}` });
    const minutesAgo = Date.now() - UNSUBSCRIBE_UNDO_MINUTES * 60_000 - 1000;
    const stale = createUndoTicket(testApp.config.SESSION_SECRET, token, minutesAgo);
    // A minute inside the window: the two requests may take seconds on a loaded machine.
    const fresh = createUndoTicket(testApp.config.SESSION_SECRET, token, minutesAgo + 61_000);

    const late = await testApp.app.inject({
      method: "POST",
      url: `/api/unsubscribe/${token}/undo`,
      payload: { ticket: stale },
    });
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe("UNSUBSCRIBE_UNDO_EXPIRED");
    expect(await granted()).toBe(false);
    const inTime = await testApp.app.inject({
      method: "POST",
      url: `/api/unsubscribe/${token}/undo`,
      payload: { ticket: fresh },
    });
    expect(inTime.statusCode).toBe(200);
    expect(await granted()).toBe(true);
  });

  it("refuses a ticket made for another link", async () => {
    const first = await subscribed();
    const second = await subscribed();
    const off = await testApp.app.inject({ method: "POST", url: `/api/unsubscribe/${first.token}` });
    await testApp.app.inject({ method: "POST", url: `/api/unsubscribe/${second.token}` });

    const crossed = await testApp.app.inject({
      method: "POST",
      url: `/api/unsubscribe/${second.token}/undo`,
      payload: { ticket: off.json().undoTicket },
    });

    expect(crossed.statusCode).toBe(410);
    expect(await second.granted()).toBe(false);
  });

  it("answers 404 for a tampered or foreign token, 400 for a malformed one, 413 for a huge form", async () => {
    const { token, customer, cafe } = await subscribed();
    const [payload = "", signature = ""] = token.split(".");
    // Somebody else's claim under this token's signature.
    const otherUser = createUnsubscribeToken(testApp.config.SESSION_SECRET, {
      userId: cafe.admin.id,
      organizationId: cafe.organizationId,
      channel: "email",
    }).split(".")[0];
    const forged = createUnsubscribeToken("another-secret-entirely-1234", {
      userId: customer.id,
      organizationId: cafe.organizationId,
      channel: "email",
    });
    for (const bad of [
      `${otherUser}.${signature}`,
      `${payload}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`,
      forged,
    ]) {
      expect(
        (await testApp.app.inject({ method: "POST", url: `/api/unsubscribe/${bad}` })).statusCode,
        bad,
      ).toBe(404);
    }
    for (const malformed of ["no-dot", "a.b.c", `${payload}%00.${signature}`]) {
      expect(
        (await testApp.app.inject({ method: "GET", url: `/api/unsubscribe/${malformed}` })).statusCode,
      ).toBe(400);
    }
    const huge = await testApp.app.inject({
      method: "POST",
      url: `/api/unsubscribe/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `List-Unsubscribe=${"x".repeat(1024 * 1024)}`,
    });
    expect(huge.statusCode).toBe(413);
  });
});
