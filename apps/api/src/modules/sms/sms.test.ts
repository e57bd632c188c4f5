import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmsStandIn, startSmsStandIn } from "../../../test/sms-stand-in";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { userCommunications } from "../communications/communications.table";
import { communicationsAdmin, completeCommunication } from "../communications/communications.test-helpers";
import { consentEvents, marketingConsents } from "../consent/consent.table";
import { smsWebhookToken } from "./sms-webhook-token";

const PHONE = "+46701234567";

/** A customer with a confirmed number and SMS consent, and an active SMS communication to everyone. */
async function smsCampaign(testApp: TestApp, phone = PHONE) {
  const admin = await communicationsAdmin(testApp);
  const customer = await admin.customer({ consent: ["sms"], firstName: "Siv" });
  await testApp.db.execute(
    sql`update users set phone_number = ${phone}, phone_confirmed_at = now() where id = ${customer.id}`,
  );
  const communication = await admin.createCommunication(
    completeCommunication(await admin.targetGroup(), {
      media: ["sms"],
      sms: { message: "Hej {{firstName}}! Fika?" },
    }),
  );
  await admin.scheduleAndActivate(communication.id);
  const delivery = async () => {
    const [row] = await testApp.db
      .select()
      .from(userCommunications)
      .where(eq(userCommunications.communicationId, communication.id));
    return row;
  };
  return { admin, customer, communication, delivery };
}

const form = (fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams(fields).toString(),
});

