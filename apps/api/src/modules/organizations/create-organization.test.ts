import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";

describe("POST /api/organization", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  const createOrganization = (cookie: string | undefined, payload: unknown) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/organization",
      headers: { ...(cookie && { cookie }), origin: "http://stampwise.test" },
      payload: payload as Record<string, unknown>,
    });

  /** The organizations the session's account belongs to, as the apps see them. */
  async function organizationsOf(cookie: string) {
    const response = await testApp.app.inject({ url: "/api/auth/is-authenticated", headers: { cookie } });
    return response.json().data.user.organizations as { id: string; name: string; role: string }[];
  }

  async function signedInAdmin() {
    const admin = await testApp.factories.user({ role: "admin" });
    await testApp.factories.organization({ owner: admin, name: "First shop" });
    return { admin, cookie: await loginAs(testApp, admin) };
  }

  it("starts another organization with the admin as its owner, ready for the switcher", async () => {
    const { admin, cookie } = await signedInAdmin();
    const response = await createOrganization(cookie, { name: "  Second shop  " });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ name: "Second shop", email: admin.email });

    const organizations = await organizationsOf(cookie);
    expect(organizations.map((organization) => organization.name).sort()).toEqual([
      "First shop",
      "Second shop",
    ]);
    expect(organizations.find((organization) => organization.id === created.id)?.role).toBe("owner");

    const read = await testApp.app.inject({
      url: "/api/organization",
      headers: { cookie, "x-organization-id": created.id },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().name).toBe("Second shop");
  });

  it("refuses a customer account with 403 and stores nothing", async () => {
    const customer = await testApp.factories.user({ role: "user" });
    const cookie = await loginAs(testApp, customer);
    const response = await createOrganization(cookie, { name: "My shop" });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("FORBIDDEN");
    expect(await organizationsOf(cookie)).toEqual([]);
  });

  it("asks for a session", async () => {
    const response = await createOrganization(undefined, { name: "Anonymous shop" });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ["a missing name", {}],
    ["an empty name", { name: "" }],
    ["a name of spaces", { name: "   " }],
    ["a name that is too long", { name: "x".repeat(121) }],
    ["a name that is not a string", { name: 42 }],
    ["an unknown field", { name: "Shop", owner: "someone-else" }],
  ])("answers 400 for %s and stores nothing", async (_case, payload) => {
    const { cookie } = await signedInAdmin();
    const response = await createOrganization(cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_ERROR");
    expect((await organizationsOf(cookie)).map((organization) => organization.name)).toEqual(["First shop"]);
  });
});
