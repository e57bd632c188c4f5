import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login, sessionsOf, whoAmI } from "../../../test/auth-helpers";
import { createTestApp, sessionCookieFrom, type TestApp } from "../../../test/test-app";
import { uniqueEmail } from "../../seed/factories";
import { users } from "../accounts/users.table";

const INVALID_CREDENTIALS = {
  error: { code: "INVALID_CREDENTIALS", message: "Please check your credentials and try again." },
};

describe("POST /api/auth/login", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it("signs an admin in with 201, the user with their organizations, and a session cookie", async () => {
    const admin = await testApp.factories.user({ role: "admin", firstName: "Erik", lastName: "Berg" });
    const organization = await testApp.factories.organization({ owner: admin, name: "Bageri Berg" });

    const response = await login(testApp, {
      email: admin.email,
      password: admin.password,
      loginType: "admin",
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: "authenticated",
      data: {
        user: {
          id: admin.id,
          firstName: "Erik",
          lastName: "Berg",
          email: admin.email,
          phoneNumber: null,
          pictureUrl: null,
          role: "admin",
          language: "en-US",
          memberSince: admin.createdAt.toISOString(),
          organizations: [
            {
              id: organization.id,
              name: "Bageri Berg",
              email: admin.email,
              role: "owner",
              timeZone: "Europe/Stockholm",
            },
          ],
        },
      },
    });
    const cookie = sessionCookieFrom(response);
    const me = await whoAmI(testApp, cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user.id).toBe(admin.id);
  });

  it("never reveals the password hash or other internal columns", async () => {
    const admin = await testApp.factories.user({ role: "admin" });

    const response = await login(testApp, {
      email: admin.email,
      password: admin.password,
      loginType: "admin",
    });

    expect(response.body).not.toContain("scrypt$");
    expect(Object.keys(response.json().data.user).sort()).toEqual(
      [
        "email",
        "firstName",
        "id",
        "language",
        "lastName",
        "memberSince",
        "organizations",
        "phoneNumber",
        "pictureUrl",
        "role",
      ].sort(),
    );
  });

  it("lists every organization an admin belongs to with their role in it", async () => {
    const owner = await testApp.factories.user({ role: "admin" });
    const colleague = await testApp.factories.user({ role: "admin" });
    const own = await testApp.factories.organization({ owner: colleague });
    const joined = await testApp.factories.organization({ owner });
    await testApp.factories.addMember(joined.id, colleague.id);

    const response = await login(testApp, {
      email: colleague.email,
      password: colleague.password,
      loginType: "admin",
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.organizations).toEqual([
      { id: own.id, name: own.name, email: colleague.email, role: "owner", timeZone: "Europe/Stockholm" },
      { id: joined.id, name: joined.name, email: owner.email, role: "admin", timeZone: "Europe/Stockholm" },
    ]);
  });

  it("signs a customer in on the user login with no organizations", async () => {
    const customer = await testApp.factories.user({ role: "user" });

    const response = await login(testApp, {
      email: customer.email,
      password: customer.password,
      loginType: "user",
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().data.user).toMatchObject({ id: customer.id, role: "user", organizations: [] });
    expect(sessionCookieFrom(response)).toMatch(/^sw_session=.+/);
  });

  it("matches the email whatever its case", async () => {
    const admin = await testApp.factories.user({ role: "admin" });

    const response = await login(testApp, {
      email: admin.email.toUpperCase(),
      password: admin.password,
      loginType: "admin",
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.email).toBe(admin.email);
  });

  it("answers a wrong password and an unknown email with the same 401 INVALID_CREDENTIALS body", async () => {
    const admin = await testApp.factories.user({ role: "admin" });

    const wrongPassword = await login(testApp, {
      email: admin.email,
      password: "not the right one",
      loginType: "admin",
    });
    const unknownEmail = await login(testApp, {
      email: uniqueEmail("nobody"),
      password: "not the right one",
      loginType: "admin",
    });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(INVALID_CREDENTIALS);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.cookies).toEqual([]);
    expect(unknownEmail.cookies).toEqual([]);
    expect(await sessionsOf(testApp, admin.id)).toEqual([]);
  });

  it("refuses a password that differs only in case", async () => {
    const admin = await testApp.factories.user({ role: "admin", password: "Correct Horse Battery" });

    const response = await login(testApp, {
      email: admin.email,
      password: "correct horse battery",
      loginType: "admin",
    });

    expect(response.statusCode).toBe(401);
  });

  it("sends an admin on the user login to the admin page with 403 INVALID_LOGIN_TYPE", async () => {
    const admin = await testApp.factories.user({ role: "admin" });

    const response = await login(testApp, {
      email: admin.email,
      password: admin.password,
      loginType: "user",
    });

    expect(response.statusCode).toBe(403);
    const { error } = response.json();
    expect(error).toMatchObject({ code: "INVALID_LOGIN_TYPE", role: "admin" });
    expect(error.message).toContain("Invalid login type");
    expect(error.message).toContain("Please use the admin login page");
    expect(response.cookies).toEqual([]);
    expect(await sessionsOf(testApp, admin.id)).toEqual([]);
  });

  it("sends a customer on the admin login to the user page with 403 INVALID_LOGIN_TYPE", async () => {
    const customer = await testApp.factories.user({ role: "user" });

    const response = await login(testApp, {
      email: customer.email,
      password: customer.password,
      loginType: "admin",
    });

    expect(response.statusCode).toBe(403);
    const { error } = response.json();
    expect(error).toMatchObject({ code: "INVALID_LOGIN_TYPE", role: "user" });
    expect(error.message).toContain("Please use the user login page");
    expect(response.cookies).toEqual([]);
    expect(await sessionsOf(testApp, customer.id)).toEqual([]);
  });

  it("treats a login without loginType as the admin login", async () => {
    const customer = await testApp.factories.user({ role: "user" });

    const response = await login(testApp, { email: customer.email, password: customer.password });

    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: "INVALID_LOGIN_TYPE", role: "user" });
  });

  it("tells the account's role only to someone who knows its password", async () => {
    const admin = await testApp.factories.user({ role: "admin" });

    const response = await login(testApp, {
      email: admin.email,
      password: "not the right one",
      loginType: "user",
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_CREDENTIALS);
  });

  it("refuses an account that has no password (Google only) like a wrong password", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    await testApp.db.update(users).set({ passwordHash: null }).where(eq(users.id, admin.id));

    const response = await login(testApp, {
      email: admin.email,
      password: admin.password,
      loginType: "admin",
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_CREDENTIALS);
  });

  it("opens a separate session for each login", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const credentials = { email: admin.email, password: admin.password, loginType: "admin" as const };

    const first = sessionCookieFrom(await login(testApp, credentials));
    const second = sessionCookieFrom(await login(testApp, credentials));

    expect(second).not.toBe(first);
    expect(await sessionsOf(testApp, admin.id)).toHaveLength(2);
    expect((await whoAmI(testApp, first)).statusCode).toBe(200);
    expect((await whoAmI(testApp, second)).statusCode).toBe(200);
  });
});
