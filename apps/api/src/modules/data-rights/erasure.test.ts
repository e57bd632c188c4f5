import type { StatisticsResponse } from "@stampwise/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/prepared";
import { communicationsAdmin, completeCommunication } from "../communications/communications.test-helpers";

/**
 * Deleting an account: scheduled with the password, cancelled by signing in during the grace
 * period, and then erased so that no table names the person while every business's sums, balances
 * and insights stay exactly as they were.
 */
describe("account deletion and erasure", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  const key = () => `erasure-${crypto.randomUUID()}`;
  const marker = () => crypto.randomUUID().slice(0, 8);

  /**
   * A customer with names, a phone and a picture found nowhere else, known to a café (a coffee card
   * with stamps, yes to its email news, a campaign mailed to them and shown in the app, an admin's
   * search for them) and to a bakery (a stamp card), signed in.
   */
  async function knownCustomer() {
    const cafe = await communicationsAdmin(testApp);
    const bakery = await communicationsAdmin(testApp);
    const tag = marker();
    const names = { first: `Zelda${tag}`, last: `Quist${tag}` };
    const phone = `+4670${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    const person = await cafe.customer({ consent: ["email"], firstName: names.first });
    const picture = `https://pictures.example.test/${tag}.png`;
    await testApp.db.execute(sql`update users set last_name = ${names.last}, phone_number = ${phone},
      picture_url = ${picture}, birth_date = '1990-04-01' where id = ${person.id}`);
    await testApp.factories.joinOrganization(bakery.organizationId, person.id);

    const stamp = async (admin: typeof cafe, cardId: string, delta: number) => {
      const response = await admin.call("POST", "/transaction", {
        userId: person.id,
        loyaltyCardId: cardId,
        delta,
        source: "manual",
        idempotencyKey: key(),
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    const coffee = await cafe.createCard({ name: "Coffee card", stampsRequired: 8 });
    const bread = await bakery.createCard({ name: "Bread card", stampsRequired: 10 });
    await stamp(cafe, coffee.id, 3);
    await stamp(bakery, bread.id, 2);

    // The café's news, mailed and shown in the app: the deliveries keep the address and content.
    const group = await cafe.targetGroup();
    const news = await cafe.createCommunication(
      completeCommunication(group, { email: { subject: "Hi {{firstName}}", body: "Dear {{lastName}}" } }),
    );
    await cafe.scheduleAndActivate(news.id);
    await testApp.communications.deliverer.deliverDue();
    // What an admin typed to find them, in three forms.
    for (const query of [names.first.toLowerCase(), person.email, `0${phone.slice(3)}`]) {
      await testApp.db.execute(sql`insert into recent_searches (organization_id, admin_id, query)
        values (${cafe.organizationId}, ${cafe.admin.id}, ${query})`);
    }

    const cookie = await loginAs(testApp, person);
    return { cafe, bakery, person, names, phone, picture, cookie, coffee, bread, stamp };
  }

  const userCall = (cookie: string) => (method: "GET" | "POST", url: string, payload?: object) =>
    testApp.app.inject({ method, url: `/api${url}`, headers: { cookie }, payload });

  /** What must read the same before and after: balances, the ledger's sums, the insights. */
  async function figuresOf(admin: Awaited<ReturnType<typeof communicationsAdmin>>) {
    const [ledger] = await queryRows(
      testApp.db,
      sql`select count(*)::int as postings, coalesce(sum(delta), 0)::int as total,
          (select coalesce(sum(balance), 0)::int from card_instances where organization_id = ${admin.organizationId}) as balances,
          (select count(*)::int from rewards where organization_id = ${admin.organizationId}) as rewards
        from transactions where organization_id = ${admin.organizationId}`,
    );
    const today = new Date().toISOString().slice(0, 10);
    const response = await admin.call("POST", "/statistics", {
      from: `${new Date().getUTCFullYear() - 1}-01-01`,
      to: today,
      sections: ["overview", "analytics", "reports"],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { overview, analytics, reports } = response.json() as StatisticsResponse;
    // Who a staff row names changes (a stand-in shows as no one); what they gave must not.
    const staff = reports?.staff.map(({ stampsGiven, pointsGiven, postings }) => ({
      stampsGiven,
      pointsGiven,
      postings,
    }));
    return { ledger, overview, analytics, reports: { ...reports, staff } };
  }

  /** Every row of every table, as text, that holds `needle` (case-insensitive): table names. */
  async function tablesHolding(needle: string): Promise<string[]> {
    const tables = await queryRows<{ table_name: string }>(
      testApp.db,
      sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const found: string[] = [];
    for (const { table_name } of tables) {
      const [hit] = await queryRows(
        testApp.db,
        sql`select 1 from ${sql.identifier(table_name)} t where strpos(lower(t::text), lower(${needle})) > 0 limit 1`,
      );
      if (hit) found.push(table_name);
    }
    return found;
  }

  async function eraseDueNow(userId: string) {
    await testApp.db.execute(sql`update account_deletions set due_at = now() - interval '1 second'
      where user_id = ${userId} and status = 'scheduled'`);
    return testApp.dataRights.runDueErasures();
  }

  it("erases the person from every table, and every business's sums and insights stay the same", async () => {
    const { cafe, bakery, person, names, phone, picture, cookie } = await knownCustomer();
    const sent = await queryRows<{ address: string; sent_content: string }>(
      testApp.db,
      sql`select address, sent_content from user_communications where user_id = ${person.id} and medium = 'email'`,
    );
    expect(sent[0]?.address).toBe(person.email);
    const before = { cafe: await figuresOf(cafe), bakery: await figuresOf(bakery) };

    const asked = await userCall(cookie)("POST", "/user/account-deletion", { password: person.password });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().status).toBe("scheduled");
    const days = (Date.parse(asked.json().dueAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThan(14.1);
    // Signed out everywhere: the old cookie no longer opens anything.
    expect((await userCall(cookie)("GET", "/user/data")).statusCode).toBe(401);
    const [mail] = await testApp.mailer.listRecent(person.email);
    expect(mail?.subject).toContain("Your Stampwise account will be deleted on");

    // The business sees the request in progress, by name, until it is done.
    const log = await cafe.call("GET", "/data-requests");
    expect(log.json()[0]).toMatchObject({
      kind: "erasure",
      status: "scheduled",
      customer: { userId: person.id },
    });

    expect(await eraseDueNow(person.id)).toBe(1);

    for (const needle of [person.email, names.first, names.last, phone, phone.slice(3), picture, person.id]) {
      expect({ needle, tables: await tablesHolding(needle) }).toEqual({ needle, tables: [] });
    }
    expect(await tablesHolding(sent[0]?.sent_content ?? "no content")).toEqual([]);
    expect({ cafe: await figuresOf(cafe), bakery: await figuresOf(bakery) }).toEqual(before);

    // Each business's history now belongs to its own anonymous id, which nobody signs in as.
    const cafeLog = (await cafe.call("GET", "/data-requests")).json();
    const bakeryLog = (await bakery.call("GET", "/data-requests")).json();
    expect(cafeLog[0]).toMatchObject({ kind: "erasure", status: "erased", customer: null });
    expect(bakeryLog[0]).toMatchObject({ kind: "erasure", status: "erased", customer: null });
    expect(cafeLog[0].anonymousId).not.toBe(bakeryLog[0].anonymousId);
    const [cards] = await queryRows<{ count: number }>(
      testApp.db,
      sql`select count(*)::int as count from card_instances where user_id = ${cafeLog[0].anonymousId}`,
    );
    expect(cards?.count).toBe(1);
    // Not a customer any more: the users table, search and targeting do not find the stand-in.
    const users = await cafe.call("GET", "/users?page=1&limit=50");
    expect(users.body).not.toContain(cafeLog[0].anonymousId);
    const [facts] = await queryRows<{ count: number }>(
      testApp.db,
      sql`select count(*)::int as count from customer_activity where user_id = ${cafeLog[0].anonymousId}`,
    );
    expect(facts?.count).toBe(0);
    const login = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: person.email, password: person.password, loginType: "user" },
    });
    expect(login.statusCode).toBe(401);
  });

  it("signing in during the grace period cancels the deletion, and says so", async () => {
    const { person, cookie, cafe } = await knownCustomer();
    const asked = await userCall(cookie)("POST", "/user/account-deletion", { password: person.password });
    expect(asked.statusCode, asked.body).toBe(202);
    const signIn = () =>
      testApp.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: person.email, password: person.password, loginType: "user" },
      });
    const login = await signIn();
    expect(login.statusCode).toBe(201);
    expect(login.json().data.deletionCancelled).toBe(true);
    // The next sign-in finds nothing left to cancel.
    expect((await signIn()).json().data.deletionCancelled).toBeUndefined();
    const [mail] = await testApp.mailer.listRecent(person.email);
    expect(mail?.subject).toBe("Your Stampwise account stays");
    expect(await eraseDueNow(person.id)).toBe(0);
    const [row] = await queryRows<{ status: string }>(
      testApp.db,
      sql`select status from account_deletions where user_id = ${person.id}`,
    );
    expect(row?.status).toBe("cancelled");
    const log = (await cafe.call("GET", "/data-requests")).json();
    expect(log[0]).toMatchObject({ kind: "erasure", status: "cancelled", customer: { userId: person.id } });
  });

  it("refuses a wrong password (limited), a stale Google sign-in, and a staff account", async () => {
    const { person, cookie, cafe } = await knownCustomer();
    const call = userCall(cookie);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call("POST", "/user/account-deletion", { password: "not the password" });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error.code).toBe("PASSWORD_INCORRECT");
    }
    const limited = await call("POST", "/user/account-deletion", { password: person.password });
    expect(limited.statusCode).toBe(429);
    for (const body of [{}, { password: "" }, { password: "x".repeat(201) }, { password: "a", extra: 1 }]) {
      const bad = await call("POST", "/user/account-deletion", body);
      expect([400, 403, 429]).toContain(bad.statusCode);
    }
    expect((await call("GET", "/user/data")).statusCode).toBe(200);

    // An account that signs in only with Google: a fresh sign-in confirms, an old one does not.
    const google = await testApp.factories.user({ role: "user" });
    await testApp.db.execute(sql`update users set password_hash = null, google_subject = ${key()}
      where id = ${google.id}`);
    const session = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: google.email, password: google.password, loginType: "user" },
    });
    expect(session.statusCode).toBe(401);
    await testApp.db.execute(sql`update users set password_hash = (select password_hash from users
      where id = ${person.id}) where id = ${google.id}`);
    const googleCookie = await loginAs(testApp, { ...google, password: person.password });
    await testApp.db.execute(sql`update users set password_hash = null where id = ${google.id}`);
    await testApp.db.execute(sql`update sessions set created_at = now() - interval '11 minutes'
      where user_id = ${google.id}`);
    const stale = await userCall(googleCookie)("POST", "/user/account-deletion", {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.code).toBe("FRESH_SIGN_IN_REQUIRED");
    await testApp.db.execute(sql`update sessions set created_at = now() where user_id = ${google.id}`);
    const fresh = await userCall(googleCookie)("POST", "/user/account-deletion", {});
    expect(fresh.statusCode, fresh.body).toBe(202);

    // An owner's own account is not deleted from the customer's side.
    const owner = await cafe.call("POST", "/user/account-deletion", { password: "whatever it is" });
    expect(owner.statusCode).toBe(409);
    expect(owner.json().error.code).toBe("ACCOUNT_DELETION_STAFF");
  });

  it("an owner starts it for their own customer only, under the day's limit, and the customer can still cancel", async () => {
    const { person, cafe, bakery } = await knownCustomer();
    const stranger = await testApp.factories.user({ role: "user" });
    const notHere = await cafe.call("POST", "/data-requests/erasure", { userId: stranger.id });
    expect(notHere.statusCode).toBe(404);
    const garbage = await cafe.call("POST", "/data-requests/erasure", { userId: "not-a-uuid" });
    expect(garbage.statusCode).toBe(400);

    const started = await cafe.call("POST", "/data-requests/erasure", { userId: person.id });
    expect(started.statusCode, started.body).toBe(202);
    const [mail] = await testApp.mailer.listRecent(person.email);
    expect(mail?.textBody).toContain(`As you asked at ${cafe.organization.name}`);
    // The bakery sees that its customer's account is going, though it did not ask.
    const bakeryLog = (await bakery.call("GET", "/data-requests")).json();
    expect(bakeryLog[0]).toMatchObject({ kind: "erasure", status: "scheduled", requestedBy: null });
    const notifications = await bakery.call("POST", "/statistics", {
      from: new Date().toISOString().slice(0, 10),
      to: new Date().toISOString().slice(0, 10),
      sections: ["notifications"],
    });
    expect(notifications.json().notifications.dataRequests).toEqual({ exports: 0, erasures: 1 });

    // A customer's session is no owner's.
    const cookie = await loginAs(testApp, person);
    const asCustomer = await testApp.app.inject({
      method: "POST",
      url: "/api/data-requests/erasure",
      headers: { cookie, "x-organization-id": cafe.organizationId },
      payload: { userId: person.id },
    });
    expect([401, 403, 404]).toContain(asCustomer.statusCode);
    // loginAs signed them in: cancelled.
    expect(await eraseDueNow(person.id)).toBe(0);

    // The day's limit per business: copies and deletions together.
    await testApp.db.execute(sql`insert into data_exports (user_id, organization_id, status)
      select ${person.id}, ${cafe.organizationId}, 'failed' from generate_series(1, 18)`);
    const last = await cafe.call("POST", "/data-requests/erasure", { userId: person.id });
    expect(last.statusCode, last.body).toBe(202);
    await loginAs(testApp, person);
    const over = await cafe.call("POST", "/data-requests/erasure", { userId: person.id });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe("DATA_REQUEST_LIMIT");
    const overExport = await cafe.call("POST", "/data-requests/export", { userId: person.id });
    expect(overExport.statusCode).toBe(429);
  });

  it("never deletes a member of a business's team: not by itself, not by another business, not when it joins one while waiting", async () => {
    const { person, cookie, cafe, bakery } = await knownCustomer();
    // The customer's account is also on another business's team (an accepted invitation).
    const other = await communicationsAdmin(testApp);
    await testApp.factories.addMember(other.organizationId, person.id);
    const byCafe = await cafe.call("POST", "/data-requests/erasure", { userId: person.id });
    expect(byCafe.statusCode).toBe(409);
    expect(byCafe.json().error.code).toBe("ACCOUNT_DELETION_STAFF");
    const byThemselves = await userCall(cookie)("POST", "/user/account-deletion", {
      password: person.password,
    });
    expect(byThemselves.statusCode).toBe(409);

    // Scheduled while a plain customer, on a team by the time it is due: cancelled, nothing erased.
    const waiting = await bakery.customer();
    const started = await bakery.call("POST", "/data-requests/erasure", { userId: waiting.id });
    expect(started.statusCode, started.body).toBe(202);
    // Asked again: the same date, and it costs the business none of its day.
    const again = await bakery.call("POST", "/data-requests/erasure", { userId: waiting.id });
    expect(again.json().dueAt).toBe(started.json().dueAt);
    await testApp.factories.addMember(other.organizationId, waiting.id);
    expect(await eraseDueNow(waiting.id)).toBe(1);
    const [row] = await queryRows<{ status: string; email: string }>(
      testApp.db,
      sql`select d.status, u.email from account_deletions d join users u on u.id = d.user_id
        where d.user_id = ${waiting.id}`,
    );
    expect(row).toEqual({ status: "cancelled", email: waiting.email });
  });

  it("erases someone who was once on a team: the stamps they gave others stay, by the stand-in", async () => {
    const { person, cookie, cafe, coffee } = await knownCustomer();
    // Once a barista at the café: they gave another customer a stamp, then left the team.
    await testApp.factories.addMember(cafe.organizationId, person.id);
    const regular = await cafe.customer();
    const staffCookie = await loginAs(testApp, person);
    const given = await testApp.app.inject({
      method: "POST",
      url: "/api/transaction",
      headers: { cookie: staffCookie, "x-organization-id": cafe.organizationId },
      payload: {
        userId: regular.id,
        loyaltyCardId: coffee.id,
        delta: 1,
        source: "manual",
        idempotencyKey: key(),
      },
    });
    expect(given.statusCode, given.body).toBe(201);
    await testApp.db.execute(sql`delete from memberships where user_id = ${person.id}`);
    const before = await figuresOf(cafe);

    const asked = await userCall(cookie)("POST", "/user/account-deletion", { password: person.password });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(await eraseDueNow(person.id)).toBe(1);
    expect(await tablesHolding(person.id)).toEqual([]);
    expect(await figuresOf(cafe)).toEqual(before);
    const [stamp] = await queryRows<{ actor_user_id: string }>(
      testApp.db,
      sql`select t.actor_user_id from transactions t join card_instances ci on ci.id = t.instance_id
        where ci.user_id = ${regular.id}`,
    );
    const [standIn] = await queryRows<{ anonymous_id: string }>(
      testApp.db,
      sql`select anonymous_id from erased_customers where organization_id = ${cafe.organizationId}
        order by deletion_id limit 1`,
    );
    expect(stamp?.actor_user_id).not.toBe(person.id);
    expect(standIn).toBeDefined();
  });

  it("erases during a stamp, during a campaign send, and twice at once: no error, nothing half done", async () => {
    const { person, cookie, cafe, coffee, names } = await knownCustomer();
    // More news on its way to them as the erasure runs.
    const group = await cafe.targetGroup();
    const more = await cafe.createCommunication(completeCommunication(group, { title: "More news" }));
    await cafe.scheduleAndActivate(more.id);
    await userCall(cookie)("POST", "/user/account-deletion", { password: person.password });
    await testApp.db.execute(sql`update account_deletions set due_at = now() - interval '1 second'
      where user_id = ${person.id} and status = 'scheduled'`);
    const [deletion] = await queryRows<{ id: string }>(
      testApp.db,
      sql`select id from account_deletions where user_id = ${person.id} and status = 'scheduled'`,
    );
    const { eraseAccount } = await import("./erasure");
    const stampDuring = cafe.call("POST", "/transaction", {
      userId: person.id,
      loyaltyCardId: coffee.id,
      delta: 1,
      source: "manual",
      idempotencyKey: key(),
    });
    const results = await Promise.all([
      eraseAccount(testApp.db, deletion?.id ?? ""),
      eraseAccount(testApp.db, deletion?.id ?? ""),
      stampDuring,
      testApp.communications.deliverer.deliverDue(),
    ]);
    expect(results.slice(0, 2).filter(Boolean)).toHaveLength(1);
    // The stamp landed before (then it moved with the card) or found nobody after: never a 500.
    expect([201, 404], results[2].body).toContain(results[2].statusCode);
    const [balances] = await queryRows<{ mismatched: number }>(
      testApp.db,
      sql`select count(*)::int as mismatched from card_instances ci
        where ci.organization_id = ${cafe.organizationId}
          and ci.balance <> coalesce((select t.balance_after from transactions t where t.instance_id = ci.id
            order by t.created_at desc, t.id desc limit 1), 0)`,
    );
    expect(balances?.mismatched).toBe(0);
    for (const needle of [person.email, names.first, person.id]) {
      expect({ needle, tables: await tablesHolding(needle) }).toEqual({ needle, tables: [] });
    }
  });
});