describe("SMS through a 46elks-shaped provider", () => {
  let provider: SmsStandIn;
  let testApp: TestApp;
  beforeAll(async () => {
    provider = await startSmsStandIn("46elks");
    testApp = await createTestApp({ SMS_URL: provider.url, SMS_FROM: "Stampwise" });
  });
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });

  it("confirms a customer's number with the code it sends, in their language", async () => {
    const customer = await testApp.factories.user({ language: "sv-SE" });
    const cookie = await loginAs(testApp, customer);
    const call = (
      method: "GET" | "PUT" | "POST" | "DELETE",
      url: string,
      payload?: Record<string, unknown>,
    ) =>
      testApp.app.inject({
        method,
        url: `/api${url}`,
        headers: { cookie, origin: "http://stampwise.test" },
        payload,
      });
    const asked = await call("PUT", "/user/phone", { phoneNumber: "+46 70 765 43 21".replaceAll(" ", "") });
    expect(asked.json()).toEqual({ phoneNumber: null, pendingPhoneNumber: "+46707654321" });
    const sent = provider.requests.at(-1);
    expect(sent?.authorization).toBe(`Basic ${Buffer.from("elksuser:elkspass").toString("base64")}`);
    expect(sent?.form).toMatchObject({ from: "Stampwise", to: "+46707654321" });
    const code = /(\d{6})/.exec(sent?.form.message ?? "")?.[1] ?? "";
    expect(sent?.form.message).toContain("Din kod för Stampwise");
    expect(
      (await call("POST", "/user/phone/confirm", { code: code === "000000" ? "111111" : "000000" })).json()
        .error.code,
    ).toBe("PHONE_CODE_INVALID");
    expect((await call("POST", "/user/phone/confirm", { code })).json()).toEqual({
      phoneNumber: "+46707654321",
      pendingPhoneNumber: null,
    });
    // Used once.
    expect((await call("POST", "/user/phone/confirm", { code })).statusCode).toBe(400);
    expect((await call("DELETE", "/user/phone")).json()).toEqual({
      phoneNumber: null,
      pendingPhoneNumber: null,
    });
  });

  it("forgets a code after five wrong tries, refuses a number that cannot exist, and limits codes per hour", async () => {
    const customer = await testApp.factories.user();
    const cookie = await loginAs(testApp, customer);
    const call = (method: "PUT" | "POST", url: string, payload: Record<string, unknown>) =>
      testApp.app.inject({
        method,
        url: `/api${url}`,
        headers: { cookie, origin: "http://stampwise.test" },
        payload,
      });
    await call("PUT", "/user/phone", { phoneNumber: PHONE });
    const code = /(\d{6})/.exec(provider.requests.at(-1)?.form.message ?? "")?.[1] ?? "";
    const wrong = code === "123456" ? "654321" : "123456";
    for (let attempt = 0; attempt < 5; attempt++) await call("POST", "/user/phone/confirm", { code: wrong });
    expect((await call("POST", "/user/phone/confirm", { code })).json().error.code).toBe(
      "PHONE_CODE_INVALID",
    );
    expect((await call("PUT", "/user/phone", { phoneNumber: "+4600000" })).statusCode).toBe(400);
    for (const bad of [{ phoneNumber: "0701234567" }, { phoneNumber: "+46\u00007012345" }, {}]) {
      expect((await call("PUT", "/user/phone", bad)).statusCode).toBe(400);
    }
    for (let request = 0; request < 4; request++) await call("PUT", "/user/phone", { phoneNumber: PHONE });
    expect((await call("PUT", "/user/phone", { phoneNumber: PHONE })).statusCode).toBe(429);
  });

  it("sends a campaign's SMS personalised, keeps the provider's id, and a delivery report of failure marks it", async () => {
    const { delivery } = await smsCampaign(testApp);
    await testApp.communications.deliverer.deliverDue();
    const sent = provider.requests.at(-1);
    expect(sent?.form).toMatchObject({ to: PHONE, message: "Hej Siv! Fika?", from: "Stampwise" });
    expect(sent?.form.whendelivered).toBe(
      `http://stampwise.test/api/sms/delivery-report/46elks?token=${smsWebhookToken(testApp.config.SESSION_SECRET, "46elks")}`,
    );
    const row = await delivery();
    expect(row).toMatchObject({ status: "sent", sentContent: "Hej Siv! Fika?", address: PHONE });
    const report = new URL(sent?.form.whendelivered ?? "");
    const forged = await testApp.app.inject({
      method: "POST",
      url: "/api/sms/delivery-report/46elks?token=guess",
      ...form({ id: row?.providerMessageId ?? "", status: "failed" }),
    });
    expect(forged.statusCode).toBe(403);
    const reported = await testApp.app.inject({
      method: "POST",
      url: `${report.pathname}${report.search}`,
      ...form({ id: row?.providerMessageId ?? "", status: "failed" }),
    });
    expect(reported.statusCode).toBe(204);
    expect(await delivery()).toMatchObject({ status: "failed", failureCode: "SMS_UNDELIVERED" });
    const unknown = await testApp.app.inject({
      method: "POST",
      url: `${report.pathname}${report.search}`,
      ...form({ id: "nobody", status: "delivered" }),
    });
    expect(unknown.statusCode).toBe(204);
  });

  it("retries a provider's 500 and 429, and ends a 400 failed", async () => {
    const { delivery } = await smsCampaign(testApp, "+46701112233");
    provider.answerWith(500);
    try {
      await testApp.communications.deliverer.deliverDue();
      expect(await delivery()).toMatchObject({ status: "pending", failureCode: "SMS_HTTP_500", attempts: 1 });
      await testApp.db.update(userCommunications).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      provider.answerWith(429);
      await testApp.communications.deliverer.deliverDue();
      expect(await delivery()).toMatchObject({ status: "pending", failureCode: "SMS_HTTP_429", attempts: 2 });
      await testApp.db.update(userCommunications).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      provider.answerWith(400);
      await testApp.communications.deliverer.deliverDue();
      expect(await delivery()).toMatchObject({ status: "failed", failureCode: "SMS_HTTP_400", attempts: 3 });
      expect((await delivery())?.failureReason).toContain("refused with 400");
    } finally {
      provider.answerWith(200);
    }
  });

  it("opts a number out of SMS in every organization when it texts STOP", async () => {
    const { admin, customer } = await smsCampaign(testApp, "+46709998877");
    const url = `/api/sms/incoming/46elks?token=${smsWebhookToken(testApp.config.SESSION_SECRET, "46elks")}`;
    const chatter = await testApp.app.inject({
      method: "POST",
      url,
      ...form({ from: "+46709998877", message: "Hello?" }),
    });
    expect(chatter.statusCode).toBe(204);
    const stop = await testApp.app.inject({
      method: "POST",
      url,
      ...form({ from: "+46709998877", message: " stopp " }),
    });
    expect(stop.statusCode).toBe(204);
    const [consent] = await testApp.db
      .select()
      .from(marketingConsents)
      .where(
        and(
          eq(marketingConsents.userId, customer.id),
          eq(marketingConsents.organizationId, admin.organizationId),
        ),
      );
    expect(consent).toMatchObject({ granted: false, source: "sms_stop" });
    const events = await testApp.db.select().from(consentEvents).where(eq(consentEvents.userId, customer.id));
    expect(events.map((event) => event.source)).toEqual(["sms_stop"]);
    expect(
      (
        await testApp.app.inject({
          method: "POST",
          url: "/api/sms/incoming/46elks",
          ...form({ from: "+1", message: "STOP" }),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("SMS through a Twilio-shaped provider", () => {
  let provider: SmsStandIn;
  let testApp: TestApp;
  beforeAll(async () => {
    provider = await startSmsStandIn("twilio");
    testApp = await createTestApp({ SMS_URL: provider.url, SMS_FROM: "+46766860000" });
  });
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });

  it("sends To, From, Body with a status callback, and reads Twilio's report", async () => {
    const { delivery } = await smsCampaign(testApp);
    await testApp.communications.deliverer.deliverDue();
    const sent = provider.requests.at(-1);
    expect(sent?.path).toBe("/2010-04-01/Accounts/AC1/Messages.json");
    expect(sent?.authorization).toBe(`Basic ${Buffer.from("AC1:twiliotoken").toString("base64")}`);
    expect(sent?.form).toMatchObject({ To: PHONE, From: "+46766860000", Body: "Hej Siv! Fika?" });
    const callback = new URL(sent?.form.StatusCallback ?? "");
    expect(callback.pathname).toBe("/api/sms/delivery-report/twilio");
    const row = await delivery();
    expect(row?.providerMessageId).toMatch(/^SM\d+$/);
    await testApp.app.inject({
      method: "POST",
      url: `${callback.pathname}${callback.search}`,
      ...form({ MessageSid: row?.providerMessageId ?? "", MessageStatus: "undelivered", ErrorCode: "30003" }),
    });
    expect(await delivery()).toMatchObject({ status: "failed", failureCode: "SMS_30003" });
  });
});

describe("SMS without a provider", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("keeps text messages in the dev outbox, where a confirmation code can be read", async () => {
    const customer = await testApp.factories.user();
    const cookie = await loginAs(testApp, customer);
    await testApp.app.inject({
      method: "PUT",
      url: "/api/user/phone",
      headers: { cookie, origin: "http://stampwise.test" },
      payload: { phoneNumber: "+46705550000" },
    });
    const outbox = await testApp.app.inject({ method: "GET", url: "/api/dev/outbox/sms?to=%2B46705550000" });
    expect(outbox.json().messages[0]).toMatchObject({
      to: "+46705550000",
      body: expect.stringMatching(/\d{6}/),
    });
  });
});
