import { randomUUID } from "node:crypto";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type GoogleWalletStandIn,
  googleWalletEnv,
  makeServiceAccount,
  startGoogleWalletStandIn,
} from "../../../test/google-wallet-stand-in";
import { createTestApp, type TestApp } from "../../../test/test-app";
import {
  appleWalletEnv,
  makeWalletCertificates,
  startApnsStandIn,
  TEST_PASS_TYPE_ID,
} from "../../../test/wallet-stand-ins";
import { walletHolder } from "./wallet.test-helpers";

/**
 * Both wallets on one server: each has its own update loop, so one business's passes at a Google
 * that hangs hold up no other business's Apple push.
 */
describe("wallet updates with both wallets", () => {
  let testApp: TestApp;
  let apns: Awaited<ReturnType<typeof startApnsStandIn>>;
  let google: GoogleWalletStandIn;

  beforeAll(async () => {
    const certificates = makeWalletCertificates();
    apns = await startApnsStandIn(certificates.apnsPublicKey);
    const account = makeServiceAccount();
    google = await startGoogleWalletStandIn(account);
    testApp = await createTestApp({
      ...appleWalletEnv(certificates, apns.url),
      ...googleWalletEnv(account, google.url),
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await apns?.close();
    await google?.close();
  });

  const customerWithCard = () => walletHolder(testApp, 1);

  it("pushes an Apple pass at once while Google hangs on another business's passes", async () => {
    // A bakery whose customers keep their cards in Google Wallet.
    const bakery = await Promise.all([customerWithCard(), customerWithCard(), customerWithCard()]);
    for (const customer of bakery) {
      const save = await testApp.app.inject({
        method: "GET",
        url: `/api/user/wallet/google/${customer.instanceId}`,
        headers: { cookie: customer.cookie },
      });
      expect(save.statusCode, save.body).toBe(200);
    }
    // A café's customer with the card in Apple Wallet on one device.
    const cafe = await customerWithCard();
    const file = await testApp.app.inject({
      method: "GET",
      url: `/api/user/wallet/apple/${cafe.instanceId}`,
      headers: { cookie: cafe.cookie },
    });
    const pass = JSON.parse(Buffer.from(unzipSync(file.rawPayload)["pass.json"] as Uint8Array).toString());
    const pushToken = `cafe${randomUUID().replaceAll("-", "")}`;
    const registered = await testApp.app.inject({
      method: "POST",
      url: `/api/wallet/apple/v1/devices/phone${randomUUID().slice(0, 8)}/registrations/${TEST_PASS_TYPE_ID}/${pass.serialNumber}`,
      headers: { authorization: `ApplePass ${pass.authenticationToken}` },
      payload: { pushToken },
    });
    expect(registered.statusCode).toBe(201);

    google.state.delayMs = 6000;
    await testApp.walletPushes.start();
    try {
      for (const customer of bakery) await customer.stamp();
      await new Promise((resolve) => setTimeout(resolve, 200)); // Google's run is under way
      const stampedAt = Date.now();
      await cafe.stamp();
      const deadline = Date.now() + 5000;
      while (!apns.received.some((push) => push.deviceToken === pushToken) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      const push = apns.received.find((candidate) => candidate.deviceToken === pushToken);
      expect(push, "the café's push").toBeDefined();
      // Well before Google answers anything.
      expect((push?.at ?? Number.POSITIVE_INFINITY) - stampedAt).toBeLessThan(3000);
    } finally {
      google.state.delayMs = 0;
      await testApp.walletPushes.stop();
    }
  });
});
