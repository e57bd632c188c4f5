import { execFileSync } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, TEST_PUBLIC_URL, type TestApp } from "../../../test/test-app";
import {
  appleWalletEnv,
  makeWalletCertificates,
  startApnsStandIn,
  TEST_PASS_TYPE_ID,
  type WalletCertificates,
} from "../../../test/wallet-stand-ins";
import { loadConfig } from "../../config";
import { postManualStamps, signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";
import { loadAppleWallet } from "./apple-wallet.config";
import { WALLET_DEVICE_LOGS_PER_MINUTE } from "./wallet.service";
import { walletPassEvents, walletRegistrations } from "./wallet.table";
import { walletHolder, walletPassesToday } from "./wallet.test-helpers";
import { claimDuePasses } from "./wallet-passes.repository";

type ApnsStandIn = Awaited<ReturnType<typeof startApnsStandIn>>;

/** The pass file's parts, by name. */
function unzipPass(file: Buffer): Record<string, Buffer> {
  return Object.fromEntries(
    Object.entries(unzipSync(file)).map(([name, bytes]) => [name, Buffer.from(bytes)]),
  );
}

/** `openssl smime -verify` of the pass's detached signature over manifest.json, against the test CA. */
function opensslVerifies(parts: Record<string, Buffer>, certificates: WalletCertificates): boolean {
  const dir = mkdtempSync(path.join(tmpdir(), "pkpass-"));
  try {
    writeFileSync(path.join(dir, "signature"), parts.signature as Buffer);
    writeFileSync(path.join(dir, "manifest.json"), parts["manifest.json"] as Buffer);
    writeFileSync(path.join(dir, "ca.pem"), certificates.wwdrCertificate);
    execFileSync(
      "openssl",
      [
        "smime",
        "-verify",
        "-binary",
        "-inform",
        "DER",
        "-in",
        "signature",
        "-content",
        "manifest.json",
        "-CAfile",
        "ca.pem",
        "-purpose",
        "any",
        "-out",
        "/dev/null",
      ],
      { cwd: dir, stdio: "pipe" },
    );
    return true;
  } catch {
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("Apple Wallet passes", () => {
  let testApp: TestApp;
  let apns: ApnsStandIn;
  let certificates: WalletCertificates;
  const webService = "/api/wallet/apple/v1";

  beforeAll(async () => {
    certificates = makeWalletCertificates();
    apns = await startApnsStandIn(certificates.apnsPublicKey);
    testApp = await createTestApp(appleWalletEnv(certificates, apns.url));
  });
  afterAll(async () => {
    await testApp?.close();
    await apns?.close();
  });

  const holder = (stamps = 2) => walletHolder(testApp, stamps);

  async function downloadPass(cookie: string, instanceId: string) {
    const response = await testApp.app.inject({
      method: "GET",
      url: `/api/user/wallet/apple/${instanceId}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const parts = unzipPass(response.rawPayload);
    const pass = JSON.parse(parts["pass.json"]?.toString() ?? "{}");
    return { response, parts, pass };
  }

  function registration(deviceId: string, serial: string, token: string, pushToken = `${deviceId}0000push`) {
    return testApp.app.inject({
      method: "POST",
      url: `${webService}/devices/${deviceId}/registrations/${TEST_PASS_TYPE_ID}/${serial}`,
      headers: { authorization: `ApplePass ${token}` },
      payload: { pushToken },
    });
  }

  const identify = (admin: Awaited<ReturnType<typeof holder>>["admin"], code: string) =>
    admin.call("POST", "/qrcode/identify", { code });
  /** As an expired rotating code is answered: the scanner says "not recognized" and scans on. */
  async function expectNotRecognized(admin: Awaited<ReturnType<typeof holder>>["admin"], code: string) {
    const response = await identify(admin, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("QR_NOT_RECOGNIZED");
  }

  it("is offered, and the pass is signed, complete and names this server, its token and barcode", async () => {
    const providers = await testApp.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(providers.json().appleWallet).toBe(true);
    const { cookie, instanceId } = await holder(3);
    const { response, parts, pass } = await downloadPass(cookie, instanceId);
    expect(response.headers["content-type"]).toBe("application/vnd.apple.pkpass");

    expect(opensslVerifies(parts, certificates)).toBe(true);
    // Every file but the manifest and signature is in the manifest, with its SHA-1.
    const manifest = JSON.parse(parts["manifest.json"]?.toString() ?? "{}") as Record<string, string>;
    const files = Object.keys(parts).filter((name) => name !== "manifest.json" && name !== "signature");
    expect(Object.keys(manifest).sort()).toEqual(files.sort());
    for (const name of files) {
      expect(manifest[name], name).toBe(
        createHash("sha1")
          .update(parts[name] as Buffer)
          .digest("hex"),
      );
    }
    expect(files).toEqual(expect.arrayContaining(["icon.png", "icon@2x.png", "strip.png", "strip@2x.png"]));

    expect(pass.passTypeIdentifier).toBe(TEST_PASS_TYPE_ID);
    expect(pass.serialNumber).toMatch(/^[0-9a-f-]{36}$/);
    expect(pass.webServiceURL).toBe(`${TEST_PUBLIC_URL}/api/wallet/apple`);
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
    expect(pass.barcodes[0].message).toMatch(/^swp\./);
    expect(pass.storeCard.secondaryFields).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: "stamps", value: "3 of 10" })]),
    );
    expect(pass.organizationName).toBeTruthy();

    // The same card asked again is the same pass.
    expect((await downloadPass(cookie, instanceId)).pass.serialNumber).toBe(pass.serialNumber);
  });

  it("makes no pass of a card that is not yours, nor for a session that is not there", async () => {
    const mine = await holder();
    const other = await holder();
    const foreign = await testApp.app.inject({
      method: "GET",
      url: `/api/user/wallet/apple/${other.instanceId}`,
      headers: { cookie: mine.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe("WALLET_UNAVAILABLE");
    const signedOut = await testApp.app.inject({
      method: "GET",
      url: `/api/user/wallet/apple/${mine.instanceId}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it("answers the PassKit web service: register, list, serve, 304, unregister, and 401 without the pass's token", async () => {
    const { cookie, instanceId, stamp } = await holder(1);
    const { pass } = await downloadPass(cookie, instanceId);
    const serial = pass.serialNumber as string;
    const token = pass.authenticationToken as string;
    const device = `device${randomUUID().replaceAll("-", "")}`;

    expect((await registration(device, serial, token)).statusCode).toBe(201);
    expect((await registration(device, serial, token)).statusCode).toBe(200);
    expect((await registration(device, serial, "wrong-token-of-sixteen")).statusCode).toBe(401);
    expect((await registration(device, serial, "")).statusCode).toBe(401);

    // Another pass's serial with this pass's token, and a pass type this server does not sign.
    const other = await holder(1);
    const otherSerial = (await downloadPass(other.cookie, other.instanceId)).pass.serialNumber as string;
    expect((await registration(device, otherSerial, token)).statusCode).toBe(401);
    const wrongType = await testApp.app.inject({
      method: "POST",
      url: `${webService}/devices/${device}/registrations/pass.other.type/${serial}`,
      headers: { authorization: `ApplePass ${token}` },
      payload: { pushToken: "abcdef0123456789" },
    });
    expect(wrongType.statusCode).toBe(404);

    const list = (since?: string) =>
      testApp.app.inject({
        method: "GET",
        url: `${webService}/devices/${device}/registrations/${TEST_PASS_TYPE_ID}${since ? `?passesUpdatedSince=${since}` : ""}`,
      });
    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(first.json().serialNumbers).toEqual([serial]);
    const unknownDevice = await testApp.app.inject({
      method: "GET",
      url: `${webService}/devices/nobody${randomUUID().replaceAll("-", "")}/registrations/${TEST_PASS_TYPE_ID}`,
    });
    expect(unknownDevice.statusCode).toBe(204);

    const latest = (ifModifiedSince?: string, authorization = `ApplePass ${token}`) =>
      testApp.app.inject({
        method: "GET",
        url: `${webService}/passes/${TEST_PASS_TYPE_ID}/${serial}`,
        headers: { authorization, ...(ifModifiedSince ? { "if-modified-since": ifModifiedSince } : {}) },
      });
    const served = await latest();
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/vnd.apple.pkpass");
    const lastModified = String(served.headers["last-modified"]);
    expect((await latest(lastModified)).statusCode).toBe(304);
    expect((await latest(undefined, "ApplePass not-this-pass-token")).statusCode).toBe(401);

    // A stamp changes the pass: it is listed again and served anew, with the new count.
    await new Promise((resolve) => setTimeout(resolve, 1100)); // Last-Modified counts whole seconds
    await stamp(1);
    expect((await list(first.json().lastUpdated)).json().serialNumbers).toEqual([serial]);
    const changed = await latest(lastModified);
    expect(changed.statusCode).toBe(200);
    const changedPass = JSON.parse(unzipPass(changed.rawPayload)["pass.json"]?.toString() ?? "{}");
    expect(changedPass.storeCard.secondaryFields[0].value).toBe("2 of 10");

    const log = await testApp.app.inject({
      method: "POST",
      url: `${webService}/log`,
      payload: { logs: ["a device's line"] },
    });
    expect(log.statusCode).toBe(200);

    const unregister = await testApp.app.inject({
      method: "DELETE",
      url: `${webService}/devices/${device}/registrations/${TEST_PASS_TYPE_ID}/${serial}`,
      headers: { authorization: `ApplePass ${token}` },
    });
    expect(unregister.statusCode).toBe(200);
    expect((await list()).statusCode).toBe(204);
  });

  it("takes 30 device logs a minute from one address, then 429, and others' still", async () => {
    const sendLog = (remoteAddress: string) =>
      testApp.app.inject({
        method: "POST",
        url: `${webService}/log`,
        remoteAddress,
        payload: { logs: Array.from({ length: 30 }, () => "x".repeat(2000)) },
      });
    const statuses = [];
    for (let attempt = 0; attempt < WALLET_DEVICE_LOGS_PER_MINUTE; attempt += 1)
      statuses.push((await sendLog("203.0.113.7")).statusCode);
    expect(new Set(statuses)).toEqual(new Set([200]));
    const refused = await sendLog("203.0.113.7");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: "RATE_LIMITED" } });
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await sendLog("203.0.113.8")).statusCode).toBe(200);
  });

  it("keeps one registration for a device registering 1,000 times, and caps the devices of a pass", async () => {
    const { cookie, instanceId, admin } = await holder(1);
    const { pass } = await downloadPass(cookie, instanceId);
    const device = `device${randomUUID().replaceAll("-", "")}`;
    const statuses = new Map<number, number>();
    for (let attempt = 0; attempt < 1000; attempt += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => registration(device, pass.serialNumber, pass.authenticationToken)),
      );
      for (const answer of answers)
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
    }
    expect(statuses.get(201)).toBe(1);
    expect(statuses.get(200)).toBe(999);
    for (let index = 1; index < 10; index++) {
      expect(
        (await registration(`${device}x${index}`, pass.serialNumber, pass.authenticationToken)).statusCode,
      ).toBe(201);
    }
    const tooMany = await registration(`${device}x10`, pass.serialNumber, pass.authenticationToken);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().error.code).toBe("WALLET_DEVICE_LIMIT");
    const registered = await testApp.db
      .select()
      .from(walletRegistrations)
      .where(eq(walletRegistrations.passId, pass.serialNumber));
    expect(registered).toHaveLength(10);
    const added = await testApp.db
      .select()
      .from(walletPassEvents)
      .where(eq(walletPassEvents.organizationId, admin.organization.id));
    expect(added.filter((event) => event.kind === "added")).toHaveLength(1);
  });

  it("counts a pass added once, however many devices take it, and tells the customer's profile", async () => {
    const { cookie, instanceId, admin, customer } = await holder(1);
    const { pass } = await downloadPass(cookie, instanceId);
    const device = `device${randomUUID().replaceAll("-", "")}`;
    expect((await registration(device, pass.serialNumber, pass.authenticationToken)).statusCode).toBe(201);
    expect((await registration(`${device}w`, pass.serialNumber, pass.authenticationToken)).statusCode).toBe(
      201,
    );
    const holding = await admin.call("GET", `/wallet/customer/${customer.id}`);
    expect(holding.json()).toEqual({ wallets: [{ wallet: "apple", cards: 1 }] });
    const elsewhere = await signedInAdmin(testApp);
    expect((await elsewhere.call("GET", `/wallet/customer/${customer.id}`)).json()).toEqual({ wallets: [] });
    const unregister = (deviceId: string) =>
      testApp.app.inject({
        method: "DELETE",
        url: `${webService}/devices/${deviceId}/registrations/${TEST_PASS_TYPE_ID}/${pass.serialNumber}`,
        headers: { authorization: `ApplePass ${pass.authenticationToken}` },
      });
    expect((await unregister(device)).statusCode).toBe(200);
    const kinds = async () =>
      (
        await testApp.db
          .select()
          .from(walletPassEvents)
          .where(eq(walletPassEvents.organizationId, admin.organization.id))
      )
        .map((event) => event.kind)
        .sort();
    expect(await kinds()).toEqual(["added"]); // the watch still holds it
    expect((await unregister(`${device}w`)).statusCode).toBe(200);
    expect(await kinds()).toEqual(["added", "removed"]);
    expect((await admin.call("GET", `/wallet/customer/${customer.id}`)).json()).toEqual({ wallets: [] });
  });

  it("answers a tag from the future, or past year 9999, as one given now (never a 500)", async () => {
    const { cookie, instanceId } = await holder(1);
    const { pass } = await downloadPass(cookie, instanceId);
    const device = `device${randomUUID().replaceAll("-", "")}`;
    await registration(device, pass.serialNumber, pass.authenticationToken);
    for (const tag of ["253402300800000", "999999999999999", String(Date.now() + 86_400_000)]) {
      const list = await testApp.app.inject({
        method: "GET",
        url: `${webService}/devices/${device}/registrations/${TEST_PASS_TYPE_ID}?passesUpdatedSince=${tag}`,
      });
      // Read as now: the pass made a moment ago is within the margin a tag allows, so it is listed.
      expect(list.statusCode, tag).toBe(200);
      expect(list.json().serialNumbers).toEqual([pass.serialNumber]);
    }
  });

  it("builds a pass once per change, and limits how often a customer may ask", async () => {
    const { cookie, instanceId, stamp } = await holder(1);
    const first = await downloadPass(cookie, instanceId);
    const again = await downloadPass(cookie, instanceId);
    // The same version is the same file (its signing time included): built once.
    expect(again.response.rawPayload.equals(first.response.rawPayload)).toBe(true);
    await stamp(1);
    const changed = await downloadPass(cookie, instanceId);
    expect(changed.pass.storeCard.secondaryFields[0].value).toBe("2 of 10");
    const statuses: number[] = [];
    for (let ask = 0; ask < 20; ask++) {
      const response = await testApp.app.inject({
        method: "GET",
        url: `/api/user/wallet/apple/${instanceId}`,
        headers: { cookie },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.slice(0, 17).every((status) => status === 200)).toBe(true);
  });

  it("identifies the holder by the pass's barcode at its own business only, and only its newest barcode", async () => {
    const { admin, cookie, instanceId, customer, stamp } = await holder(1);
    const { pass } = await downloadPass(cookie, instanceId);
    const barcode = pass.barcodes[0].message as string;
    const found = await identify(admin, barcode);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().user.id).toBe(customer.id);

    const elsewhere = await signedInAdmin(testApp);
    await expectNotRecognized(elsewhere, barcode);
    await expectNotRecognized(admin, `${barcode.slice(0, -3)}AAA`);

    // After a stamp the pass is another version: the old barcode (a screenshot) names no one.
    await stamp(1);
    await expectNotRecognized(admin, barcode);
    const { pass: updated } = await downloadPass(cookie, instanceId);
    expect((await identify(admin, updated.barcodes[0].message)).statusCode).toBe(200);
  });

  it("sends a scan of the pass through the counter rules, like a rotating code", async () => {
    const { admin, cookie, instanceId, customer, card } = await holder(1);
    const rules = await admin.call("PATCH", "/organization/fraud-rules", { scanCooldownSeconds: 600 });
    expect(rules.statusCode, rules.body).toBe(200);
    const scanStamp = () =>
      admin.call("POST", "/transaction", {
        userId: customer.id,
        loyaltyCardId: card.id,
        delta: 1,
        source: "identity-scan",
        idempotencyKey: `key-${randomUUID()}`,
      });
    expect(
      (await identify(admin, (await downloadPass(cookie, instanceId)).pass.barcodes[0].message)).statusCode,
    ).toBe(200);
    expect((await scanStamp()).statusCode).toBe(201);
    // The phone's pass updated; the same customer scanned again within the cool-down is refused.
    expect(
      (await identify(admin, (await downloadPass(cookie, instanceId)).pass.barcodes[0].message)).statusCode,
    ).toBe(200);
    const again = await scanStamp();
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe("FRAUD_COOLDOWN");
  });

  it("voids the pass of a card taken away, whose barcode then names no one", async () => {
    const { admin, cookie, instanceId } = await holder(1);
    const { pass } = await downloadPass(cookie, instanceId);
    const removed = await admin.call("DELETE", `/loyalty-card-instance/${instanceId}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const latest = await testApp.app.inject({
      method: "GET",
      url: `${webService}/passes/${TEST_PASS_TYPE_ID}/${pass.serialNumber}`,
      headers: { authorization: `ApplePass ${pass.authenticationToken}` },
    });
    expect(latest.statusCode).toBe(200);
    const voided = JSON.parse(unzipPass(latest.rawPayload)["pass.json"]?.toString() ?? "{}");
    expect(voided.voided).toBe(true);
    expect(voided.barcodes ?? []).toEqual([]);
    await expectNotRecognized(admin, pass.barcodes[0].message);
  });

  describe("pushes", () => {
    async function registeredHolder(devices: string[]) {
      const setup = await holder(1);
      const { pass } = await downloadPass(setup.cookie, setup.instanceId);
      for (const device of devices) {
        expect(
          (await registration(device, pass.serialNumber, pass.authenticationToken, `${device}push`))
            .statusCode,
        ).toBe(201);
      }
      await testApp.walletPushes.runOnce(); // nothing due yet
      return { ...setup, pass };
    }
    const pushesTo = (token: string) => apns.received.filter((push) => push.deviceToken === token);

    it("pushes once to each registered device after a stamp, with a valid provider token and the pass type as topic", async () => {
      const devices = [`phone${randomUUID().slice(0, 8)}`, `watch${randomUUID().slice(0, 8)}`];
      const { stamp } = await registeredHolder(devices);
      await stamp(1);
      await testApp.walletPushes.runOnce();
      for (const device of devices) {
        const pushes = pushesTo(`${device}push`);
        expect(pushes).toHaveLength(1);
        expect(pushes[0]?.validToken).toBe(true);
        expect(pushes[0]?.topic).toBe(TEST_PASS_TYPE_ID);
      }
    });

    it("sends a handful of pushes, not 100, for 100 stamps in a burst, the last state included", async () => {
      const device = `burst${randomUUID().slice(0, 8)}`;
      const { stamp, admin, customer, card } = await registeredHolder([device]);
      await admin.call("PATCH", "/organization/fraud-rules", { scanCooldownSeconds: 0 });
      const started = Date.now();
      for (let index = 0; index < 100; index++) {
        await stamp(1);
        await testApp.walletPushes.runOnce();
      }
      const burstSeconds = (Date.now() - started) / 1000;
      // The pushes held back by the gap go out when it ends.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      await testApp.walletPushes.runOnce();
      const pushes = pushesTo(`${device}push`);
      expect(pushes.length).toBeGreaterThanOrEqual(1);
      expect(pushes.length).toBeLessThanOrEqual(Math.ceil(burstSeconds / 2) + 2);
      const last = pushes.at(-1)?.at ?? 0;
      expect(last).toBeGreaterThanOrEqual(started);
      expect(card.id && customer.id).toBeTruthy();
    });

    it("pushes soon after a posting without anyone calling the job, as a worker does", async () => {
      const device = `live${randomUUID().slice(0, 8)}`;
      const { stamp } = await registeredHolder([device]);
      await testApp.walletPushes.start();
      try {
        await stamp(1);
        const deadline = Date.now() + 15_000;
        while (pushesTo(`${device}push`).length === 0 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(pushesTo(`${device}push`)).toHaveLength(1);
      } finally {
        await testApp.walletPushes.stop();
      }
    });

    it("pushes a device once for all of its passes that changed together", async () => {
      const device = `shared${randomUUID().slice(0, 8)}`;
      const first = await registeredHolder([device]);
      const second = await holder(1);
      const { pass } = await downloadPass(second.cookie, second.instanceId);
      expect(
        (await registration(device, pass.serialNumber, pass.authenticationToken, `${device}push`)).statusCode,
      ).toBe(201);
      await testApp.walletPushes.runOnce();
      const before = pushesTo(`${device}push`).length;
      await first.stamp(1);
      await second.stamp(1);
      await testApp.walletPushes.runOnce();
      expect(pushesTo(`${device}push`).length - before).toBe(1);
    });

    it("leaves a pass claimed by a worker that died to the next run after its lease", async () => {
      const device = `lease${randomUUID().slice(0, 8)}`;
      const { stamp, pass } = await registeredHolder([device]);
      await stamp(1);
      // A worker claims the pass and dies before pushing: the claim holds it for a minute.
      const claimed = await claimDuePasses(testApp.db, "apple", {
        passes: 1000,
        perOrganization: 1000,
        gapSeconds: 0,
      });
      expect(claimed.map((row) => row.id)).toContain(pass.serialNumber);
      await testApp.walletPushes.runOnce();
      expect(pushesTo(`${device}push`)).toHaveLength(0);
      // The lease runs out: the next run pushes it.
      await testApp.db.execute(
        sql`update wallet_passes set push_due_at = now() - interval '1 second', last_pushed_at = now() - interval '1 minute'
          where id = ${pass.serialNumber}`,
      );
      await testApp.walletPushes.runOnce();
      expect(pushesTo(`${device}push`)).toHaveLength(1);
    });

    it("forgets a device whose token APNs says is unregistered, and counts the pass removed", async () => {
      const device = `gone${randomUUID().slice(0, 8)}`;
      const { stamp, pass, admin } = await registeredHolder([device]);
      apns.unregistered.add(`${device}push`);
      await stamp(1);
      await testApp.walletPushes.runOnce();
      expect(pushesTo(`${device}push`)).toHaveLength(1);
      const left = await testApp.db
        .select()
        .from(walletRegistrations)
        .where(eq(walletRegistrations.passId, pass.serialNumber));
      expect(left).toHaveLength(0);
      const events = await testApp.db
        .select()
        .from(walletPassEvents)
        .where(eq(walletPassEvents.organizationId, admin.organization.id));
      expect(events.map((event) => event.kind).sort()).toEqual(["added", "removed"]);
      // Insights count them in the overview, on the organization's calendar.
      expect(await walletPassesToday(admin)).toEqual({ walletPassesAdded: 1, walletPassesRemoved: 1 });
    });
  });
});

describe("Apple Wallet not configured", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("is not offered, makes no pass and its web service answers 404", async () => {
    const providers = await testApp.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(providers.json().appleWallet).toBe(false);
    const admin = await signedInAdmin(testApp);
    const card = await admin.createCard();
    const customer = await admin.customer();
    await postManualStamps(admin, { userId: customer.id, cardId: card.id, delta: 1 });
    const cookie = await loginAs(testApp, customer);
    const mine = await testApp.app.inject({
      method: "GET",
      url: "/api/loyalty-card-instance/mine",
      headers: { cookie },
    });
    const response = await testApp.app.inject({
      method: "GET",
      url: `/api/user/wallet/apple/${mine.json()[0].instanceId}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("WALLET_UNAVAILABLE");
    const list = await testApp.app.inject({
      method: "GET",
      url: `/api/wallet/apple/v1/devices/abc/registrations/${TEST_PASS_TYPE_ID}`,
    });
    expect(list.statusCode).toBe(404);
  });
});

