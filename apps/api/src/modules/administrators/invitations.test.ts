import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uniqueIp, unknownToken, VALID_PASSWORD } from "../../../test/auth-helpers";
import { createTestApp, loginAs, sessionCookieFrom, type TestApp } from "../../../test/test-app";
import { invitations, users } from "../../db/schema";
import { hashPassword } from "../../lib/crypto";
import { invitationInput, invitationToken, ownerSession } from "./administrators.test-helpers";

// Counts the scrypt hashes, to prove a made-up link never reaches one.
vi.mock("../../lib/crypto", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../lib/crypto")>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

describe("accepting an invitation", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  async function invite(overrides: Record<string, unknown> = {}) {
    const session = await ownerSession(testApp);
    const input = invitationInput(overrides);
    const created = await session.request("POST", "/api/invitation", input);
    expect(created.statusCode).toBe(201);
    return {
      ...session,
      input,
      invitation: created.json(),
      token: await invitationToken(testApp, input.email),
    };
  }

  const post = (url: string, payload: unknown, cookie?: string) =>
    testApp.app.inject({
      method: "POST",
      url,
      payload: payload as Record<string, unknown>,
      headers: cookie ? { cookie } : {},
      remoteAddress: uniqueIp(),
    });
  const signUp = (token: string) =>
    post("/api/invitation/complete-signup", {
      token,
      firstName: "Nora",
      lastName: "New",
      password: VALID_PASSWORD,
      acceptTerms: true,
    });
  const organizationsOf = async (cookie: string) =>
    (await testApp.app.inject({ url: "/api/auth/is-authenticated", headers: { cookie } })).json().data.user
      .organizations as { id: string; role: string }[];

  it("shows a new person who invites them where, and that they have no account yet", async () => {
    const { token, input } = await invite({ role: "owner" });
    const preview = await post("/api/invitation/preview", { token });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      organizationName: "Kafé Kanel",
      invitedBy: "Olga Owner",
      email: input.email,
      role: "owner",
      existingAccount: null,
    });
  });

  it("makes an invited person without a phone number a member without one", async () => {
    const { token, request } = await invite({ phoneNumber: undefined });
    expect((await signUp(token)).statusCode).toBe(201);
    const members = (await request("GET", "/api/organization/admin")).json();
    expect(members).toContainEqual(expect.objectContaining({ firstName: "Ines", phoneNumber: null }));
  });

  it("signs a new person up into the organization with the invited role, signed in at once", async () => {
    const { token, organization, request } = await invite();
    const response = await signUp(token);
    expect(response.statusCode).toBe(201);
    const cookie = sessionCookieFrom(response);
    expect(response.json().data.user).toMatchObject({ firstName: "Nora", role: "admin" });
    expect(await organizationsOf(cookie)).toEqual([
      expect.objectContaining({ id: organization.id, role: "admin" }),
    ]);
    expect((await request("GET", "/api/invitation/by-organization")).json()).toEqual([]);
    const members = (await request("GET", "/api/organization/admin")).json();
    expect(members).toContainEqual(expect.objectContaining({ firstName: "Ines", lastName: "Invited" }));
  });

  it("refuses a used link on preview, sign-up and accept (410 TOKEN_USED)", async () => {
    const { token } = await invite();
    expect((await signUp(token)).statusCode).toBe(201);
    for (const response of [await post("/api/invitation/preview", { token }), await signUp(token)]) {
      expect(response.statusCode).toBe(410);
      expect(response.json().error.code).toBe("TOKEN_USED");
    }
  });

  it("refuses an expired link (410 TOKEN_EXPIRED) and creates no account", async () => {
    const { token, invitation, input } = await invite();
    await testApp.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(invitations.id, invitation.id));
    const response = await signUp(token);
    expect(response.statusCode).toBe(410);
    expect(response.json().error.code).toBe("TOKEN_EXPIRED");
    expect(await testApp.db.select().from(users).where(eq(users.email, input.email))).toHaveLength(0);
  });

  it("refuses a made-up or malformed link (400) before any password is hashed", async () => {
    for (const token of [unknownToken(), "short", "x".repeat(5000), "bad token with spaces!"]) {
      const response = await signUp(token);
      expect(response.statusCode).toBe(400);
    }
    const hashesBefore = vi.mocked(hashPassword).mock.calls.length;
    const bogus = await Promise.all(Array.from({ length: 20 }, () => signUp(unknownToken())));
    expect(bogus.every((response) => response.json().error.code === "TOKEN_INVALID")).toBe(true);
    expect(vi.mocked(hashPassword).mock.calls.length).toBe(hashesBefore);
  });

  it("gives exactly one account when the link is used five times at once", async () => {
    const { token } = await invite();
    const responses = await Promise.all(Array.from({ length: 5 }, () => signUp(token)));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      expect([409, 410]).toContain(response.statusCode);
    }
  });

  it("lets an existing admin account accept after logging in, and adds the organization", async () => {
    const person = await testApp.factories.user({ role: "admin" });
    await testApp.factories.organization({ owner: person, name: "Own shop" });
    const { token, organization } = await invite({ email: person.email });
    expect((await post("/api/invitation/preview", { token })).json().existingAccount).toBe("admin");
    expect((await signUp(token)).json().error.code).toBe("EMAIL_ALREADY_REGISTERED");

    const cookie = await loginAs(testApp, person);
    const accepted = await post("/api/invitation/accept", { token }, cookie);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().organizationId).toBe(organization.id);
    expect(accepted.json().user.organizations).toHaveLength(2);
    expect((await post("/api/invitation/accept", { token }, cookie)).statusCode).toBe(410);
  });

  it("refuses an account whose email the invitation was not sent to (403)", async () => {
    const { token } = await invite();
    const stranger = await testApp.factories.user({ role: "admin" });
    const response = await post("/api/invitation/accept", { token }, await loginAs(testApp, stranger));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("INVITATION_EMAIL_MISMATCH");
    expect((await post("/api/invitation/accept", { token })).statusCode).toBe(401);
  });

  it("makes a customer account an administrator too: both doors open for it", async () => {
    const customer = await testApp.factories.user({ role: "user" });
    const { token, organization } = await invite({ email: customer.email });
    expect((await post("/api/invitation/preview", { token })).json().existingAccount).toBe("user");
    const adminDoorBefore = await post("/api/auth/login", {
      email: customer.email,
      password: customer.password,
      loginType: "admin",
    });
    expect(adminDoorBefore.json().error.code).toBe("INVALID_LOGIN_TYPE");

    const customerCookie = await loginAs(testApp, customer);
    expect((await post("/api/invitation/accept", { token }, customerCookie)).statusCode).toBe(200);

    for (const loginType of ["admin", "user"]) {
      const login = await post("/api/auth/login", {
        email: customer.email,
        password: customer.password,
        loginType,
      });
      expect(login.statusCode).toBe(201);
      expect(login.json().data.user.organizations).toEqual([
        expect.objectContaining({ id: organization.id, role: "admin" }),
      ]);
    }
    const cards = await testApp.app.inject({
      url: "/api/loyalty-card-instance/mine",
      headers: { cookie: customerCookie },
    });
    expect(cards.statusCode).toBe(200);
  });

  it("rate-limits invitation sign-ups per address", async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT_PER_IP: "3" });
    try {
      const remoteAddress = uniqueIp();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await limited.app.inject({
          method: "POST",
          url: "/api/invitation/complete-signup",
          remoteAddress,
          payload: {
            token: unknownToken(),
            firstName: "A",
            lastName: "B",
            password: VALID_PASSWORD,
            acceptTerms: true,
          },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
