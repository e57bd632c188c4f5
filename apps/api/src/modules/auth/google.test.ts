import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieToSendBack, setCookieLine } from "../../../test/cookies";
import {
  type Consent,
  type OidcStandIn,
  type StandInProfile,
  startOidcStandIn,
} from "../../../test/oidc-stand-in";
import { createTestApp, loginAs, TEST_PUBLIC_URL, type TestApp } from "../../../test/test-app";
import { SESSION_COOKIE } from "../../plugins/authentication";
import { uniqueEmail } from "../../seed/factories";
import { users } from "../accounts/users.table";
import { GOOGLE_LOGIN_FAILED_MESSAGE } from "./google.service";

const PENDING_COOKIE = "sw_google";
const CALLBACK_URL = `${TEST_PUBLIC_URL}/api/auth/google/callback`;

function googleProfile(overrides: Partial<StandInProfile> = {}): StandInProfile {
  return {
    sub: `google-${randomUUID()}`,
    email: uniqueEmail("google"),
    email_verified: true,
    given_name: "Greta",
    family_name: "Gustafsson",
    name: "Greta Gustafsson",
    picture: "https://lh3.googleusercontent.test/a/greta.png",
    ...overrides,
  };
}

describe("Google sign-in against a local OpenID Connect stand-in", () => {
  let standIn: OidcStandIn;
  let testApp: TestApp;

  beforeAll(async () => {
    standIn = await startOidcStandIn({ redirectUri: CALLBACK_URL });
    testApp = await createTestApp(standIn.env());
  });
  afterAll(async () => {
    await testApp?.close();
    await standIn?.close();
  });

  /** Opens the popup's first page: the app answers with a redirect to the provider. */
  async function startLogin(loginType: "admin" | "user" = "admin") {
    const response = await testApp.app.inject({
      method: "GET",
      url: `/api/auth/google?platform=web&loginType=${loginType}`,
    });
    expect(response.statusCode).toBe(302);
    const pendingCookie = cookieToSendBack(response, PENDING_COOKIE);
    if (!pendingCookie) throw new Error("the start of the flow set no pending cookie");
    return { response, authorizationUrl: new URL(String(response.headers.location)), pendingCookie };
  }

  /** The person's browser at the provider: a real HTTP request, the redirect is not followed. */
  async function visitProvider(authorizationUrl: URL, consent: Consent): Promise<URL> {
    standIn.setConsent(consent);
    const answer = await fetch(authorizationUrl, { redirect: "manual" });
    expect(answer.status).toBe(302);
    const location = answer.headers.get("location");
    if (!location) throw new Error("the provider did not redirect back");
    const callback = new URL(location);
    expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK_URL);
    return callback;
  }

  /** The browser arriving back at the app's callback, with whatever cookie it holds. */
  function arriveAtCallback(callback: URL, pendingCookie?: string) {
    return testApp.app.inject({
      method: "GET",
      url: `${callback.pathname}${callback.search}`,
      headers: pendingCookie ? { cookie: pendingCookie } : {},
    });
  }

  async function signInWithGoogle(consent: Consent, loginType: "admin" | "user" = "admin") {
    const { authorizationUrl, pendingCookie } = await startLogin(loginType);
    const callback = await visitProvider(authorizationUrl, consent);
    return arriveAtCallback(callback, pendingCookie);
  }

  const landing = (response: LightMyRequestResponse) => String(response.headers.location);
  const sessionCookie = (response: LightMyRequestResponse) => cookieToSendBack(response, SESSION_COOKIE);

  async function currentUser(cookie: string) {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/is-authenticated",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json().data.user;
  }

  async function storedUser(email: string) {
    return testApp.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  }

  it("sends the popup to the provider with PKCE S256, a state and a signed pending cookie", async () => {
    const { authorizationUrl, pendingCookie, response } = await startLogin("admin");

    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(`${standIn.url}/authorize`);
    const query = authorizationUrl.searchParams;
    expect(query.get("client_id")).toBe(standIn.clientId);
    expect(query.get("redirect_uri")).toBe(CALLBACK_URL);
    expect(query.get("response_type")).toBe("code");
    expect(query.get("code_challenge_method")).toBe("S256");
    expect(query.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    const state = query.get("state");
    expect(state).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const cookieLine = setCookieLine(response, PENDING_COOKIE) ?? "";
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).toMatch(/Path=\/api\/auth\/google/);
    expect(cookieLine).toMatch(/SameSite=Lax/i);
    // The cookie is signed by the server and carries the verifier behind the challenge.
    const unsigned = testApp.app.unsignCookie(
      decodeURIComponent(pendingCookie.slice(PENDING_COOKIE.length + 1)),
    );
    expect(unsigned.valid).toBe(true);
    const pending = JSON.parse(unsigned.value ?? "{}");
    expect(pending.state).toBe(state);
    expect(pending.loginType).toBe("admin");
    const challenge = createHash("sha256").update(pending.codeVerifier).digest("base64url");
    expect(query.get("code_challenge")).toBe(challenge);
  });

  it("signs a new admin in end to end, lands on /oauth completed and gives them an organization", async () => {
    const profile = googleProfile();
    const tokenCallsBefore = standIn.tokenRequests.length;

    const callback = await signInWithGoogle({ profile }, "admin");

    expect(callback.statusCode).toBe(302);
    expect(landing(callback)).toBe(`${TEST_PUBLIC_URL}/oauth?status=completed`);
    // The pending cookie is spent: the answer clears it.
    expect(setCookieLine(callback, PENDING_COOKIE)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect(cookieToSendBack(callback, PENDING_COOKIE)).toBeUndefined();
    // The app exchanged the code exactly once, authenticating as a confidential client.
    const tokenCalls = standIn.tokenRequests.slice(tokenCallsBefore);
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]).toMatchObject({ grantType: "authorization_code", status: 200 });
    expect(tokenCalls[0]?.clientAuthentication).not.toBe("none");

    const cookie = sessionCookie(callback);
    if (!cookie) throw new Error("no session cookie after a completed Google login");
    const user = await currentUser(cookie);
    expect(user).toMatchObject({
      email: profile.email,
      firstName: "Greta",
      lastName: "Gustafsson",
      pictureUrl: profile.picture,
      role: "admin",
    });
    expect(user.organizations).toHaveLength(1);
    expect(user.organizations[0]).toMatchObject({ role: "owner", email: profile.email });

    const organization = await testApp.app.inject({
      method: "GET",
      url: "/api/organization",
      headers: { cookie, "x-organization-id": user.organizations[0].id },
    });
    expect(organization.statusCode).toBe(200);

    const [stored] = await storedUser(profile.email);
    expect(stored?.googleSubject).toBe(profile.sub);
    expect(stored?.passwordHash).toBeNull();
  });

  it("signs a new customer in, lands on /app/oauth completed and gives them no organization", async () => {
    const profile = googleProfile({ given_name: "Kim", family_name: "Karlsson" });

    const callback = await signInWithGoogle({ profile }, "user");

    expect(landing(callback)).toBe(`${TEST_PUBLIC_URL}/app/oauth?status=completed`);
    const cookie = sessionCookie(callback);
    if (!cookie) throw new Error("no session cookie after a completed Google login");
    const user = await currentUser(cookie);
    expect(user).toMatchObject({
      email: profile.email,
      role: "user",
      firstName: "Kim",
      lastName: "Karlsson",
    });
    expect(user.organizations).toEqual([]);
  });

  it("drops control characters from the names Google gives, and a picture address carrying one", async () => {
    const profile = googleProfile({
      given_name: "Ki\u0000m",
      family_name: "Karls\u0007son",
      picture: "https://lh3.googleusercontent.test/a/\u0000.png",
    });

    const callback = await signInWithGoogle({ profile }, "user");

    expect(landing(callback)).toBe(`${TEST_PUBLIC_URL}/app/oauth?status=completed`);
    const cookie = sessionCookie(callback);
    if (!cookie) throw new Error("no session cookie after a completed Google login");
    expect(await currentUser(cookie)).toMatchObject({
      firstName: "Kim",
      lastName: "Karlsson",
      pictureUrl: null,
    });
  });

  it("links an existing password account with the same verified email, which keeps its password", async () => {
    const existing = await testApp.factories.user({ role: "admin" });
    const organization = await testApp.factories.organization({ owner: existing });
    const profile = googleProfile({ email: existing.email.toUpperCase(), picture: undefined });

    const callback = await signInWithGoogle({ profile }, "admin");

    expect(landing(callback)).toBe(`${TEST_PUBLIC_URL}/oauth?status=completed`);
    const cookie = sessionCookie(callback);
    if (!cookie) throw new Error("no session cookie after linking");
    const user = await currentUser(cookie);
    expect(user.id).toBe(existing.id);
    expect(user.organizations.map((entry: { id: string }) => entry.id)).toEqual([organization.id]);

    const rows = await storedUser(existing.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.googleSubject).toBe(profile.sub);
    expect(rows[0]?.firstName).toBe(existing.firstName);

    const passwordCookie = await loginAs(testApp, existing);
    expect((await currentUser(passwordCookie)).id).toBe(existing.id);
  });

  it("recognises a returning Google account by its subject even after its address changed", async () => {
    const profile = googleProfile();
    const first = sessionCookie(await signInWithGoogle({ profile }, "admin"));
    if (!first) throw new Error("first login failed");
    const firstUser = await currentUser(first);

    const changedEmail = uniqueEmail("renamed");
    const again = await signInWithGoogle({ profile: { ...profile, email: changedEmail } }, "admin");

    expect(landing(again)).toBe(`${TEST_PUBLIC_URL}/oauth?status=completed`);
    const cookie = sessionCookie(again);
    if (!cookie) throw new Error("second login failed");
    const user = await currentUser(cookie);
    expect(user.id).toBe(firstUser.id);
    expect(user.organizations).toHaveLength(1);
    expect(await storedUser(changedEmail)).toHaveLength(0);
  });

  it("does not link an unverified Google address to an existing account", async () => {
    const existing = await testApp.factories.user({ role: "admin" });
    const profile = googleProfile({ email: existing.email, email_verified: false });

    const callback = await signInWithGoogle({ profile }, "admin");

    expect(landing(callback)).toBe(`${TEST_PUBLIC_URL}/oauth?status=cancelled&reason=failed`);
    expect(sessionCookie(callback)).toBeUndefined();
    const [stored] = await storedUser(existing.email);
    expect(stored?.googleSubject).toBeNull();
  });

  it("does not create an account for an unverified Google address", async () => {
    const profile = googleProfile({ email_verified: false });

    const callback = await signInWithGoogle({ profile }, "admin");

    expect(landing(callback)).toBe(`${TEST_PUBLIC_URL}/oauth?status=cancelled&reason=failed`);
    expect(sessionCookie(callback)).toBeUndefined();
    expect(await storedUser(profile.email)).toHaveLength(0);
  });

  it("refuses an address that is already linked to a different Google identity", async () => {
    const owner = googleProfile();
    expect(sessionCookie(await signInWithGoogle({ profile: owner }, "admin"))).toBeDefined();

    const impostor = googleProfile({ email: owner.email });
    const callback = await signInWithGoogle({ profile: impostor }, "admin");

    expect(landing(callback)).toBe(`${TEST_PUBLIC_URL}/oauth?status=cancelled&reason=failed`);
    expect(sessionCookie(callback)).toBeUndefined();
    const [stored] = await storedUser(owner.email);
    expect(stored?.googleSubject).toBe(owner.sub);
  });

  it("sends a customer account that used the admin door back with reason invalid_login_type", async () => {
    const customer = await testApp.factories.user({ role: "user" });
    const profile = googleProfile({ email: customer.email });

    const callback = await signInWithGoogle({ profile }, "admin");

    expect(landing(callback)).toBe(`${TEST_PUBLIC_URL}/oauth?status=cancelled&reason=invalid_login_type`);
    expect(sessionCookie(callback)).toBeUndefined();
    const [stored] = await storedUser(customer.email);
    expect(stored?.googleSubject).toBeNull();
  });

  it("sends an admin account that used the customer door back to /app/oauth with invalid_login_type", async () => {
    const admin = await testApp.factories.user({ role: "admin" });
    const callback = await signInWithGoogle({ profile: googleProfile({ email: admin.email }) }, "user");

    expect(landing(callback)).toBe(`${TEST_PUBLIC_URL}/app/oauth?status=cancelled&reason=invalid_login_type`);
    expect(sessionCookie(callback)).toBeUndefined();
  });

  it("cancels without a session and without redeeming the code when the state does not match", async () => {
    const profile = googleProfile();
    const { authorizationUrl, pendingCookie } = await startLogin("admin");
    const callback = await visitProvider(authorizationUrl, { profile });
    callback.searchParams.set("state", "forged-state-value-1234567890");
    const tokenCallsBefore = standIn.tokenRequests.length;

    const response = await arriveAtCallback(callback, pendingCookie);

    expect(landing(response)).toBe(`${TEST_PUBLIC_URL}/oauth?status=cancelled&reason=invalid_state`);
    expect(sessionCookie(response)).toBeUndefined();
    expect(standIn.tokenRequests.length).toBe(tokenCallsBefore);
    expect(await storedUser(profile.email)).toHaveLength(0);
  });

  it("cancels without a session when the pending cookie is missing", async () => {
    const profile = googleProfile();
    const { authorizationUrl } = await startLogin("admin");
    const callback = await visitProvider(authorizationUrl, { profile });

    const response = await arriveAtCallback(callback);

    expect(landing(response)).toBe(`${TEST_PUBLIC_URL}/oauth?status=cancelled&reason=invalid_state`);
    expect(sessionCookie(response)).toBeUndefined();
    expect(await storedUser(profile.email)).toHaveLength(0);
  });

  it("cancels without a session when the pending cookie was not signed by the server", async () => {
    const profile = googleProfile();
    const { authorizationUrl, pendingCookie } = await startLogin("user");
    const callback = await visitProvider(authorizationUrl, { profile });
    const signed = decodeURIComponent(pendingCookie.slice(PENDING_COOKIE.length + 1));
    const payload = signed.slice(0, signed.lastIndexOf("."));
    // Same content, switched to the admin door, with a signature the server never made.
    const forged = payload.replace('"loginType":"user"', '"loginType":"admin"');
    const forgedCookie = `${PENDING_COOKIE}=${encodeURIComponent(`${forged}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`)}`;

    const response = await arriveAtCallback(callback, forgedCookie);

    expect(landing(response)).toBe(`${TEST_PUBLIC_URL}/oauth?status=cancelled&reason=invalid_state`);
    expect(sessionCookie(response)).toBeUndefined();
    expect(await storedUser(profile.email)).toHaveLength(0);
  });

  it("cancels without a session when the person denies consent", async () => {
    const { authorizationUrl, pendingCookie } = await startLogin("user");
    const callback = await visitProvider(authorizationUrl, { deny: true });
    expect(callback.searchParams.get("error")).toBe("access_denied");

    const response = await arriveAtCallback(callback, pendingCookie);

    expect(landing(response)).toBe(`${TEST_PUBLIC_URL}/app/oauth?status=cancelled&reason=denied`);
    expect(sessionCookie(response)).toBeUndefined();
  });

  it("does not sign anybody in when a callback is replayed", async () => {
    const profile = googleProfile();
    const { authorizationUrl, pendingCookie } = await startLogin("admin");
    const callback = await visitProvider(authorizationUrl, { profile });
    const first = await arriveAtCallback(callback, pendingCookie);
    expect(sessionCookie(first)).toBeDefined();

    const replay = await arriveAtCallback(callback, pendingCookie);

    expect(landing(replay)).toBe(`${TEST_PUBLIC_URL}/oauth?status=cancelled&reason=failed`);
    expect(sessionCookie(replay)).toBeUndefined();
  });

  describe("GET /api/auth/google/verify-token", () => {
    const verify = (token: string, loginType = "admin") =>
      testApp.app.inject({
        method: "GET",
        url: `/api/auth/google/verify-token?token=${encodeURIComponent(token)}&loginType=${loginType}`,
      });

    const expectOauthFailed = (response: LightMyRequestResponse) => {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: "OAUTH_FAILED", message: GOOGLE_LOGIN_FAILED_MESSAGE },
      });
      expect(sessionCookie(response)).toBeUndefined();
    };

    it("signs in with a valid ID token for this client and sets the session cookie", async () => {
      const profile = googleProfile();

      const response = await verify(standIn.issueIdToken(profile));

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe("authenticated");
      expect(body.data.user).toMatchObject({ email: profile.email, role: "admin" });
      expect(body.data.user.organizations).toHaveLength(1);
      const cookie = sessionCookie(response);
      if (!cookie) throw new Error("no session cookie");
      expect((await currentUser(cookie)).id).toBe(body.data.user.id);
    });

    it("signs a customer in with an ID token through the customer door", async () => {
      const profile = googleProfile();

      const response = await verify(standIn.issueIdToken(profile), "user");

      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({
        email: profile.email,
        role: "user",
        organizations: [],
      });
    });

    it("links an existing account by verified email and answers with the picture it adopted", async () => {
      const existing = await testApp.factories.user({ role: "admin" });
      const profile = googleProfile({ email: existing.email });

      const response = await verify(standIn.issueIdToken(profile));

      expect(response.statusCode).toBe(200);
      const { user } = response.json().data;
      expect(user).toMatchObject({ id: existing.id, pictureUrl: profile.picture });
      const cookie = sessionCookie(response);
      if (!cookie) throw new Error("no session cookie");
      expect(await currentUser(cookie)).toEqual(user);
      expect((await storedUser(existing.email))[0]?.googleSubject).toBe(profile.sub);
    });

    it("answers 403 INVALID_LOGIN_TYPE naming the right door when the role does not match", async () => {
      const customer = await testApp.factories.user({ role: "user" });

      const response = await verify(standIn.issueIdToken(googleProfile({ email: customer.email })), "admin");

      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({ code: "INVALID_LOGIN_TYPE", role: "user" });
      expect(sessionCookie(response)).toBeUndefined();
    });

    it("refuses an ID token issued to another client", async () => {
      const profile = googleProfile();

      expectOauthFailed(await verify(standIn.issueIdToken(profile, { audience: "another-app.example" })));
      expect(await storedUser(profile.email)).toHaveLength(0);
    });

    it("refuses an ID token the provider does not know", async () => {
      expectOauthFailed(await verify("not-a-token-the-provider-issued"));
      const forged = `${standIn.issueIdToken(googleProfile()).slice(0, -4)}AAAA`;
      expectOauthFailed(await verify(forged));
    });

    it("refuses an expired ID token", async () => {
      const profile = googleProfile();

      expectOauthFailed(await verify(standIn.issueIdToken(profile, { expiresInSeconds: -60 })));
      expect(await storedUser(profile.email)).toHaveLength(0);
    });

    it("refuses an ID token with an unverified address", async () => {
      const profile = googleProfile({ email_verified: false });

      expectOauthFailed(await verify(standIn.issueIdToken(profile)));
      expect(await storedUser(profile.email)).toHaveLength(0);
    });
  });
});

describe("Google sign-in without a configured client", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("sends the popup straight to /oauth cancelled with reason unavailable", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/auth/google?platform=web" });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${TEST_PUBLIC_URL}/oauth?status=cancelled&reason=unavailable`);
    expect(cookieToSendBack(response, PENDING_COOKIE)).toBeUndefined();
  });

  it("answers an ID token with 503 SERVICE_UNAVAILABLE", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/auth/google/verify-token?token=some-id-token-value",
    });

    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe("SERVICE_UNAVAILABLE");
  });
});
