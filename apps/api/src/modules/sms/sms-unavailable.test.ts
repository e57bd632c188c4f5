import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  loginAs,
  openTestDatabase,
  TEST_PUBLIC_URL,
  type TestApp,
} from "../../../test/test-app";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { userCommunications } from "../communications/communications.table";
import { communicationsAdmin, completeCommunication } from "../communications/communications.test-helpers";
import { smsOutbox } from "./sms.table";

const PRODUCTION = { NODE_ENV: "production", SESSION_SECRET: "a-production-secret-that-is-long-enough" };
const WARN = 40;

describe("text messages in production without an SMS provider", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(PRODUCTION);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("says at start, at warn level, that no text message can be sent", async () => {
    const database = await openTestDatabase();
    const lines: { level: number; msg: string }[] = [];
    const { app } = await buildApp(loadConfig({ ...PRODUCTION, PUBLIC_URL: TEST_PUBLIC_URL }), {
      database,
      serveWebApps: false,
      logger: { level: "info", stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    try {
      await app.ready();
      const warnings = lines.filter((line) => line.level === WARN && line.msg.includes("SMS_URL"));
      expect(warnings.map((line) => line.msg)).toEqual([expect.stringContaining("cannot be sent")]);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("tells the apps that SMS is unavailable", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(response.json()).toEqual({
      google: false,
      sms: "unavailable",
      appleWallet: false,
      googleWallet: false,
    });
  });

  it("says a phone number cannot be confirmed, instead of that a code was sent", async () => {
    const customer = await testApp.factories.user();
    const cookie = await loginAs(testApp, customer);
    const call = (method: "GET" | "PUT", payload?: Record<string, unknown>) =>
      testApp.app.inject({
        method,
        url: "/api/user/phone",
        headers: { cookie, origin: TEST_PUBLIC_URL },
        payload,
      });
    const asked = await call("PUT", { phoneNumber: "+46701234567" });
    expect(asked.statusCode).toBe(503);
    expect(asked.json().error.code).toBe("SMS_UNAVAILABLE");
    expect((await call("GET")).json()).toEqual({ phoneNumber: null, pendingPhoneNumber: null });
    // Nothing was kept anywhere as if sent.
    const kept = await testApp.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, "+46701234567"));
    expect(kept).toEqual([]);
  });

  it("makes no SMS deliveries, counts SMS as unavailable, and never marks a text that could not leave as sent", async () => {
    const admin = await communicationsAdmin(testApp);
    const customer = await admin.customer({ consent: ["sms"] });
    await testApp.db.execute(
      sql`update users set phone_number = '+46701112233', phone_confirmed_at = now() where id = ${customer.id}`,
    );
    const communication = await admin.createCommunication(
      completeCommunication(await admin.targetGroup(), {
        media: ["sms", "in_app"],
        sms: { message: "Hej {{firstName}}" },
      }),
    );
    await admin.call("PATCH", `/communication/${communication.id}`, {
      status: "scheduled",
      scheduledFor: new Date(Date.now() + 60_000).toISOString(),
    });
    await testApp.db.execute(
      sql`update communications set scheduled_for = now() - interval '1 second' where id = ${communication.id}`,
    );
    // The app's own engine, as the activation job runs it.
    await testApp.communications.engine.activateDue();
    const deliveries = () =>
      testApp.db
        .select()
        .from(userCommunications)
        .where(eq(userCommunications.communicationId, communication.id));
    expect((await deliveries()).map((row) => row.medium)).toEqual(["in_app"]);
    const statistics = (await admin.call("GET", `/user-communication/statistics/${communication.id}`)).json();
    expect(statistics.reach).toMatchObject({
      matched: 1,
      channels: [
        { medium: "sms", reachable: 0, noConsent: 0, noConfirmedNumber: 0, unavailable: 1 },
        { medium: "in_app", reachable: 1, noConsent: 0, noConfirmedNumber: 0, unavailable: 0 },
      ],
    });

    // A text made while a provider was set up, sent after a restart without one: failed, not sent.
    await testApp.db.insert(userCommunications).values({
      organizationId: admin.organizationId,
      communicationId: communication.id,
      userId: customer.id,
      medium: "sms",
      address: "+46701112233",
    });
    await testApp.communications.deliverer.deliverDue();
    const sms = (await deliveries()).find((row) => row.medium === "sms");
    expect(sms).toMatchObject({ status: "failed", failureCode: "SMS_UNAVAILABLE", sentContent: null });
  });
});
