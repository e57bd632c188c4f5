import { expect } from "vitest";
import { loginAs, type TestApp } from "../../../test/test-app";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";

/** A signed-in customer calling the API. */
export async function signedInCustomer(testApp: TestApp) {
  const user = await testApp.factories.user({ role: "user" });
  const cookie = await loginAs(testApp, user);
  const call = (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
    testApp.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie, origin: "http://stampwise.test" },
      ...(payload && { payload }),
    });
  return { user, call };
}

/** An admin with a 10-stamp card and a QR code giving `stamps` stamps, and one minted instance. */
export async function counterCode(testApp: TestApp, stamps = 2) {
  const admin = await signedInAdmin(testApp);
  const card = await admin.createCard();
  const created = await admin.call("POST", "/qrcode", {
    description: "Counter",
    stampCardId: card.id,
    stamps,
  });
  expect(created.statusCode, created.body).toBe(201);
  const minted = await admin.call("GET", `/qrcode/generate-action?qrCodeId=${created.json().id}`);
  expect(minted.statusCode, minted.body).toBe(200);
  return { admin, card, qrCode: created.json(), instance: minted.json() };
}