describe("Apple Wallet configuration", () => {
  const settingsFrom = (env: Record<string, string>) =>
    loadAppleWallet(loadConfig({ NODE_ENV: "test", PUBLIC_URL: TEST_PUBLIC_URL, ...env }));

  it("is read whole, or not at all, and names what is wrong at start", () => {
    const certificates = makeWalletCertificates();
    const env = appleWalletEnv(certificates, "http://127.0.0.1:1");
    expect(settingsFrom({})).toBeUndefined();
    expect(settingsFrom(env)?.webServiceUrl).toBe(`${TEST_PUBLIC_URL}/api/wallet/apple`);
    const { APPLE_APNS_KEY_ID: _left, ...missingOne } = env;
    expect(() => settingsFrom(missingOne)).toThrow(/APPLE_APNS_KEY_ID/);
    expect(() => settingsFrom({ ...env, APPLE_WALLET_CERTIFICATE: "/nowhere/cert.pem" })).toThrow(
      /APPLE_WALLET_CERTIFICATE: cannot read/,
    );
    expect(() =>
      settingsFrom({ ...env, APPLE_WALLET_CERTIFICATE: "-----BEGIN CERTIFICATE-----\nnope" }),
    ).toThrow(/APPLE_WALLET_CERTIFICATE: is not a PEM certificate/);
    const other = makeWalletCertificates();
    expect(() => settingsFrom({ ...env, APPLE_WALLET_KEY: other.signerKey })).toThrow(
      /APPLE_WALLET_KEY: is not the key of APPLE_WALLET_CERTIFICATE/,
    );
    expect(() => settingsFrom({ ...env, APPLE_APNS_KEY: certificates.signerKey })).toThrow(/APPLE_APNS_KEY:/);
    expect(() => settingsFrom({ ...env, APPLE_WALLET_TEAM_ID: "x" })).toThrow(/APPLE_WALLET_TEAM_ID/);
  });
});
