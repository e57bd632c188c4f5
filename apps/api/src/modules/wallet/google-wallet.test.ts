import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { importSPKI, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type GoogleWalletStandIn,
  googleWalletEnv,
  makeGoogleCallbackSigner,
  makeServiceAccount,
  type ServiceAccount,
  startGoogleWalletStandIn,
  TEST_ISSUER_ID,
} from "../../../test/google-wallet-stand-in";
import { createTestApp, loginAs, TEST_PUBLIC_URL, type TestApp } from "../../../test/test-app";
import { loadConfig } from "../../config";
import { pointsAdmin } from "../points/points.test-helpers";
import { postManualStamps, signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";
import { loadGoogleWallet } from "./google-wallet.config";
import { walletPasses } from "./wallet.table";
import { walletHolder } from "./wallet.test-helpers";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const holder = walletHolder;

const askSaveUrl = (testApp: TestApp, instanceId: string, cookie?: string) =>
  testApp.app.inject({
    method: "GET",
    url: `/api/user/wallet/google/${instanceId}`,
    headers: cookie ? { cookie } : {},
  });

describe("Google Wallet passes", () => {
  let testApp: TestApp;
  let google: GoogleWalletStandIn;
  let account: ServiceAccount;

  beforeAll(async () => {
    account = makeServiceAccount();
    google = await startGoogleWalletStandIn(account);
    testApp = await createTestApp(googleWalletEnv(account, google.url));
  });
  afterAll(async () => {
    await testApp?.close();
    await google?.close();
  });

  /** The customer's pass: asks the route, and answers the object Google now holds. */
  async function addedPass(setup: Awaited<ReturnType<typeof holder>>) {
    const response = await askSaveUrl(testApp, setup.instanceId, setup.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const saveUrl = response.json().saveUrl as string;
    const [pass] = await testApp.db
      .select()
      .from(walletPasses)
      .where(eq(walletPasses.instanceId, setup.instanceId));
    if (!pass) throw new Error("no pass row");
    const objectId = `${TEST_ISSUER_ID}.pass-${pass.id}`;
    await testApp.walletPushes.runOnce(); // nothing due yet
    return { saveUrl, pass, objectId, object: () => google.objects.get(objectId) as GoogleObject };
  }
  type GoogleObject = {
    classId: string;
    state: string;
    accountId: string;
    loyaltyPoints?: { label: string; balance: { string: string } };
    textModulesData: { id: string; header: string; body: string }[];
    barcode: { type: string; value: string };
  };
  const patchesOf = (objectId: string) =>
    google.calls.filter(
      (call) => call.kind === "loyaltyObject" && call.method === "PATCH" && call.id === objectId,
    );
  const identify = (admin: Awaited<ReturnType<typeof signedInAdmin>>, code: string) =>
    admin.call("POST", "/qrcode/identify", { code });

  it("is offered", async () => {
    const providers = await testApp.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(providers.json()).toMatchObject({ googleWallet: true, appleWallet: false });
  });

  it("makes the card's class once and the pass's object, and answers a save link signed by the service account", async () => {
    const tokensBefore = google.state.tokenRequests;
    const setup = await holder(testApp, 3);
    const { saveUrl, pass, objectId, object } = await addedPass(setup);

    expect(saveUrl.startsWith(`${google.url}/save/`)).toBe(true);
    const jwt = saveUrl.slice(`${google.url}/save/`.length);
    const { payload, protectedHeader } = await jwtVerify(jwt, await importSPKI(account.publicKey, "RS256"), {
      issuer: account.clientEmail,
      audience: "google",
    });
    expect(protectedHeader.alg).toBe("RS256");
    expect(payload.typ).toBe("savetowallet");
    expect(payload.origins).toEqual([TEST_PUBLIC_URL]);
    expect(payload.payload).toEqual({ loyaltyObjects: [{ id: objectId }] });
    expect(typeof payload.iat).toBe("number");

    const classId = `${TEST_ISSUER_ID}.card-${setup.card.id}`;
    const loyaltyClass = google.classes.get(classId) as Record<string, unknown> & {
      programLogo: { sourceUri: { uri: string } };
    };
    expect(loyaltyClass).toMatchObject({
      issuerName: setup.admin.organization.name,
      programName: "Coffee card",
      reviewStatus: "UNDER_REVIEW",
    });
    // Without Google's keys for callbacks, no class asks Google to call back.
    expect(loyaltyClass.callbackOptions).toBeUndefined();
    expect(loyaltyClass.hexBackgroundColor).toMatch(/^#[0-9a-fA-F]{6}$/);
    expect(object()).toMatchObject({
      classId,
      state: "ACTIVE",
      accountId: pass.id,
      loyaltyPoints: { label: "Stamps", balance: { string: "3 of 10" } },
      barcode: { type: "QR_CODE" },
    });
    expect(object().barcode.value).toMatch(/^swp\./);
    expect(object().textModulesData).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: "rewards", body: "0" })]),
    );

    // The logo Google fetches is ours, public, a PNG, and names no one.
    const logoUrl = loyaltyClass.programLogo.sourceUri.uri;
    expect(logoUrl.startsWith(`${TEST_PUBLIC_URL}/api/wallet/google/logo/`)).toBe(true);
    expect(logoUrl).not.toContain(pass.id);
    expect(logoUrl).not.toContain(setup.customer.id);
    const logo = await testApp.app.inject({ method: "GET", url: logoUrl.slice(TEST_PUBLIC_URL.length) });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/png");
    expect(logo.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const logoPath = (file: string) => ({ method: "GET" as const, url: `/api/wallet/google/logo/${file}` });
    expect((await testApp.app.inject(logoPath("red-blue.png"))).statusCode).toBe(400);
    // A name this server did not give out is not drawn.
    const forged =
      logoUrl
        .split("/")
        .at(-1)
        ?.replace(/^[0-9a-f]{6}/, "000000") ?? "";
    expect((await testApp.app.inject(logoPath(forged))).statusCode).toBe(404);

    // Asked again, and by another holder of the same card: the same class, not sent again.
    expect((await askSaveUrl(testApp, setup.instanceId, setup.cookie)).statusCode).toBe(200);
    const other = await setup.admin.customer();
    await postManualStamps(setup.admin, { userId: other.id, cardId: setup.card.id, delta: 1 });
    const otherCookie = await loginAs(testApp, other);
    const otherInstance = (
      await testApp.app.inject({
        method: "GET",
        url: "/api/loyalty-card-instance/mine",
        headers: { cookie: otherCookie },
      })
    ).json()[0].instanceId as string;
    expect((await askSaveUrl(testApp, otherInstance, otherCookie)).statusCode).toBe(200);
    const classInserts = google.calls.filter((call) => call.kind === "loyaltyClass" && call.id === classId);
    expect(classInserts).toHaveLength(1);
    const objectInserts = google.calls.filter(
      (call) =>
        call.kind === "loyaltyObject" &&
        call.method === "POST" &&
        call.id?.startsWith(`${TEST_ISSUER_ID}.pass-`),
    );
    expect(new Set(objectInserts.map((call) => call.id)).size).toBeGreaterThanOrEqual(2);
    // One access token served every call.
    expect(google.state.tokenRequests - tokensBefore).toBeLessThanOrEqual(1);
    expect(google.calls.every((call) => call.status !== 401)).toBe(true);
  });

  it("rewrites the object once after a stamp, with the new balance and a new barcode", async () => {
    const setup = await holder(testApp, 3);
    const { objectId, object } = await addedPass(setup);
    const barcodeBefore = object().barcode.value;
    await setup.stamp(1);
    const runs = await testApp.walletPushes.runOnce();
    expect(runs.reduce((sum, run) => sum + run.updated, 0)).toBeGreaterThanOrEqual(1);
    const patches = patchesOf(objectId);
    expect(patches).toHaveLength(1);
    expect(object().loyaltyPoints?.balance.string).toBe("4 of 10");
    expect(object().barcode.value).not.toBe(barcodeBefore);
    expect(patches[0]?.body?.barcode).toEqual({ type: "QR_CODE", value: object().barcode.value });
    // Nothing more to do until the card changes again.
    await testApp.walletPushes.runOnce();
    expect(patchesOf(objectId)).toHaveLength(1);
  });

  it("rewrites the object a handful of times, not 100, for 100 stamps in a burst, the last state included", async () => {
    const setup = await holder(testApp, 1);
    const { objectId, object } = await addedPass(setup);
    const started = Date.now();
    for (let index = 0; index < 100; index++) {
      await setup.stamp(1);
      await testApp.walletPushes.runOnce();
    }
    const burstSeconds = (Date.now() - started) / 1000;
    // The update held back by the gap goes out when it ends.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await testApp.walletPushes.runOnce();
    const patches = patchesOf(objectId);
    expect(patches.length).toBeGreaterThanOrEqual(1);
    expect(patches.length).toBeLessThanOrEqual(Math.ceil(burstSeconds / 2) + 2);
    const now = await setup.mine();
    expect(object().loyaltyPoints?.balance.string).toBe(`${now.stamps} of 10`);
    // The barcode Google shows is the newest: it names the customer.
    const found = await identify(setup.admin, object().barcode.value);
    expect(found.statusCode, found.body).toBe(200);
  });

  it("identifies the holder by the object's barcode at its own business only, and only its newest barcode", async () => {
    const setup = await holder(testApp, 1);
    const { object } = await addedPass(setup);
    const barcode = object().barcode.value;
    const found = await identify(setup.admin, barcode);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().user.id).toBe(setup.customer.id);

    const elsewhere = await signedInAdmin(testApp);
    const refused = await identify(elsewhere, barcode);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe("QR_NOT_RECOGNIZED");

    await setup.stamp(1);
    await testApp.walletPushes.runOnce();
    expect((await identify(setup.admin, barcode)).json().error.code).toBe("QR_NOT_RECOGNIZED");
    expect((await identify(setup.admin, object().barcode.value)).statusCode).toBe(200);
  });

  it("makes no pass of a card that is not yours, nor for a session that is not there", async () => {
    const mine = await holder(testApp, 1);
    const other = await holder(testApp, 1);
    const foreign = await askSaveUrl(testApp, other.instanceId, mine.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe("WALLET_UNAVAILABLE");
    expect((await askSaveUrl(testApp, mine.instanceId)).statusCode).toBe(401);
    const rows = await testApp.db
      .select()
      .from(walletPasses)
      .where(eq(walletPasses.instanceId, other.instanceId));
    expect(rows).toHaveLength(0);
  });

  it("answers a clear 502 when Google fails, and tries a failed rewrite again a minute later", async () => {
    const setup = await holder(testApp, 1);
    const { pass } = await addedPass(setup);
    const fresh = await holder(testApp, 1);
    google.state.failWith = 500;
    try {
      const response = await askSaveUrl(testApp, fresh.instanceId, fresh.cookie);
      expect(response.statusCode).toBe(502);
      expect(response.json().error.code).toBe("WALLET_PROVIDER_FAILED");

      await setup.stamp(1);
      const runs = await testApp.walletPushes.runOnce();
      expect(runs.reduce((sum, run) => sum + run.failed, 0)).toBeGreaterThanOrEqual(1);
      const [row] = await testApp.db.select().from(walletPasses).where(eq(walletPasses.id, pass.id));
      expect(row?.pushDueAt?.getTime()).toBeGreaterThan(Date.now() + 50_000);
    } finally {
      google.state.failWith = undefined;
    }
    // Google back, the customer's ask goes through.
    expect((await askSaveUrl(testApp, fresh.instanceId, fresh.cookie)).statusCode).toBe(200);
  });

  it("makes the object again when Google no longer has it", async () => {
    const setup = await holder(testApp, 2);
    const { objectId, object } = await addedPass(setup);
    google.forget(objectId);
    await setup.stamp(1);
    await testApp.walletPushes.runOnce();
    expect(patchesOf(objectId).at(-1)?.status).toBe(404);
    expect(object()).toMatchObject({
      classId: `${TEST_ISSUER_ID}.card-${setup.card.id}`,
      loyaltyPoints: { balance: { string: "3 of 10" } },
    });
  });

  it("shows a points card's balance as the object's points, and rewrites it after points are earned", async () => {
    const points = await pointsAdmin(testApp);
    await points.earnOk(120);
    const instance = await points.stored();
    if (!instance) throw new Error("no points card");
    const cookie = await loginAs(testApp, points.customer);
    const response = await askSaveUrl(testApp, instance.id, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const [pass] = await testApp.db
      .select()
      .from(walletPasses)
      .where(eq(walletPasses.instanceId, instance.id));
    const objectId = `${TEST_ISSUER_ID}.pass-${pass?.id}`;
    expect(google.classes.get(`${TEST_ISSUER_ID}.card-${instance.cardId}`)).toMatchObject({
      programName: "Bean points",
    });
    expect(google.objects.get(objectId)).toMatchObject({
      loyaltyPoints: { label: "Balance", balance: { string: "120" } },
    });
    await points.earnOk(30);
    await testApp.walletPushes.runOnce();
    expect(google.objects.get(objectId)).toMatchObject({ loyaltyPoints: { balance: { string: "150" } } });
  });

  it("sets the object of a card taken away inactive, its barcode naming no one", async () => {
    const setup = await holder(testApp, 1);
    const { object } = await addedPass(setup);
    const barcode = object().barcode.value;
    const removed = await setup.admin.call("DELETE", `/loyalty-card-instance/${setup.instanceId}`);
    expect(removed.statusCode, removed.body).toBe(204);
    await testApp.walletPushes.runOnce();
    expect(object().state).toBe("INACTIVE");
    expect((await identify(setup.admin, barcode)).json().error.code).toBe("QR_NOT_RECOGNIZED");
  });
});

