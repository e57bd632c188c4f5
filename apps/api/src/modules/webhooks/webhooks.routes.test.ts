import { WEBHOOK_ENDPOINTS_PER_ORGANIZATION } from "@stampwise/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { webhookOwner } from "./webhooks.test-helpers";

const URL_OK = "http://127.0.0.1:9/hooks";

describe("webhook endpoints", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("adds an endpoint with a Standard Webhooks secret shown once, then lists, edits and deletes it", async () => {
    const owner = await webhookOwner(testApp);
    const created = await owner.addEndpoint({ url: URL_OK, eventTypes: ["stamps.added", "stamps.added"] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created).toMatchObject({
      url: URL_OK,
      eventTypes: ["stamps.added"],
      enabled: true,
      disabledReason: null,
    });

    const listed = await owner.call("GET", "/webhook-endpoint");
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toHaveLength(1);
    expect(listed.body).not.toContain(created.secret);
    const one = await owner.call("GET", `/webhook-endpoint/${created.id}`);
    expect(one.json()).not.toHaveProperty("secret");

    const patched = await owner.call("PATCH", `/webhook-endpoint/${created.id}`, {
      enabled: false,
      eventTypes: ["points.earned", "card.completed"],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ enabled: false, disabledReason: "owner" });

    const offTest = await owner.call("POST", `/webhook-endpoint/${created.id}/test`);
    expect(offTest.statusCode).toBe(409);
    expect(offTest.json().error.code).toBe("WEBHOOK_ENDPOINT_DISABLED");

    const rotated = await owner.call("POST", `/webhook-endpoint/${created.id}/rotate-secret`);
    expect(rotated.json().secret).toMatch(/^whsec_/);
    expect(rotated.json().secret).not.toBe(created.secret);

    expect((await owner.call("DELETE", `/webhook-endpoint/${created.id}`)).statusCode).toBe(204);
    expect((await owner.call("GET", `/webhook-endpoint/${created.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another organization's endpoint on every route", async () => {
    const owner = await webhookOwner(testApp);
    const other = await webhookOwner(testApp);
    const theirs = await other.addEndpoint({ url: URL_OK, eventTypes: ["stamps.added"] });
    const delivery = (await other.call("POST", `/webhook-endpoint/${theirs.id}/test`)).json();
    const base = `/webhook-endpoint/${theirs.id}`;
    for (const [method, url, body] of [
      ["GET", base],
      ["PATCH", base, { enabled: false }],
      ["DELETE", base],
      ["POST", `${base}/rotate-secret`],
      ["POST", `${base}/test`],
      ["GET", `${base}/delivery`],
      ["POST", `${base}/delivery/${delivery.id}/resend`],
    ] as const) {
      const response = await owner.call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    expect((await other.call("GET", base)).statusCode).toBe(200);
  });

  it("refuses an admin who is not an owner", async () => {
    const owner = await webhookOwner(testApp);
    const admin = await testApp.factories.user({ role: "admin" });
    await testApp.factories.addMember(owner.organization.id, admin.id);
    const cookie = await loginAs(testApp, admin);
    const response = await testApp.app.inject({
      method: "GET",
      url: "/api/webhook-endpoint",
      headers: { cookie, "x-organization-id": owner.organization.id },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("OWNER_REQUIRED");
  });

  it.each([
    ["a private address", "https://10.0.0.8/hooks", "WEBHOOK_URL_NOT_ALLOWED"],
    ["the cloud's metadata address", "https://169.254.169.254/latest", "WEBHOOK_URL_NOT_ALLOWED"],
    ["an IPv6 private address", "https://[fd00::1]/hooks", "WEBHOOK_URL_NOT_ALLOWED"],
    ["a name of the local network", "https://printer.local/hooks", "WEBHOOK_URL_NOT_ALLOWED"],
    ["plain http to the internet", "http://example.com/hooks", "WEBHOOK_URL_NOT_ALLOWED"],
    ["another scheme", "ftp://example.com/hooks", "VALIDATION_ERROR"],
    ["javascript:", "javascript:alert(1)", "VALIDATION_ERROR"],
    ["a user and password", "https://user:secret@example.com/hooks", "VALIDATION_ERROR"],
    ["a NUL byte", "https://example.com/ho\u0000oks", "VALIDATION_ERROR"],
    ["10 KB", `https://example.com/${"a".repeat(10_000)}`, "VALIDATION_ERROR"],
    ["nothing", "", "VALIDATION_ERROR"],
  ])("refuses %s with 400", async (_name, url, code) => {
    const owner = await webhookOwner(testApp);
    const response = await owner.call("POST", "/webhook-endpoint", { url, eventTypes: ["stamps.added"] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(code);
    expect(response.json().error.message).toBeTruthy();
  });

  it("refuses a bad address on PATCH, events that do not exist, and an empty change", async () => {
    const owner = await webhookOwner(testApp);
    const { id } = await owner.addEndpoint({ url: URL_OK, eventTypes: ["stamps.added"] });
    for (const body of [
      { url: "https://192.168.1.1/x" },
      { eventTypes: ["card.stolen"] },
      { eventTypes: [] },
      {},
    ]) {
      const response = await owner.call("PATCH", `/webhook-endpoint/${id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await owner.call("GET", "/webhook-endpoint/not-a-uuid")).statusCode).toBe(400);
  });

  it(`keeps an organization at ${WEBHOOK_ENDPOINTS_PER_ORGANIZATION} endpoints`, async () => {
    const owner = await webhookOwner(testApp);
    await Promise.all(
      Array.from({ length: WEBHOOK_ENDPOINTS_PER_ORGANIZATION + 3 }, () =>
        owner.call("POST", "/webhook-endpoint", { url: URL_OK, eventTypes: ["stamps.added"] }),
      ),
    );
    expect((await owner.call("GET", "/webhook-endpoint")).json()).toHaveLength(
      WEBHOOK_ENDPOINTS_PER_ORGANIZATION,
    );
    const one = await owner.call("POST", "/webhook-endpoint", { url: URL_OK, eventTypes: ["stamps.added"] });
    expect(one.statusCode).toBe(409);
    expect(one.json().error.code).toBe("WEBHOOK_ENDPOINT_LIMIT_REACHED");
  });
});
