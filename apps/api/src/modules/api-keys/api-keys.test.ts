import { randomUUID } from "node:crypto";
import { API_KEY_PATTERN, API_KEYS_PER_ORGANIZATION } from "@stampwise/contract";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, TEST_PUBLIC_URL, type TestApp } from "../../../test/test-app";
import { adminSession, ownerSession } from "../administrators/administrators.test-helpers";
import { signedInCustomer } from "../qr-codes/qr-codes.test-helpers";

/**
 * API keys: an owner makes them in Settings → Integrations, a till signs its requests with one.
 * What each scope may do, that a key only reaches its own organization, and every way a key and
 * a session could be confused or a key guessed.
 */
describe("API keys", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ API_KEY_REQUESTS_PER_MINUTE: "40" });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** A request signed with a key, as a till sends it: no cookie, no Origin, no organization header. */
  function withKey(key: string, extraHeaders: Record<string, string> = {}, address = "10.0.0.1") {
    return (method: InjectOptions["method"], url: string, payload?: unknown) =>
      testApp.app.inject({
        method,
        url,
        remoteAddress: address,
        headers: { authorization: `Bearer ${key}`, ...extraHeaders },
        ...(payload !== undefined && { payload: payload as InjectOptions["payload"] }),
      });
  }

  /** An owner with a stamp card and a customer who holds it, and a key of `scope`. */
  async function shopWithKey(scope: "read" | "counter" | "full") {
    const owner = await ownerSession(testApp);
    const card = await owner.request("POST", "/api/loyalty-card", {
      name: "Coffee card",
      description: "Tenth coffee is on us",
      stampsRequired: 10,
    });
    expect(card.statusCode, card.body).toBe(201);
    const customer = await testApp.factories.user({ role: "user" });
    await testApp.factories.joinOrganization(owner.organization.id, customer.id);
    const created = await owner.request("POST", "/api/api-key", { name: "Till", scope });
    expect(created.statusCode, created.body).toBe(201);
    const { apiKey, key } = created.json();
    return { owner, card: card.json(), customer, apiKey, key: key as string, call: withKey(key) };
  }

  const stampFor = (customerId: string, cardId: string) => ({
    userId: customerId,
    loyaltyCardId: cardId,
    delta: 1,
    source: "manual",
    idempotencyKey: randomUUID(),
  });

  it("is shown once, kept as a hash, and listed without itself", async () => {
    const { owner, apiKey, key } = await shopWithKey("counter");
    expect(key).toMatch(API_KEY_PATTERN);
    expect(apiKey).toMatchObject({
      name: "Till",
      scope: "counter",
      status: "active",
      lastCharacters: key.slice(-4),
    });
    expect(apiKey.createdBy).toBe("Olga Owner");
    const listed = await owner.request("GET", "/api/api-key");
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(key);
    expect(listed.json()).toEqual([expect.objectContaining({ id: apiKey.id, lastUsedAt: null })]);
    const stored = await testApp.database.executeSql("select token_hash from api_keys where id = $1", [
      apiKey.id,
    ]);
    expect(JSON.stringify(stored)).not.toContain(key);
  });

  it("lets a counter key identify and stamp, recorded in the ledger with the key as the actor", async () => {
    const { owner, card, customer, apiKey, call } = await shopWithKey("counter");
    const stamp = await call("POST", "/api/transaction", stampFor(customer.id, card.id));
    expect(stamp.statusCode, stamp.body).toBe(201);
    expect(stamp.json().transaction).toMatchObject({ actorUserId: owner.owner.id, actorApiKeyId: apiKey.id });
    expect(stamp.json().instance.stamps).toBe(1);
    const instance = await call("GET", `/api/reward?instanceId=${stamp.json().instance.id}`);
    expect(instance.statusCode, instance.body).toBe(200);
    const used = await owner.request("GET", "/api/api-key");
    expect(used.json()[0].lastUsedAt).not.toBeNull();
    // The counter's scope ends at the counter: a card's settings need a full key.
    const edit = await call("POST", "/api/loyalty-card", { name: "X", description: "Y", stampsRequired: 5 });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.code).toBe("API_KEY_SCOPE");
  });

  it("lets a read key read and nothing else", async () => {
    const { card, customer, call } = await shopWithKey("read");
    expect((await call("GET", "/api/loyalty-card/stamp-cards")).statusCode).toBe(200);
    expect((await call("GET", "/api/user")).statusCode).toBe(200);
    const stamp = await call("POST", "/api/transaction", stampFor(customer.id, card.id));
    expect(stamp.statusCode).toBe(403);
    expect(stamp.json().error.code).toBe("API_KEY_SCOPE");
  });

  it("keeps a gift card's adjustment for a full key, its redemption for a counter key too", async () => {
    const { owner, customer, call } = await shopWithKey("counter");
    const definition = await owner.request("POST", "/api/loyalty-card/gift-cards", {
      name: "Gift",
      description: "A gift",
      currency: "SEK",
      initialBalance: 10_000,
    });
    expect(definition.statusCode, definition.body).toBe(201);
    const issued = await owner.request("POST", `/api/loyalty-card/gift-cards/${definition.json().id}/issue`, {
      userId: customer.id,
      idempotencyKey: randomUUID(),
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const url = `/api/gift-card-instance/${issued.json().id}/transaction`;
    const redeem = await call("POST", url, {
      operation: "redeem",
      amount: 2_500,
      idempotencyKey: randomUUID(),
    });
    expect(redeem.statusCode, redeem.body).toBe(201);
    const adjust = await call("POST", url, {
      operation: "adjust",
      amount: 2_500,
      idempotencyKey: randomUUID(),
    });
    expect(adjust.statusCode).toBe(403);
    expect(adjust.json().error.code).toBe("API_KEY_SCOPE");
  });

  it("reaches only its own organization: another's ids answer 404", async () => {
    const mine = await shopWithKey("full");
    const theirs = await shopWithKey("full");
    const stamp = await mine.call("POST", "/api/transaction", stampFor(theirs.customer.id, theirs.card.id));
    expect(stamp.statusCode).toBe(404);
    const card = await mine.call("GET", `/api/loyalty-card/stamp-cards/${theirs.card.id}`);
    expect(card.statusCode).toBe(404);
    const named = await withKey(mine.key, { "x-organization-id": theirs.owner.organization.id })(
      "GET",
      "/api/loyalty-card/stamp-cards",
    );
    expect(named.statusCode).toBe(404);
    const own = await withKey(mine.key, { "x-organization-id": mine.owner.organization.id })(
      "GET",
      "/api/loyalty-card/stamp-cards",
    );
    expect(own.statusCode).toBe(200);
  });

  it("is refused from the next request on once revoked, and revoking is the owner's", async () => {
    const { owner, apiKey, call } = await shopWithKey("full");
    expect((await call("GET", "/api/user")).statusCode).toBe(200);
    const admin = await adminSession(testApp, owner.organization.id);
    expect((await admin.request("DELETE", `/api/api-key/${apiKey.id}`)).statusCode).toBe(403);
    expect((await admin.request("POST", "/api/api-key", { name: "Mine", scope: "full" })).statusCode).toBe(
      403,
    );
    expect((await admin.request("GET", "/api/api-key")).statusCode).toBe(200);
    const revoked = await owner.request("DELETE", `/api/api-key/${apiKey.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().status).toBe("revoked");
    const refused = await call("GET", "/api/user");
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe("API_KEY_INVALID");
    // Revoking again says what it is; another organization's key is not found.
    expect((await owner.request("DELETE", `/api/api-key/${apiKey.id}`)).statusCode).toBe(200);
    const other = await shopWithKey("read");
    expect((await owner.request("DELETE", `/api/api-key/${other.apiKey.id}`)).statusCode).toBe(404);
  });

  it("stops working when its maker is no longer an owner", async () => {
    const { owner, apiKey, call } = await shopWithKey("full");
    const second = await testApp.factories.user({ role: "admin" });
    await testApp.database.executeSql(
      "insert into memberships (organization_id, user_id, role) values ($1, $2, 'owner')",
      [owner.organization.id, second.id],
    );
    await testApp.database.executeSql(
      "update memberships set role = 'admin' where organization_id = $1 and user_id = $2",
      [owner.organization.id, owner.owner.id],
    );
    expect((await call("GET", "/api/user")).statusCode).toBe(401);
    const secondCookie = await loginAs(testApp, second);
    const listed = await testApp.app.inject({
      method: "GET",
      url: "/api/api-key",
      headers: { cookie: secondCookie, "x-organization-id": owner.organization.id },
    });
    expect(listed.json().find((key: { id: string }) => key.id === apiKey.id).status).toBe("makerNotOwner");
  });

  it("is never mistaken for a session, nor taken where the apps or owners are", async () => {
    const { owner, key, call } = await shopWithKey("full");
    const customer = await signedInCustomer(testApp);
    const refusals = [
      // In the session cookie.
      testApp.app.inject({ method: "GET", url: "/api/user", headers: { cookie: `sw_session=${key}` } }),
      // Next to a session.
      withKey(key, { cookie: owner.cookie })("GET", "/api/user"),
      // From a browser, by its Origin or its fetch metadata.
      withKey(key, { origin: TEST_PUBLIC_URL })("GET", "/api/user"),
      withKey(key, { "sec-fetch-site": "same-origin" })("GET", "/api/user"),
      // The customer app's routes, the live stream, an account's own routes.
      call("GET", "/api/loyalty-card-instance/mine"),
      call("GET", "/api/events"),
      call("GET", "/api/auth/is-authenticated"),
      // Owners' routes, the team, and the keys themselves.
      call("PATCH", "/api/organization/fraud-rules", { maxScanStampsPerHour: 10 }),
      call("GET", "/api/organization/admin"),
      call("GET", "/api/api-key"),
      call("POST", "/api/api-key", { name: "Another", scope: "full" }),
    ];
    for (const answer of await Promise.all(refusals)) {
      expect(answer.statusCode, `${answer.raw.req?.url} ${answer.body}`).toBe(401);
      expect(answer.json().error.code).toBe("API_KEY_NOT_ACCEPTED");
    }
    // Another scheme is a proxy's, not a key: a session behind a password-protected proxy still works.
    const behindProxy = await testApp.app.inject({
      method: "GET",
      url: "/api/api-key",
      headers: {
        cookie: owner.cookie,
        "x-organization-id": owner.organization.id,
        authorization: `Basic ${Buffer.from("staging:secret").toString("base64")}`,
      },
    });
    expect(behindProxy.statusCode, behindProxy.body).toBe(200);
    const empty = await withKey("")("GET", "/api/user");
    expect(empty.statusCode).toBe(401);
    // A customer's session on the keys' routes is a missing organization, as for any admin route.
    expect((await customer.call("GET", "/api-key")).statusCode).toBe(400);
  });

  it("limits wrong keys by address, and a working key by its own rate", async () => {
    const wrong = withKey(`swk_${"A".repeat(43)}`, {}, "10.9.9.9");
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await wrong("GET", "/api/user")).statusCode).toBe(401);
    }
    const blocked = await wrong("GET", "/api/user");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    // Malformed ones count too, and the block holds for a working key from that address.
    const { key } = await shopWithKey("read");
    expect((await withKey(key, {}, "10.9.9.9")("GET", "/api/user")).statusCode).toBe(429);

    const busy = withKey(key, {}, "10.1.1.1");
    const answers = [];
    for (let request = 0; request < 41; request++) answers.push((await busy("GET", "/api/user")).statusCode);
    expect(answers.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(answers[40]).toBe(429);
  });

  it("refuses bad input with field messages and holds the organization to its number of keys", async () => {
    const owner = await ownerSession(testApp);
    for (const body of [
      { name: "", scope: "read" },
      { name: "Till\u0000", scope: "read" },
      { name: "x".repeat(1000), scope: "read" },
      { name: "Till", scope: "admin" },
      { name: "Till" },
      { scope: "read" },
    ]) {
      const answer = await owner.request("POST", "/api/api-key", body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.code).toBe("VALIDATION_ERROR");
    }
    expect((await owner.request("DELETE", "/api/api-key/not-a-uuid")).statusCode).toBe(400);
    expect((await owner.request("DELETE", `/api/api-key/${randomUUID()}`)).statusCode).toBe(404);
    // Asked for all at once, past the limit: exactly the limit is made (on PostgreSQL they race).
    const asked = Array.from({ length: API_KEYS_PER_ORGANIZATION + 10 }, (_, index) =>
      owner.request("POST", "/api/api-key", { name: `Key ${index}`, scope: "read" }),
    );
    const statuses = (await Promise.all(asked)).map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(API_KEYS_PER_ORGANIZATION);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);
    const over = await owner.request("POST", "/api/api-key", { name: "One more", scope: "read" });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe("API_KEY_LIMIT_REACHED");
  });
});
