import { DATA_EXPORTS_PER_DAY, type PersonalData, YOUR_DATA_RECENT_ITEMS } from "@stampwise/contract";
import { eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { communicationsAdmin, completeCommunication } from "../communications/communications.test-helpers";
import { dataExports } from "./data-rights.table";

/**
 * "Your data" and "Download your data": what the person sees and takes is everything Stampwise
 * holds about them at every business, and nothing of anyone else; the mailed link works once,
 * for its owner, until it expires.
 */
describe("the customer's own data", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  let keys = 0;
  /**
   * A customer of a café (seven stamps on a five-stamp card, so a reward; news by email said yes
   * to; one campaign received by email and in the app) and of a bakery (nothing but being a
   * customer), beside a neighbour at the café whose data must never show.
   */
  async function customerOfTwoBusinesses(options: { firstName?: string } = {}) {
    const cafe = await communicationsAdmin(testApp);
    const coffee = await cafe.createCard({ name: "Coffee card", stampsRequired: 5 });
    const person = await cafe.customer({ consent: ["email"], firstName: options.firstName ?? "Åsa" });
    const neighbour = await cafe.customer({ consent: ["email"], firstName: "Neighbour" });
    for (const userId of [person.id, neighbour.id]) {
      for (let stamp = 0; stamp < 7; stamp += 1) {
        keys += 1;
        const response = await cafe.call("POST", "/transaction", {
          userId,
          loyaltyCardId: coffee.id,
          delta: 1,
          source: "manual",
          idempotencyKey: `data-rights-${keys}`,
        });
        expect(response.statusCode, response.body).toBe(201);
      }
    }
    const news = await cafe.createCommunication(completeCommunication(await cafe.targetGroup()));
    await cafe.scheduleAndActivate(news.id);
    await testApp.communications.deliverer.deliverDue();

    const bakery = await communicationsAdmin(testApp);
    await testApp.factories.joinOrganization(bakery.organizationId, person.id);
    const stranger = await communicationsAdmin(testApp);

    const cookie = await loginAs(testApp, person);
    const call = (method: "GET" | "POST" | "PUT", url: string, asCookie = cookie, payload?: object) =>
      testApp.app.inject({ method, url: `/api${url}`, headers: { cookie: asCookie }, payload });
    return { cafe, bakery, stranger, person, neighbour, cookie, call };
  }

  /** Prepares the export as the job does, and reads the token out of the mail's link. */
  async function preparedLink(
    person: { email: string },
    call: (m: "POST", u: string) => Promise<{ statusCode: number; json(): { id: string } }>,
  ) {
    const requested = await call("POST", "/user/data-export");
    expect(requested.statusCode).toBe(202);
    await testApp.dataRights.runDue();
    const [mail] = await testApp.mailer.listRecent(person.email);
    const link = mail?.links[0] ?? "";
    const token = link.split("/account/data/download/")[1] ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return { id: requested.json().id, token, mail };
  }

  it("answers 401 without a session and refuses an API key on every route", async () => {
    for (const [method, url] of [
      ["GET", "/api/user/data"],
      ["GET", "/api/user/data-export"],
      ["POST", "/api/user/data-export"],
      ["GET", `/api/user/data-export/download/${"a".repeat(43)}`],
    ] as const) {
      const bare = await testApp.app.inject({ method, url });
      expect(bare.statusCode, url).toBe(401);
      const keyed = await testApp.app.inject({
        method,
        url,
        headers: { authorization: "Bearer swk_live_0123456789abcdef0123456789abcdef" },
      });
      expect(keyed.statusCode, url).toBe(401);
    }
  });

  it("shows the account and, per business, cards, rewards, consents and the newest history and messages, and nothing of anyone else", async () => {
    const { call, cafe, bakery, stranger, person } = await customerOfTwoBusinesses();
    const response = await call("GET", "/user/data");
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json();

    expect(data.account).toMatchObject({ email: person.email, firstName: "Åsa", phoneNumber: null });
    expect(data.latestExport).toBeNull();
    const names = data.businesses.map((business: { organizationId: string }) => business.organizationId);
    expect(names.sort()).toEqual([cafe.organizationId, bakery.organizationId].sort());
    expect(names).not.toContain(stranger.organizationId);

    const atCafe = data.businesses.find(
      (business: { organizationId: string }) => business.organizationId === cafe.organizationId,
    );
    expect(atCafe.cards).toEqual([
      expect.objectContaining({ kind: "stamp", name: "Coffee card", balance: 2, endedAt: null }),
    ]);
    expect(atCafe.historyCount).toBe(7);
    expect(atCafe.history).toHaveLength(YOUR_DATA_RECENT_ITEMS);
    expect(atCafe.history[0]).toMatchObject({
      cardName: "Coffee card",
      delta: 1,
      balanceAfter: 2,
      source: "manual",
    });
    expect(atCafe.rewardCount).toBe(1);
    expect(atCafe.consents).toEqual([expect.objectContaining({ channel: "email", granted: true })]);
    expect(atCafe.messageCount).toBe(2);
    expect(atCafe.messages.map((message: { medium: string }) => message.medium).sort()).toEqual([
      "email",
      "in_app",
    ]);
    expect(atCafe.messages.find((message: { medium: string }) => message.medium === "in_app").title).toBe(
      "News for {{firstName}}",
    );
    expect(JSON.stringify(data)).not.toContain("Neighbour");

    const atBakery = data.businesses.find(
      (business: { organizationId: string }) => business.organizationId === bakery.organizationId,
    );
    expect(atBakery).toMatchObject({ cards: [], history: [], historyCount: 0, messages: [], consents: [] });
    expect(atBakery.customerSince).not.toBeNull();
  });

  it("prepares the export by a job, mails a link, and the link gives the zip once, to its owner only", async () => {
    const { call, person, neighbour, cafe, cookie } = await customerOfTwoBusinesses({
      firstName: "=HYPERLINK(1)",
    });
    // A change of mind, in the consent's log.
    const changed = await call("PUT", `/user/marketing-consents/${cafe.organizationId}`, cookie, {
      channel: "email",
      granted: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const first = await call("POST", "/user/data-export");
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ status: "preparing", fileBytes: null });
    // Asking again while it is prepared answers the same request.
    expect((await call("POST", "/user/data-export")).json().id).toBe(first.json().id);

    await testApp.dataRights.runDue();
    const state = (await call("GET", "/user/data-export")).json().latest;
    expect(state).toMatchObject({ id: first.json().id, status: "ready" });
    expect(state.fileBytes).toBeGreaterThan(0);
    const [mail] = await testApp.mailer.listRecent(person.email);
    expect(mail?.subject).toBe("Your Stampwise data is ready to download");
    const token = (mail?.links[0] ?? "").split("/app/account/data/download/")[1] ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.htmlBody).toContain(token);

    // Someone else's session: the link is not theirs, and it still works for its owner after.
    const neighbourCookie = await loginAs(testApp, neighbour);
    const stranger = await call("GET", `/user/data-export/download/${token}`, neighbourCookie);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.code).toBe("DATA_EXPORT_NOT_FOUND");

    const download = await call("GET", `/user/data-export/download/${token}`);
    expect(download.statusCode, download.body.slice(0, 300)).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    expect(download.headers["content-disposition"]).toMatch(
      /^attachment; filename="stampwise-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(Object.keys(files).sort()).toEqual(
      [
        "README.txt",
        "account.csv",
        "cards.csv",
        "consent-log.csv",
        "consents.csv",
        "history.csv",
        "messages.csv",
        "rewards.csv",
        "stampwise-data.json",
      ].sort(),
    );
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    const document: PersonalData = JSON.parse(text("stampwise-data.json"));
    const atCafe = document.businesses.find((business) => business.organizationId === cafe.organizationId);
    // All of it: every ledger row, the consent's log, both messages with what was sent.
    expect(atCafe?.history).toHaveLength(7);
    expect(atCafe?.consentLog).toEqual([expect.objectContaining({ channel: "email", granted: false })]);
    expect(atCafe?.messages.every((message) => message.content !== null)).toBe(true);
    expect(text("history.csv").trim().split("\r\n")).toHaveLength(1 + 7);
    // A name a spreadsheet would run as a formula is plain text in the CSV.
    expect(text("account.csv")).toContain("'=HYPERLINK(1)");
    // Nothing of the neighbour, who has the same card, consent and campaign at the same café.
    for (const [name, content] of Object.entries(files)) {
      expect(strFromU8(content), name).not.toContain(neighbour.email);
      expect(strFromU8(content), name).not.toContain("Neighbour");
    }

    const again = await call("GET", `/user/data-export/download/${token}`);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe("DATA_EXPORT_USED");
    const [row] = await testApp.db.select().from(dataExports).where(eq(dataExports.id, first.json().id));
    expect(row).toMatchObject({ status: "downloaded", file: null });
    expect(row?.downloadedAt).not.toBeNull();
  });

  it("refuses a link past its days, and the job drops the file", async () => {
    const { call, person } = await customerOfTwoBusinesses();
    const { id, token } = await preparedLink(person, call);
    await testApp.db.execute(
      sql`update data_exports set expires_at = now() - interval '1 second' where id = ${id}`,
    );

    const late = await call("GET", `/user/data-export/download/${token}`);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe("DATA_EXPORT_EXPIRED");
    await testApp.dataRights.runDue();
    const [row] = await testApp.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row).toMatchObject({ status: "expired", file: null });
    expect((await call("GET", `/user/data-export/download/${token}`)).json().error.code).toBe(
      "DATA_EXPORT_EXPIRED",
    );
  });

  it("answers a malformed token 400 and an unknown one 404", async () => {
    const { call } = await customerOfTwoBusinesses();
    for (const token of ["short", `${"a".repeat(42)}%00`, "a".repeat(44)]) {
      expect((await call("GET", `/user/data-export/download/${token}`)).statusCode, token).toBe(400);
    }
    const unknown = await call("GET", `/user/data-export/download/${"b".repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("DATA_EXPORT_NOT_FOUND");
  });

  it(`takes ${DATA_EXPORTS_PER_DAY} requests a day, one at a time even when they come at once`, async () => {
    const { call, person } = await customerOfTwoBusinesses();
    const atOnce = await Promise.all(Array.from({ length: 10 }, () => call("POST", "/user/data-export")));
    expect(atOnce.map((response) => response.statusCode)).toEqual(Array(10).fill(202));
    expect(new Set(atOnce.map((response) => response.json().id)).size).toBe(1);
    for (let made = 1; made < DATA_EXPORTS_PER_DAY; made += 1) {
      await testApp.dataRights.runDue();
      expect((await call("POST", "/user/data-export")).statusCode).toBe(202);
    }
    await testApp.dataRights.runDue();
    const over = await call("POST", "/user/data-export");
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe("DATA_EXPORT_LIMIT");
    const rows = await testApp.db.select().from(dataExports).where(eq(dataExports.userId, person.id));
    expect(rows).toHaveLength(DATA_EXPORTS_PER_DAY);
  });

  describe("started by an owner for a customer who asked in person", () => {
    it("mails the customer, opens only in their session, and shows in this business's log only", async () => {
      const { cafe, bakery, stranger, person, call } = await customerOfTwoBusinesses();
      const started = await cafe.call("POST", "/data-requests/export", { userId: person.id });
      expect(started.statusCode, started.body).toBe(202);
      expect(started.json()).toMatchObject({ status: "preparing" });
      await testApp.dataRights.runDue();

      const [mail] = await testApp.mailer.listRecent(person.email);
      expect(mail?.textBody).toContain(`As you asked at ${cafe.organization.name}`);
      const token = (mail?.links[0] ?? "").split("/app/account/data/download/")[1] ?? "";
      // The owner who asked never gets the file.
      const byOwner = await cafe.call("GET", `/user/data-export/download/${token}`);
      expect(byOwner.statusCode).toBe(404);
      expect((await call("GET", `/user/data-export/download/${token}`)).statusCode).toBe(200);

      const log = await cafe.call("GET", "/data-requests");
      expect(log.statusCode, log.body).toBe(200);
      expect(log.json()).toEqual([
        expect.objectContaining({
          id: started.json().id,
          kind: "export",
          status: "downloaded",
          customer: expect.objectContaining({ userId: person.id, email: person.email }),
          requestedBy: { firstName: cafe.admin.firstName, lastName: cafe.admin.lastName },
        }),
      ]);
      for (const other of [bakery, stranger])
        expect((await other.call("GET", "/data-requests")).json()).toEqual([]);
    });

    it("refuses a person who is not a customer here, a non-owner, a customer's session and an API key", async () => {
      const { cafe, stranger, person, cookie } = await customerOfTwoBusinesses();
      const notHere = await stranger.call("POST", "/data-requests/export", { userId: person.id });
      expect(notHere.statusCode).toBe(404);
      const unknown = await cafe.call("POST", "/data-requests/export", { userId: crypto.randomUUID() });
      expect(unknown.statusCode).toBe(404);
      expect((await cafe.call("POST", "/data-requests/export", { userId: "not-a-uuid" })).statusCode).toBe(
        400,
      );

      const staff = await testApp.factories.user({ role: "admin" });
      await testApp.factories.addMember(cafe.organizationId, staff.id);
      const staffCookie = await loginAs(testApp, staff);
      const asStaff = (method: "GET" | "POST", url: string, asCookie: string, payload?: object) =>
        testApp.app.inject({
          method,
          url: `/api${url}`,
          headers: {
            cookie: asCookie,
            "x-organization-id": cafe.organizationId,
            origin: "http://stampwise.test",
          },
          payload,
        });
      const started = await asStaff("POST", "/data-requests/export", staffCookie, { userId: person.id });
      expect(started.json().error.code).toBe("OWNER_REQUIRED");
      expect((await asStaff("GET", "/data-requests", staffCookie)).statusCode).toBe(403);
      const asCustomer = await asStaff("GET", "/data-requests", cookie);
      expect([403, 404]).toContain(asCustomer.statusCode);
      const keyed = await testApp.app.inject({
        method: "GET",
        url: "/api/data-requests",
        headers: { authorization: "Bearer swk_live_0123456789abcdef0123456789abcdef" },
      });
      expect(keyed.statusCode).toBe(401);
      const rows = await testApp.db.select().from(dataExports).where(eq(dataExports.userId, person.id));
      expect(rows).toEqual([]);
    });

    it("counts toward the person's day, and names nobody in the log once they are no longer a customer", async () => {
      const { cafe, person, call } = await customerOfTwoBusinesses();
      for (let made = 0; made < DATA_EXPORTS_PER_DAY; made += 1) {
        expect((await cafe.call("POST", "/data-requests/export", { userId: person.id })).statusCode).toBe(
          202,
        );
        await testApp.dataRights.runDue();
      }
      expect((await call("POST", "/user/data-export")).json().error.code).toBe("DATA_EXPORT_LIMIT");
      expect((await cafe.call("POST", "/data-requests/export", { userId: person.id })).statusCode).toBe(429);

      await testApp.db.execute(
        sql`delete from organization_customers where organization_id = ${cafe.organizationId} and user_id = ${person.id}`,
      );
      const log = (await cafe.call("GET", "/data-requests")).json();
      expect(log).toHaveLength(DATA_EXPORTS_PER_DAY);
      expect(log.every((entry: { customer: unknown }) => entry.customer === null)).toBe(true);
      expect(JSON.stringify(log)).not.toContain(person.email);
    });
  });
});
