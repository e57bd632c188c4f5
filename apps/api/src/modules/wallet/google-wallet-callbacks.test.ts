import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type GoogleCallbackSigner,
  type GoogleWalletStandIn,
  googleWalletEnv,
  makeGoogleCallbackSigner,
  makeServiceAccount,
  startGoogleWalletStandIn,
  TEST_ISSUER_ID,
} from "../../../test/google-wallet-stand-in";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../test/test-app";
import { loadConfig } from "../../config";
import { loadGoogleWallet } from "./google-wallet.config";
import { walletPasses } from "./wallet.table";
import { walletHolder, walletPassesToday } from "./wallet.test-helpers";

/**
 * Google telling this server that a customer saved or deleted a pass (ECv2SigningOnly callbacks):
 * taken only when Google signed it for this issuer, counted once per nonce, and counted in the
 * insights' overview as Apple's registrations are.
 */
describe("Google Wallet callbacks", () => {
  let testApp: TestApp;
  let google: GoogleWalletStandIn;
  let signer: GoogleCallbackSigner;

  beforeAll(async () => {
    const account = makeServiceAccount();
    signer = makeGoogleCallbackSigner();
    google = await startGoogleWalletStandIn(account);
    testApp = await createTestApp({
      ...googleWalletEnv(account, google.url),
      GOOGLE_WALLET_CALLBACK_KEYS: signer.keysJson,
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await google?.close();
  });

  const post = (payload: object, remoteAddress = "203.0.113.20") =>
    testApp.app.inject({
      method: "POST",
      url: "/api/wallet/google/callback",
      payload: payload as InjectOptions["payload"],
      remoteAddress,
    });

  /** A customer who added their card to Google Wallet: the pass's object id at Google. */
  async function savedPass() {
    const setup = await walletHolder(testApp, 1);
    const asked = await testApp.app.inject({
      method: "GET",
      url: `/api/user/wallet/google/${setup.instanceId}`,
      headers: { cookie: setup.cookie },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [pass] = await testApp.db
      .select()
      .from(walletPasses)
      .where(eq(walletPasses.instanceId, setup.instanceId));
    if (!pass) throw new Error("no pass row");
    return { ...setup, objectId: `${TEST_ISSUER_ID}.pass-${pass.id}`, cardId: setup.card.id as string };
  }

  it("asks Google to call back for the passes of every class it makes", async () => {
    const { cardId } = await savedPass();
    expect(google.classes.get(`${TEST_ISSUER_ID}.card-${cardId}`)).toMatchObject({
      callbackOptions: { url: `${TEST_PUBLIC_URL}/api/wallet/google/callback` },
    });
  });

  it("counts a save and a delete once each in insights, however often Google sends them", async () => {
    const { admin, objectId } = await savedPass();
    expect(await walletPassesToday(admin)).toMatchObject({ walletPassesAdded: 0, walletPassesRemoved: 0 });
    const save = signer.callbackBody({ objectId, eventType: "save" });
    const first = await post(save);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ recorded: true });
    // Google sends again when it is not sure the first arrived: the nonce is the same.
    expect((await post(save)).json()).toEqual({ recorded: false });
    expect(await walletPassesToday(admin)).toMatchObject({ walletPassesAdded: 1, walletPassesRemoved: 0 });
    const deleted = await post(signer.callbackBody({ objectId, eventType: "del" }));
    expect(deleted.json()).toEqual({ recorded: true });
    expect(await walletPassesToday(admin)).toMatchObject({ walletPassesAdded: 1, walletPassesRemoved: 1 });
  });

  it("refuses what Google did not sign for this issuer, or that expired, with 401 and no count", async () => {
    const { admin, objectId } = await savedPass();
    const refused = async (payload: object) => {
      const response = await post(payload);
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().error.code).toBe("WALLET_CALLBACK_UNVERIFIED");
    };
    const message = { objectId, eventType: "save" as const };
    await refused(signer.callbackBody(message, { rootPrivateKey: signer.strangerRootKey() }));
    await refused(signer.callbackBody(message, { issuerId: "3388000000099999999" }));
    await refused(signer.callbackBody(message, { keyExpiration: Date.now() - 1000 }));
    await refused(signer.callbackBody({ ...message, expTimeMillis: Date.now() - 1000 }));
    const genuine = signer.callbackBody(message);
    const otherPass = `${TEST_ISSUER_ID}.pass-${randomUUID()}`;
    await refused({ ...genuine, signedMessage: genuine.signedMessage.replace(objectId, otherPass) });
    await refused({ ...genuine, protocolVersion: "ECv1" });
    await refused({
      ...genuine,
      intermediateSigningKey: { ...genuine.intermediateSigningKey, signatures: ["AAAA"] },
    });
    expect(await walletPassesToday(admin)).toMatchObject({ walletPassesAdded: 0 });
  });

  it("takes and ignores what names no pass of this server; refuses bodies not of Google's shape", async () => {
    const { admin } = await savedPass();
    for (const objectId of [
      `${TEST_ISSUER_ID}.pass-${randomUUID()}`,
      `${TEST_ISSUER_ID}.pass-not-a-uuid`,
      `${TEST_ISSUER_ID}.card-${randomUUID()}`,
      `3388000000099999999.pass-${randomUUID()}`,
      `${TEST_ISSUER_ID}.pass-${randomUUID()}\u0000`,
    ]) {
      const response = await post(signer.callbackBody({ objectId, eventType: "save" }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ recorded: false });
    }
    expect(await walletPassesToday(admin)).toMatchObject({ walletPassesAdded: 0 });
    for (const payload of [
      {},
      { signature: "x", protocolVersion: "ECv2SigningOnly", signedMessage: "{}" },
      { ...signer.callbackBody({ objectId: "x", eventType: "save" }), signedMessage: "x".repeat(5000) },
    ]) {
      expect((await post(payload)).statusCode).toBe(400);
    }
  });
});

describe("Google Wallet callbacks' configuration", () => {
  const settingsFrom = (env: Record<string, string>) =>
    loadGoogleWallet(loadConfig({ NODE_ENV: "test", PUBLIC_URL: TEST_PUBLIC_URL, ...env }));

  it("takes Google's keys file, and names a wrong one at start", () => {
    const env = googleWalletEnv(makeServiceAccount(), "http://127.0.0.1:1");
    const { keysJson } = makeGoogleCallbackSigner();
    expect(settingsFrom(env)?.callbackKeys).toBeUndefined();
    expect(settingsFrom({ ...env, GOOGLE_WALLET_CALLBACK_KEYS: keysJson })?.callbackKeys).toHaveLength(1);
    expect(() => settingsFrom({ GOOGLE_WALLET_CALLBACK_KEYS: keysJson })).toThrow(
      /GOOGLE_WALLET_CALLBACK_KEYS: needs Google Wallet/,
    );
    expect(() => settingsFrom({ ...env, GOOGLE_WALLET_CALLBACK_KEYS: "{not json" })).toThrow(
      /GOOGLE_WALLET_CALLBACK_KEYS: is not JSON/,
    );
    const noneOfThem = JSON.stringify({ keys: [{ keyValue: "AAAA", protocolVersion: "ECv1" }] });
    expect(() => settingsFrom({ ...env, GOOGLE_WALLET_CALLBACK_KEYS: noneOfThem })).toThrow(
      /GOOGLE_WALLET_CALLBACK_KEYS: lists no ECv2SigningOnly key/,
    );
    const notAKey = JSON.stringify({ keys: [{ keyValue: "AAAA", protocolVersion: "ECv2SigningOnly" }] });
    expect(() => settingsFrom({ ...env, GOOGLE_WALLET_CALLBACK_KEYS: notAKey })).toThrow(
      /GOOGLE_WALLET_CALLBACK_KEYS: holds a keyValue that is not an EC public key/,
    );
  });
});
