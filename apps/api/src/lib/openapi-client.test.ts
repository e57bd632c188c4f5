import { spawnSync } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { deriveIdentityCode, identityWindow } from "@stampwise/contract";
import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { paths } from "../../test/openapi/paths";
import { createTestApp, loginAs, TEST_PUBLIC_URL, type TestApp } from "../../test/test-app";
import { apiPackageRoot } from "./package-root";

/**
 * The API's TypeScript types (test/openapi/paths.d.ts) are what openapi-typescript makes of the
 * OpenAPI document the app serves, and a client typed by them (openapi-fetch) runs the counter's
 * flow against the real app: a route whose schema moves without the document following it fails
 * here, at the type check or when the flow runs. After changing a route's schema, write the types
 * afresh: `UPDATE_OPENAPI_TYPES=1 npx vitest run src/lib/openapi-client.test.ts` in apps/api.
 */
const TYPES_FILE = path.join(apiPackageRoot, "test", "openapi", "paths.d.ts");
const GENERATOR = path.join(
  apiPackageRoot,
  "..",
  "..",
  "scripts",
  "openapi-client",
  "node_modules",
  "openapi-typescript",
  "bin",
  "cli.js",
);

const hmac = (key: Uint8Array, message: Uint8Array) => createHmac("sha256", key).update(message).digest();

let testApp: TestApp;
let baseUrl: string;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

describe("the API's generated types", () => {
  it("are what openapi-typescript makes of the document the app serves", async () => {
    const answer = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    const dir = mkdtempSync(path.join(tmpdir(), "stampwise-openapi-types-"));
    try {
      const documentFile = path.join(dir, "openapi.json");
      const typesFile = path.join(dir, "paths.d.ts");
      writeFileSync(documentFile, answer.body);
      const generated = spawnSync(process.execPath, [GENERATOR, documentFile, "-o", typesFile, "--silent"], {
        encoding: "utf8",
      });
      expect(generated.status, generated.stderr).toBe(0);
      const fresh = readFileSync(typesFile, "utf8");
      if (process.env.UPDATE_OPENAPI_TYPES === "1") writeFileSync(TYPES_FILE, fresh);
      expect(fresh === readFileSync(TYPES_FILE, "utf8"), "test/openapi/paths.d.ts is out of date").toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("type a client that runs the counter's flow with an API key: the customer's code identified, a stamp", async () => {
    const owner = await testApp.factories.user({ role: "admin" });
    const organization = await testApp.factories.organization({ owner });
    const customer = await testApp.factories.user({ role: "user" });
    await testApp.factories.joinOrganization(organization.id, customer.id);
    const admin = createClient<paths>({
      baseUrl,
      headers: {
        cookie: await loginAs(testApp, owner),
        origin: TEST_PUBLIC_URL,
        "x-organization-id": organization.id,
      },
    });
    const phone = createClient<paths>({ baseUrl, headers: { cookie: await loginAs(testApp, customer) } });

    // The owner makes a counter key in Settings → Integrations; the till signs with it alone.
    const made = await admin.POST("/api/api-key", { body: { name: "Till", scope: "counter" } });
    expect(made.response.status, JSON.stringify(made.error)).toBe(201);
    if (!made.data) throw new Error("no key");
    const counter = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${made.data.key}` } });

    const card = await admin.POST("/api/loyalty-card", {
      body: { name: "Coffee card", description: "Tenth coffee is on us", stampsRequired: 10 },
    });
    expect(card.response.status, JSON.stringify(card.error)).toBe(201);
    const secret = await phone.GET("/api/qrcode/identity-secret");
    if (!secret.data || !card.data) throw new Error("no identity secret or card");

    const code = deriveIdentityCode(hmac, customer.id, secret.data.secret, identityWindow(Date.now()));
    const identified = await counter.POST("/api/qrcode/identify", { body: { code } });
    expect(identified.data?.user.id).toBe(customer.id);

    const stamp = await counter.POST("/api/transaction", {
      body: {
        userId: customer.id,
        loyaltyCardId: card.data.id,
        delta: 1,
        source: "identity-scan",
        idempotencyKey: randomUUID(),
      },
    });
    expect(stamp.response.status, JSON.stringify(stamp.error)).toBe(201);
    expect(stamp.data?.instance.stamps).toBe(1);
    expect(stamp.data?.transaction.actorApiKeyId).toBe(made.data.apiKey.id);

    const refused = await counter.POST("/api/qrcode/identify", { body: { code: "nonsense" } });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.error.code).toBe("QR_NOT_RECOGNIZED");
  });
});
