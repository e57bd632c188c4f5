import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { cardInstances } from "../ledger/ledger.table";
import { counterCode, signedInCustomer } from "./qr-codes.test-helpers";

describe("QR codes of a deleted stamp card", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  /** A counter code with a minted instance whose stamp card the admin then deletes. */
  async function retiredCode() {
    const counter = await counterCode(testApp);
    const deleted = await counter.admin.call("DELETE", `/loyalty-card/${counter.card.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    return counter;
  }

  it("are counted on their card beforehand, so deleting it can say how many stop working", async () => {
    const { admin, card, qrCode } = await counterCode(testApp);
    await admin.call("POST", "/qrcode", { description: "Takeaway", stampCardId: card.id, stamps: 1 });
    const otherCard = await admin.createCard({ name: "Lunch card" });
    const list = await admin.call("GET", "/loyalty-card/stamp-cards");
    expect(list.json().map((entry: { id: string; qrCodes: number }) => [entry.id, entry.qrCodes])).toEqual([
      [otherCard.id, 0],
      [card.id, 2],
    ]);
    const detail = await admin.call("GET", `/loyalty-card/stamp-cards/${qrCode.stampCardId}`);
    expect(detail.json().qrCodes).toBe(2);
  });

  it("leave the QR codes list, while the codes of live cards stay", async () => {
    const { admin, qrCode } = await retiredCode();
    const liveCard = await admin.createCard({ name: "Lunch card" });
    const live = await admin.call("POST", "/qrcode", {
      description: "Lunch",
      stampCardId: liveCard.id,
      stamps: 1,
    });
    const list = await admin.call("GET", "/qrcode");
    expect(list.statusCode).toBe(200);
    expect(list.json().map((code: { id: string }) => code.id)).toEqual([live.json().id]);
    expect(list.json().map((code: { id: string }) => code.id)).not.toContain(qrCode.id);
  });

  it("can no longer be shown at the counter: minting answers 410 OFFER_ENDED", async () => {
    const { admin, qrCode } = await retiredCode();
    const minted = await admin.call("GET", `/qrcode/generate-action?qrCodeId=${qrCode.id}`);
    expect(minted.statusCode).toBe(410);
    expect(minted.json().error.code).toBe("OFFER_ENDED");
  });

  it("can no longer be edited", async () => {
    const { admin, qrCode } = await retiredCode();
    const edited = await admin.call("PATCH", `/qrcode/${qrCode.id}`, { description: "Again" });
    expect(edited.statusCode).toBe(404);
  });

  it("tell the redeem page of a code minted before the deletion that the offer ended", async () => {
    const { instance } = await retiredCode();
    const page = await testApp.app.inject({ url: `/api/qrcode/instance/${instance.instanceId}` });
    expect(page.statusCode).toBe(410);
    expect(page.json().error.code).toBe("OFFER_ENDED");
  });

  it("refuse the redeem of such a code the same way and give no stamp", async () => {
    const { instance } = await retiredCode();
    const { call, user } = await signedInCustomer(testApp);
    const redeemed = await call("POST", `/qrcode/instance/${instance.instanceId}/redeem`);
    expect(redeemed.statusCode).toBe(410);
    expect(redeemed.json().error.code).toBe("OFFER_ENDED");
    const held = await testApp.db.select().from(cardInstances).where(eq(cardInstances.userId, user.id));
    expect(held).toEqual([]);
  });

  it("keep working while the card lives: the lookup offers the stamps", async () => {
    const { instance, card } = await counterCode(testApp);
    const page = await testApp.app.inject({ url: `/api/qrcode/instance/${instance.instanceId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ stampCardName: card.name, status: "available" });
  });
});
