import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { organizationCustomers } from "./users-directory.table";
import { type DirectoryAdmin, directoryAdmin, person, swedishMobile } from "./users-directory.test-helpers";

const key = () => `key-${randomUUID()}`;

describe("GET /user (the users table)", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  /** Five customers whose every sortable column orders them differently. */
  async function fiveCustomers(admin: DirectoryAdmin) {
    const day = (n: number) => new Date(Date.UTC(2024, 0, n));
    return {
      cleo: await admin.addCustomer(
        { firstName: "cleo", lastName: "Eklund", phoneNumber: "+46700000003" },
        day(3),
      ),
      adam: await admin.addCustomer(
        { firstName: "Adam", lastName: "Dahl", phoneNumber: "+46700000005" },
        day(1),
      ),
      erik: await admin.addCustomer({ firstName: "Erik", lastName: "åberg", phoneNumber: null }, day(5)),
      bea: await admin.addCustomer(
        { firstName: "Bea", lastName: "Ceder", phoneNumber: "+46700000001" },
        day(4),
      ),
      dina: await admin.addCustomer(
        { firstName: "dina", lastName: "Berg", phoneNumber: "+46700000002" },
        day(2),
      ),
    };
  }

  const firstNames = async (admin: DirectoryAdmin, query: string) => {
    const response = await admin.call("GET", `/user?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().users.map((user: { firstName: string }) => user.firstName);
  };

  it("sorts by every column both ways, case-insensitively, newest members first by default", async () => {
    const admin = await directoryAdmin(testApp);
    await fiveCustomers(admin);
    expect(await firstNames(admin, "")).toEqual(["Erik", "Bea", "cleo", "dina", "Adam"]);
    expect(await firstNames(admin, "sort=memberSince&order=asc")).toEqual([
      "Adam",
      "dina",
      "cleo",
      "Bea",
      "Erik",
    ]);
    expect(await firstNames(admin, "sort=firstName&order=asc")).toEqual([
      "Adam",
      "Bea",
      "cleo",
      "dina",
      "Erik",
    ]);
    expect(await firstNames(admin, "sort=firstName&order=desc")).toEqual([
      "Erik",
      "dina",
      "cleo",
      "Bea",
      "Adam",
    ]);
    expect(await firstNames(admin, "sort=lastName&order=asc")).toEqual([
      "dina",
      "Bea",
      "Adam",
      "cleo",
      "Erik",
    ]);
    expect(await firstNames(admin, "sort=phoneNumber&order=asc")).toEqual([
      "Bea",
      "dina",
      "cleo",
      "Adam",
      "Erik",
    ]);
    const byEmail = await admin.call("GET", "/user?sort=email&order=desc");
    const emails = byEmail.json().users.map((user: { email: string }) => user.email);
    expect(emails).toEqual([...emails].sort().reverse());
  });

  it("pages with a total that counts every match", async () => {
    const admin = await directoryAdmin(testApp);
    for (let index = 0; index < 23; index++)
      await admin.addCustomer({ firstName: `P${String(index).padStart(2, "0")}` });
    const pages = [];
    for (const page of [1, 2, 3]) {
      const response = (
        await admin.call("GET", `/user?sort=firstName&order=asc&pageSize=10&page=${page}`)
      ).json();
      expect(response).toMatchObject({ total: 23, page, pageSize: 10 });
      pages.push(...response.users.map((user: { firstName: string }) => user.firstName));
    }
    expect(pages).toEqual(Array.from({ length: 23 }, (_, index) => `P${String(index).padStart(2, "0")}`));
    expect((await admin.call("GET", "/user?page=9&pageSize=10")).json()).toMatchObject({
      users: [],
      total: 23,
    });
  });

  it("filters by name, email or phone and counts only the matches", async () => {
    const admin = await directoryAdmin(testApp);
    const { cleo, bea } = await fiveCustomers(admin);
    const byName = (await admin.call("GET", "/user?q=EKLUND")).json();
    expect(byName).toMatchObject({ total: 1, users: [{ id: cleo.id }] });
    const byPhone = (await admin.call("GET", `/user?q=${encodeURIComponent("+46 70 000 0001")}`)).json();
    expect(byPhone).toMatchObject({ total: 1, users: [{ id: bea.id }] });
    expect((await admin.call("GET", `/user?q=${cleo.email.slice(0, 14)}`)).json().total).toBe(1);
    expect((await admin.call("GET", "/user?q=%20")).json().total).toBe(5);
  });

  it("filters by a phone number typed in national or international form, and counts it once", async () => {
    const admin = await directoryAdmin(testApp);
    const mobile = swedishMobile();
    const customer = await admin.addCustomer({ phoneNumber: mobile.e164 });
    await admin.addCustomer({ phoneNumber: swedishMobile().e164 });
    for (const q of [...mobile.typed, mobile.nationalStart]) {
      const response = (await admin.call("GET", `/user?q=${encodeURIComponent(q)}`)).json();
      expect(response, q).toMatchObject({ total: 1, users: [{ id: customer.id }] });
    }
  });

  it("lists customers only: not people found by exact email, not admins, not other organizations' customers", async () => {
    const orgA = await directoryAdmin(testApp);
    const orgB = await directoryAdmin(testApp);
    const ofA = await orgA.addCustomer();
    const newcomer = await person(testApp);
    await orgB.call("GET", `/user/search?q=${newcomer.email}`);
    await orgB.call("GET", `/user/search?q=${ofA.email}`);
    expect((await orgB.call("GET", "/user")).json()).toEqual({ users: [], total: 0, page: 1, pageSize: 20 });
    expect((await orgA.call("GET", "/user")).json()).toMatchObject({ total: 1, users: [{ id: ofA.id }] });
  });

  it("lists a customer who joined and got a first stamp, and keeps one whose card is removed", async () => {
    const admin = await directoryAdmin(testApp);
    const stamped = await person(testApp);
    // Only the person's own act makes them a customer; staff then stamp them.
    await testApp.factories.joinOrganization(admin.organization.id, stamped.id);
    const first = await admin.call("POST", "/transaction", {
      userId: stamped.id,
      loyaltyCardId: admin.card.id,
      delta: 2,
      source: "manual",
      idempotencyKey: key(),
    });
    expect(first.statusCode, first.body).toBe(201);
    const removed = await admin.addCustomer();
    expect((await admin.call("DELETE", `/loyalty-card-instance/${removed.instance.id}`)).statusCode).toBe(
      204,
    );
    const listed = (await admin.call("GET", "/user?sort=memberSince&order=asc")).json();
    expect(listed.users.map((user: { id: string }) => user.id)).toEqual([stamped.id, removed.id]);
    const membership = await testApp.db
      .select()
      .from(organizationCustomers)
      .where(
        and(
          eq(organizationCustomers.organizationId, admin.organization.id),
          eq(organizationCustomers.userId, removed.id),
        ),
      );
    expect(membership).toHaveLength(1);
  });

  it("refuses bad paging, sorting and filters with VALIDATION_ERROR", async () => {
    const admin = await directoryAdmin(testApp);
    for (const query of [
      "pageSize=15",
      "pageSize=1000",
      "pageSize=abc",
      "page=0",
      "page=-1",
      "page=1.5",
      "sort=password",
      "sort=createdAt",
      "order=up",
      `q=${"x".repeat(101)}`,
    ]) {
      const response = await admin.call("GET", `/user?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe("VALIDATION_ERROR");
    }
  });
});