describe("Google Wallet with a service account Google does not know", () => {
  let testApp: TestApp;
  let google: GoogleWalletStandIn;
  beforeAll(async () => {
    google = await startGoogleWalletStandIn(makeServiceAccount());
    testApp = await createTestApp(googleWalletEnv(makeServiceAccount(), google.url));
  });
  afterAll(async () => {
    await testApp?.close();
    await google?.close();
  });

  it("answers the clear 502 when Google refuses the token, and calls nothing else", async () => {
    const setup = await holder(testApp, 1);
    const response = await askSaveUrl(testApp, setup.instanceId, setup.cookie);
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe("WALLET_PROVIDER_FAILED");
    expect(google.state.tokenRequests).toBe(1);
    expect(google.calls).toEqual([]);
  });
});

describe("Google Wallet not configured", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("is not offered, makes no pass and serves no logo", async () => {
    const providers = await testApp.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(providers.json().googleWallet).toBe(false);
    const setup = await holder(testApp, 1);
    const response = await askSaveUrl(testApp, setup.instanceId, setup.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("WALLET_UNAVAILABLE");
    const logo = await testApp.app.inject({
      method: "GET",
      url: "/api/wallet/google/logo/1f2937-ffffff-AAAAAAAAAAAAAAAA.png",
    });
    expect(logo.statusCode).toBe(404);
    const callback = await testApp.app.inject({
      method: "POST",
      url: "/api/wallet/google/callback",
      payload: makeGoogleCallbackSigner().callbackBody({ objectId: "x", eventType: "save" }),
    });
    expect(callback.statusCode).toBe(404);
  });
});

