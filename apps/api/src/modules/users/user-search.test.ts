import { randomUUID } from "node:crypto";
import { USER_SEARCH_QUERY_MAX_LENGTH, USER_SEARCH_RESULTS_LIMIT } from "@stampwise/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { uniqueEmail } from "../../seed/factories";
import { users } from "../accounts/users.table";
import { reachedUsers, recentSearches } from "./users-directory.table";
import { directoryAdmin, person, swedishMobile, uniqueWord } from "./users-directory.test-helpers";

describe("GET /user/search", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  const idsOf = (response: { json(): { users: { id: string }[] } }) =>
    response.json().users.map((user) => user.id);

  it("finds customers by first, last and full name, email and phone, case-insensitively", async () => {
    const admin = await directoryAdmin(testApp);
    const last = uniqueWord("Lindqvist");
    const email = uniqueEmail("kajsa");
    const phone = `+4670${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    const kajsa = await admin.addCustomer({ firstName: "Kajsa", lastName: last, email, phoneNumber: phone });
    await admin.addCustomer({ firstName: "Other", lastName: uniqueWord("Berg") });
    for (const q of [
      last.toUpperCase(),
      `kajsa ${last.toLowerCase()}`,
      email.slice(0, 12),
      phone.slice(3, 10),
      `${phone.slice(0, 6)} ${phone.slice(6)}`,
    ]) {
      const response = await admin.call("GET", `/user/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(idsOf(response), q).toEqual([kajsa.id]);
      expect(response.json().users[0]).toMatchObject({ firstName: "Kajsa", memberSince: expect.any(String) });
    }
  });

  it("finds a customer by their phone number typed as people dial it in the organization's country", async () => {
    const admin = await directoryAdmin(testApp);
    const mobile = swedishMobile();
    const customer = await admin.addCustomer({ firstName: "Siv", phoneNumber: mobile.e164 });
    await admin.addCustomer({ firstName: "Other", phoneNumber: swedishMobile().e164 });
    for (const q of [...mobile.typed, mobile.nationalStart]) {
      const response = await admin.call("GET", `/user/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(idsOf(response), q).toEqual([customer.id]);
    }
  });

  it("reads a national number in the organization's own country", async () => {
    const admin = await directoryAdmin(testApp);
    const seven = String(Math.floor(1_000_000 + Math.random() * 8_999_999));
    // The same digits after the trunk: a Norwegian mobile (no 0 to drop) and a Stockholm number.
    const norwegian = await admin.addCustomer({ phoneNumber: `+474${seven}` });
    const stockholm = await admin.addCustomer({ phoneNumber: `+468${seven}` });
    const search = async (q: string) =>
      idsOf(await admin.call("GET", `/user/search?q=${encodeURIComponent(q)}`));

    await admin.call("PATCH", "/organization", { country: "NO" });
    expect(await search(`4${seven}`)).toEqual([norwegian.id]);
    await admin.call("PATCH", "/organization", { country: "SE" });
    expect(await search(`08-${seven}`)).toEqual([stockholm.id]);
  });

  it("puts exact and prefix matches before matches inside a word, and stops at the limit", async () => {
    const admin = await directoryAdmin(testApp);
    const word = uniqueWord("Q");
    const inside = await admin.addCustomer({ firstName: "Ann", lastName: `Xy${word.toLowerCase()}` });
    const prefix = await admin.addCustomer({ firstName: "Bo", lastName: `${word}son` });
    const exact = await admin.addCustomer({ firstName: "Cid", lastName: word });
    const response = await admin.call("GET", `/user/search?q=${word}`);
    expect(idsOf(response)).toEqual([exact.id, prefix.id, inside.id]);

    const many = uniqueWord("Many");
    for (let index = 0; index < USER_SEARCH_RESULTS_LIMIT + 2; index++) {
      await admin.addCustomer({ firstName: "Fan", lastName: `${many}${index}` });
    }
    expect(idsOf(await admin.call("GET", `/user/search?q=${many}`))).toHaveLength(USER_SEARCH_RESULTS_LIMIT);
  });

  it("follows a customer who changes their name, and never matches across two fields", async () => {
    const admin = await directoryAdmin(testApp);
    const before = uniqueWord("Before");
    const after = uniqueWord("After");
    const customer = await admin.addCustomer({ firstName: "Tove", lastName: before });
    await testApp.db.update(users).set({ lastName: after }).where(eq(users.id, customer.id));
    expect(idsOf(await admin.call("GET", `/user/search?q=${before}`))).toEqual([]);
    expect(idsOf(await admin.call("GET", `/user/search?q=${after.toUpperCase()}`))).toEqual([customer.id]);
    const listed = (await admin.call("GET", `/user?q=${after}`)).json();
    expect(listed).toMatchObject({ total: 1, users: [{ id: customer.id, lastName: after }] });
    // The last name followed by the start of the email is no one field.
    const spanning = `${after.slice(-3)} ${customer.email.slice(0, 4)}`;
    expect(idsOf(await admin.call("GET", `/user/search?q=${encodeURIComponent(spanning)}`))).toEqual([]);
  });

  it("takes % and _ in the query literally", async () => {
    const admin = await directoryAdmin(testApp);
    const word = uniqueWord("Pct");
    await admin.addCustomer({ firstName: "Per", lastName: word });
    expect(
      idsOf(await admin.call("GET", `/user/search?q=${encodeURIComponent(`${word.slice(0, 4)}%`)}`)),
    ).toEqual([]);
    expect(idsOf(await admin.call("GET", "/user/search?q=_"))).toEqual([]);
  });

  it("says only that an account exists for an exact email or phone of a non-customer: no id, no reach", async () => {
    const admin = await directoryAdmin(testApp);
    const email = uniqueEmail("newcomer");
    const phone = `+4673${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    const newcomer = await person(testApp, { firstName: "Secret", email, phoneNumber: phone });
    for (const partial of [email.slice(0, -3), phone.slice(0, -2), newcomer.lastName]) {
      const response = await admin.call("GET", `/user/search?q=${encodeURIComponent(partial)}`);
      expect(response.json(), partial).toEqual({ users: [], account: null });
    }

    const byEmail = await admin.call("GET", `/user/search?q=${encodeURIComponent(email.toUpperCase())}`);
    expect(byEmail.json()).toEqual({ users: [], account: { contact: email, matchedBy: "email" } });
    for (const exact of [
      phone,
      `${phone.slice(0, 3)} ${phone.slice(3, 5)} ${phone.slice(5)}`,
      `0${phone.slice(3, 5)}-${phone.slice(5)}`,
      `00${phone.slice(1)}`,
    ]) {
      const response = await admin.call("GET", `/user/search?q=${encodeURIComponent(exact)}`);
      expect(response.json(), exact).toEqual({ users: [], account: { contact: phone, matchedBy: "phone" } });
      expect(response.body).not.toContain(newcomer.id);
      expect(response.body).not.toContain(email);
    }
    expect(byEmail.body).not.toContain(newcomer.id);
    expect(byEmail.body).not.toContain("Secret");
    expect(byEmail.body).not.toContain(phone);
    // The search reached nobody: the profile stays closed and no card can be given.
    expect(await reachesOf(admin.organization.id, newcomer.id)).toBe(0);
    expect((await admin.call("GET", `/user/${newcomer.id}`)).statusCode).toBe(404);
  });

  it("lists a person as a customer, in full, once they joined by their own act", async () => {
    const admin = await directoryAdmin(testApp);
    const phone = `+4676${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    const newcomer = await person(testApp, {
      firstName: "Secret",
      email: uniqueEmail("private"),
      phoneNumber: phone,
    });
    await testApp.db
      .update(users)
      .set({ pictureUrl: "https://pictures.example.test/secret.png" })
      .where(eq(users.id, newcomer.id));
    const before = await admin.call("GET", `/user/search?q=${encodeURIComponent(newcomer.email)}`);
    expect(before.json().users).toEqual([]);

    await testApp.factories.joinOrganization(admin.organization.id, newcomer.id);
    const asCustomer = await admin.call("GET", `/user/search?q=${encodeURIComponent(newcomer.email)}`);
    expect(asCustomer.json()).toEqual({
      users: [
        expect.objectContaining({
          id: newcomer.id,
          firstName: "Secret",
          phoneNumber: phone,
          pictureUrl: "https://pictures.example.test/secret.png",
          memberSince: expect.any(String),
        }),
      ],
      account: null,
    });
  });

  it("never returns admin accounts, not even by exact email", async () => {
    const admin = await directoryAdmin(testApp);
    const otherAdmin = await testApp.factories.user({ role: "admin", lastName: uniqueWord("Boss") });
    for (const q of [otherAdmin.email, admin.admin.email, otherAdmin.lastName]) {
      expect(idsOf(await admin.call("GET", `/user/search?q=${encodeURIComponent(q)}`))).toEqual([]);
    }
  });

  it("never shows another organization's customers; an exact email only says an account exists", async () => {
    const orgA = await directoryAdmin(testApp);
    const orgB = await directoryAdmin(testApp);
    const word = uniqueWord("Tenant");
    const customerOfA = await orgA.addCustomer({ lastName: word });
    expect(idsOf(await orgA.call("GET", `/user/search?q=${word}`))).toEqual([customerOfA.id]);
    expect(idsOf(await orgB.call("GET", `/user/search?q=${word}`))).toEqual([]);
    const exact = await orgB.call("GET", `/user/search?q=${customerOfA.email}`);
    expect(exact.json()).toEqual({ users: [], account: { contact: customerOfA.email, matchedBy: "email" } });
    expect(exact.body).not.toContain(customerOfA.id);
  });

  it("keeps a submitted search in the admin's history only when asked to", async () => {
    const admin = await directoryAdmin(testApp);
    await admin.call("GET", "/user/search?q=typing");
    await admin.call("GET", "/user/search?q=submitted&record=true");
    await admin.call("GET", "/user/search?q=%20%20spaced%20&record=true");
    const recent = (await admin.call("GET", "/user/recent")).json();
    expect(recent.searches.map((search: { query: string }) => search.query)).toEqual(["spaced", "submitted"]);
  });

  it("refuses bad input with a 4xx and a code, storing nothing", async () => {
    const admin = await directoryAdmin(testApp);
    const cases = [
      "/user/search",
      "/user/search?q=",
      "/user/search?q=%20%20%20&record=true",
      `/user/search?q=${"a".repeat(USER_SEARCH_QUERY_MAX_LENGTH + 1)}&record=true`,
      "/user/search?q=anna&record=yes",
    ];
    for (const url of cases) {
      const response = await admin.call("GET", url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe("VALIDATION_ERROR");
    }
    const stored = await testApp.db
      .select()
      .from(recentSearches)
      .where(eq(recentSearches.organizationId, admin.organization.id));
    expect(stored).toEqual([]);
  });

  it("asks for a session and an organization of the admin", async () => {
    const admin = await directoryAdmin(testApp);
    const anonymous = await testApp.app.inject({ method: "GET", url: "/api/user/search?q=anna" });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await testApp.app.inject({
      method: "GET",
      url: "/api/user/search?q=anna",
      headers: { cookie: admin.cookie, "x-organization-id": randomUUID() },
    });
    expect(foreign.statusCode).toBe(404);
  });

  async function reachesOf(organizationId: string, userId: string) {
    const rows = await testApp.db
      .select()
      .from(reachedUsers)
      .where(eq(reachedUsers.organizationId, organizationId));
    return rows.filter((row) => row.userId === userId).length;
  }
});

describe("GET /user/search rate limit", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ USER_SEARCH_RATE_LIMIT_PER_MINUTE: "3" });
  });
  afterAll(() => testApp?.close());

  it("answers an admin's 4th search in a minute with 429 RATE_LIMITED and a Retry-After, other admins unaffected", async () => {
    const admin = await directoryAdmin(testApp);
    const other = await directoryAdmin(testApp);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await admin.call("GET", `/user/search?q=${uniqueEmail("probe")}`)).statusCode);
    }

    const fourth = await admin.call("GET", "/user/search?q=anna");

    expect(statuses).toEqual([200, 200, 200]);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toEqual({
      code: "RATE_LIMITED",
      message: expect.any(String),
      retryAfterSeconds: expect.any(Number),
    });
    expect(Number(fourth.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect((await other.call("GET", "/user/search?q=anna")).statusCode).toBe(200);
  });
});
