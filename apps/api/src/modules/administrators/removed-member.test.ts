import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectEventStream, type EventStreamClient } from "../../../test/event-stream-client";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { signedInCustomer } from "../qr-codes/qr-codes.test-helpers";
import { adminSession, ownerSession } from "./administrators.test-helpers";

/**
 * What a member keeps after leaving the team: nothing. Their open live streams end, and the
 * counter codes they showed stop giving stamps (and stop reporting who collected them).
 */
describe("a member removed from the team", () => {
  let testApp: TestApp;
  let baseUrl: string;
  const openStreams: EventStreamClient[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    // Real HTTP: inject cannot hold a stream open.
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const stream of openStreams) stream.abort();
    await testApp?.close();
  });

  /** A team of an owner and an admin, a stamp card with a counter code, and a code each minted. */
  async function teamWithShownCodes() {
    const owner = await ownerSession(testApp);
    const admin = await adminSession(testApp, owner.organization.id);
    const card = await owner.request("POST", "/api/loyalty-card", {
      name: "Coffee card",
      description: "Tenth coffee is on us",
      stampsRequired: 10,
    });
    expect(card.statusCode, card.body).toBe(201);
    const code = await owner.request("POST", "/api/qrcode", {
      description: "Till",
      stampCardId: card.json().id,
      stamps: 1,
    });
    expect(code.statusCode, code.body).toBe(201);
    const mint = async (request: typeof owner.request) => {
      const minted = await request("GET", `/api/qrcode/generate-action?qrCodeId=${code.json().id}`);
      expect(minted.statusCode, minted.body).toBe(200);
      return minted.json().instanceId as string;
    };
    return { owner, admin, adminCode: await mint(admin.request), ownerCode: await mint(owner.request) };
  }

  async function openStream(cookie: string) {
    const stream = await connectEventStream(baseUrl, cookie);
    openStreams.push(stream);
    expect(stream.response.status).toBe(200);
    expect((await stream.nextEvent())?.event).toBe("ready");
    return stream;
  }

  it("has their open event streams ended at once, with the reason as the last event", async () => {
    const { owner, admin } = await teamWithShownCodes();
    const first = await openStream(admin.cookie);
    const second = await openStream(admin.cookie);
    const ownersStream = await openStream(owner.cookie);

    const removed = await owner.request("DELETE", `/api/organization/admin/${admin.admin.id}`);

    expect(removed.statusCode, removed.body).toBe(204);
    for (const stream of [first, second]) {
      const last = await stream.nextEvent(5000);
      expect(last).toMatchObject({
        event: "membership.ended",
        data: JSON.stringify({ organizationId: owner.organization.id }),
      });
      // Well within the heartbeat (25 s by default): the removal itself closed it.
      await stream.ended(5000);
    }
    expect(await ownersStream.framesWithin(300)).toEqual([]);
  });

  it("has the counter codes they showed stop working, while the owner's still work", async () => {
    const { owner, admin, adminCode, ownerCode } = await teamWithShownCodes();
    const customer = await signedInCustomer(testApp);

    const removed = await owner.request("DELETE", `/api/organization/admin/${admin.admin.id}`);
    expect(removed.statusCode, removed.body).toBe(204);

    const page = await testApp.app.inject({ url: `/api/qrcode/instance/${adminCode}` });
    expect(page.json()).toMatchObject({ status: "expired" });
    const redeem = await customer.call("POST", `/qrcode/instance/${adminCode}/redeem`);
    expect(redeem.statusCode).toBe(410);
    expect(redeem.json().error.code).toBe("QR_EXPIRED");
    const stillShown = await customer.call("POST", `/qrcode/instance/${ownerCode}/redeem`);
    expect(stillShown.statusCode, stillShown.body).toBe(200);
  });

  it("has their codes stop working when they leave by themselves", async () => {
    const { admin, adminCode } = await teamWithShownCodes();
    const customer = await signedInCustomer(testApp);

    const left = await admin.request("DELETE", `/api/organization/admin/${admin.admin.id}`);
    expect(left.statusCode, left.body).toBe(204);

    const redeem = await customer.call("POST", `/qrcode/instance/${adminCode}/redeem`);
    expect(redeem.json().error.code).toBe("QR_EXPIRED");
  });

  it("still answers 404 for a code that never existed", async () => {
    const customer = await signedInCustomer(testApp);
    const redeem = await customer.call("POST", `/qrcode/instance/${crypto.randomUUID()}/redeem`);
    expect(redeem.statusCode).toBe(404);
  });
});