describe("Google Wallet configuration", () => {
  const settingsFrom = (env: Record<string, string>) =>
    loadGoogleWallet(loadConfig({ NODE_ENV: "test", PUBLIC_URL: TEST_PUBLIC_URL, ...env }));

  it("is read whole, or not at all, and names what is wrong at start", () => {
    const account = makeServiceAccount();
    const env = googleWalletEnv(account, "http://127.0.0.1:1");
    expect(settingsFrom({})).toBeUndefined();
    expect(settingsFrom(env)).toMatchObject({
      issuerId: TEST_ISSUER_ID,
      clientEmail: account.clientEmail,
      apiUrl: "http://127.0.0.1:1/walletobjects/v1",
      publicUrl: TEST_PUBLIC_URL,
    });
    const { GOOGLE_WALLET_ISSUER_ID: _issuer, ...withoutIssuer } = env;
    expect(() => settingsFrom(withoutIssuer)).toThrow(/GOOGLE_WALLET_ISSUER_ID/);
    const { GOOGLE_WALLET_SERVICE_ACCOUNT: _account, ...withoutAccount } = env;
    expect(() => settingsFrom(withoutAccount)).toThrow(/GOOGLE_WALLET_SERVICE_ACCOUNT/);
    expect(() => settingsFrom({ ...env, GOOGLE_WALLET_ISSUER_ID: "issuer-1" })).toThrow(
      /GOOGLE_WALLET_ISSUER_ID: must be the issuer id/,
    );
    expect(() => settingsFrom({ ...env, GOOGLE_WALLET_API_URL: "not a url" })).toThrow(
      /GOOGLE_WALLET_API_URL/,
    );
    expect(() => settingsFrom({ ...env, GOOGLE_WALLET_SERVICE_ACCOUNT: "/nowhere/key.json" })).toThrow(
      /GOOGLE_WALLET_SERVICE_ACCOUNT: cannot read/,
    );
    expect(() => settingsFrom({ ...env, GOOGLE_WALLET_SERVICE_ACCOUNT: "{not json" })).toThrow(
      /GOOGLE_WALLET_SERVICE_ACCOUNT: is not JSON/,
    );
    const keyless = JSON.stringify({ client_email: account.clientEmail });
    expect(() => settingsFrom({ ...env, GOOGLE_WALLET_SERVICE_ACCOUNT: keyless })).toThrow(
      /GOOGLE_WALLET_SERVICE_ACCOUNT: has no private_key/,
    );
    const ec = generateKeyPairSync("ec", {
      namedCurve: "P-256",
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    });
    const ecAccount = JSON.stringify({ client_email: account.clientEmail, private_key: ec.privateKey });
    expect(() => settingsFrom({ ...env, GOOGLE_WALLET_SERVICE_ACCOUNT: ecAccount })).toThrow(
      /GOOGLE_WALLET_SERVICE_ACCOUNT: private_key is not an RSA private key/,
    );

    // The key file's path works as well as its text.
    const dir = mkdtempSync(path.join(tmpdir(), "google-wallet-"));
    try {
      const file = path.join(dir, "service-account.json");
      writeFileSync(file, account.json);
      expect(settingsFrom({ ...env, GOOGLE_WALLET_SERVICE_ACCOUNT: file })?.clientEmail).toBe(
        account.clientEmail,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
