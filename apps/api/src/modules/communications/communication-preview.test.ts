import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { programInput } from "../loyalty-program/loyalty-program.test-helpers";
import { userCommunications } from "./communications.table";
import { communicationsAdmin, completeCommunication } from "./communications.test-helpers";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const PREFERENCES_PAGE = "http://stampwise.test/app/preferences";

/** An admin whose organization has a points program with Bronze (0) and Silver (100) levels. */
async function adminWithLevels() {
  const admin = await communicationsAdmin(testApp);
  const created = [
    await admin.call("POST", "/loyalty-program", programInput()),
    await admin.call("POST", "/loyalty-level", { name: "Bronze", requiredPoints: 0 }),
    await admin.call("POST", "/loyalty-level", { name: "Silver", requiredPoints: 100 }),
  ];
  for (const response of created) if (response.statusCode !== 201) throw new Error(response.body);
  const earn = async (userId: string, points: number) => {
    const response = await admin.call("POST", "/points-transaction/earn", {
      userId,
      points,
      idempotencyKey: `key-${userId}-${points}`,
    });
    if (response.statusCode !== 201) throw new Error(`not earned: ${response.body}`);
  };
  return { ...admin, earn };
}

type Admin = Awaited<ReturnType<typeof communicationsAdmin>>;
const preview = (admin: Admin, body: Record<string, unknown>) =>
  admin.call("POST", "/communication/preview", body);

describe("communication preview: what a real customer would get", () => {
  it("renders email, SMS and in-app personalised with the customer's name, points and level", async () => {
    const admin = await adminWithLevels();
    const sam = await admin.customer({ firstName: "Sam" });
    await admin.earn(sam.id, 150);
    const response = await preview(admin, {
      userId: sam.id,
      email: {
        subject: "Hi {{firstName}}",
        body: "You have {{ pointsBalance }} points and the {{levelName}} level.\n\nSee you at {{organizationName}}.",
      },
      sms: { message: "{{firstName}} {{lastName}}: {{pointsBalance}} points" },
      inApp: { title: "For {{firstName}}", body: "Level: {{levelName}}" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.language).toBe("en-US");
    expect(result.email.subject).toBe("Hi Sam");
    for (const part of [result.email.html, result.email.text]) {
      expect(part).toContain("You have 150 points and the Silver level.");
      expect(part).toContain(`See you at ${admin.organization.name}.`);
      expect(part).toContain("Unsubscribe");
      expect(part).toContain(PREFERENCES_PAGE);
      expect(part).not.toContain("{{");
      // A preview never carries a working unsubscribe link.
      expect(part).not.toContain("/unsubscribe/");
    }
    expect(result.email.html).toMatch(/^<!DOCTYPE html/);
    // The subject heads the text part too, filled like the rest (not upper-cased past its variables).
    expect(result.email.text).toContain("Hi Sam\n");
    expect(result.sms).toEqual({
      message: "Sam Andersson: 150 points",
      characters: 25,
      segments: 1,
      perSegment: 160,
    });
    expect(result.inApp).toEqual({ title: "For Sam", body: "Level: Silver" });
  });

  it("is the mail and in-app message the engine sends, but for the unsubscribe link", async () => {
    const admin = await communicationsAdmin(testApp);
    const customer = await admin.customer({ consent: ["email"], firstName: "Åsa", language: "sv-SE" });
    const content = completeCommunication(await admin.targetGroup());
    const communication = await admin.createCommunication(content);
    const response = await preview(admin, {
      userId: customer.id,
      email: content.email,
      inApp: content.inApp,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.language).toBe("sv-SE");
    expect(result.email.text).toContain("Avsluta prenumerationen");

    await admin.scheduleAndActivate(communication.id);
    await testApp.communications.deliverer.deliverDue();
    const [mail] = await testApp.mailer.listRecent(customer.email);
    const unsubscribePage = mail?.links[0];
    if (!mail || !unsubscribePage) throw new Error("no mail was sent");
    const withLink = (text: string) => text.replaceAll(PREFERENCES_PAGE, unsubscribePage);
    expect(withLink(result.email.html)).toBe(mail.htmlBody);
    expect(withLink(result.email.text)).toBe(mail.textBody);
    expect(result.email.subject).toBe(mail.subject);
    const [inApp] = await testApp.db
      .select()
      .from(userCommunications)
      .where(eq(userCommunications.communicationId, communication.id))
      .then((rows) => rows.filter((row) => row.medium === "in_app"));
    expect(`${result.inApp.title}\n\n${result.inApp.body}`).toBe(inApp?.sentContent);
  });

  it("escapes a first name in the email's HTML, and keeps it as written in the subject, text, SMS and in-app", async () => {
    const admin = await communicationsAdmin(testApp);
    const name = "<script>alert(1)</script>";
    const customer = await admin.customer({ firstName: name });
    const response = await preview(admin, {
      userId: customer.id,
      email: { subject: "Hi {{firstName}}", body: "Dear {{firstName}}" },
      sms: { message: "Hi {{firstName}}" },
      inApp: { title: "Hi {{firstName}}", body: "{{firstName}}" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { email, sms, inApp } = response.json();
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("Dear &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(email.subject).toBe(`Hi ${name}`);
    expect(email.text).toContain(`Dear ${name}`);
    expect(sms.message).toBe(`Hi ${name}`);
    expect(inApp).toEqual({ title: `Hi ${name}`, body: name });
  });

  it("counts SMS segments: 161 GSM characters are two, an emoji makes it 70 a segment", async () => {
    const admin = await communicationsAdmin(testApp);
    const customer = await admin.customer({ firstName: "Sam" });
    const sms = async (message: string) => {
      const response = await preview(admin, { userId: customer.id, sms: { message } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().sms;
    };
    expect(await sms("a".repeat(160))).toMatchObject({ characters: 160, segments: 1, perSegment: 160 });
    expect(await sms("a".repeat(161))).toMatchObject({ characters: 161, segments: 2, perSegment: 153 });
    // Counted after the variables are filled in: "{{firstName}}" is "Sam".
    expect(await sms(`{{firstName}}${"a".repeat(157)}`)).toMatchObject({ characters: 160, segments: 1 });
    expect(await sms("Hi {{firstName}} 🎉")).toEqual({
      message: "Hi Sam 🎉",
      characters: 9,
      segments: 1,
      perSegment: 70,
    });
    expect(await sms(`🎉${"a".repeat(69)}`)).toMatchObject({ characters: 71, segments: 2, perSegment: 67 });
  });

  it("renders only the channels asked for, and fields not written yet as empty", async () => {
    const admin = await communicationsAdmin(testApp);
    const customer = await admin.customer();
    const onlyInApp = await preview(admin, { userId: customer.id, email: null, inApp: { title: "Hi" } });
    expect(onlyInApp.json()).toEqual({
      language: "en-US",
      email: null,
      sms: null,
      inApp: { title: "Hi", body: "" },
    });
    const blank = (await preview(admin, { userId: customer.id, email: {}, sms: {} })).json();
    expect(blank.email.subject).toBe("");
    expect(blank.email.html).toContain(PREFERENCES_PAGE);
    expect(blank.sms).toEqual({ message: "", characters: 0, segments: 0, perSegment: 160 });
    expect(blank.inApp).toBeNull();
    // No level or points program: the values are empty and zero, as the engine sends them.
    const values = await preview(admin, {
      userId: customer.id,
      inApp: { title: "{{levelName}}", body: "{{pointsBalance}}" },
    });
    expect(values.json().inApp).toEqual({ title: "", body: "0" });
  });
});

describe("communication preview: who and what it refuses", () => {
  it("answers 404 for another organization's customer, a user who is not a customer here, the admin and an unknown id", async () => {
    const mine = await communicationsAdmin(testApp);
    const theirs = await communicationsAdmin(testApp);
    const theirCustomer = await theirs.customer();
    const stranger = await testApp.factories.user({ role: "user" });
    for (const userId of [theirCustomer.id, stranger.id, mine.admin.id, crypto.randomUUID()]) {
      const response = await preview(mine, { userId, sms: { message: "Hi {{firstName}}" } });
      expect(response.statusCode, userId).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    expect((await preview(theirs, { userId: theirCustomer.id })).statusCode).toBe(200);
  });

  it("refuses the signed-out (401), a customer's session and a missing organization as the other communication routes do", async () => {
    const admin = await communicationsAdmin(testApp);
    const customer = await admin.customer();
    const body = { userId: customer.id, sms: { message: "Hi" } };
    const signedOut = await testApp.app.inject({
      method: "POST",
      url: "/api/communication/preview",
      headers: { "x-organization-id": admin.organizationId, origin: "http://stampwise.test" },
      payload: body,
    });
    expect(signedOut.statusCode).toBe(401);

    // A customer is signed in but no member of the organization: the tenancy guard's 404.
    const cookie = await loginAs(testApp, customer);
    const asCustomer = (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) =>
      testApp.app.inject({
        method,
        url: `/api${url}`,
        headers: { cookie, "x-organization-id": admin.organizationId, origin: "http://stampwise.test" },
        ...(payload && { payload }),
      });
    const customerPreview = await asCustomer("POST", "/communication/preview", body);
    expect(customerPreview.statusCode).toBe((await asCustomer("GET", "/communication")).statusCode);
    expect(customerPreview.statusCode).toBe(404);

    const noOrganization = await testApp.app.inject({
      method: "POST",
      url: "/api/communication/preview",
      headers: { cookie: admin.cookie, origin: "http://stampwise.test" },
      payload: body,
    });
    expect(noOrganization.statusCode).toBe(400);
    expect(noOrganization.json().error.code).toBe("ORGANIZATION_REQUIRED");
  });

  it("refuses a NUL byte, an unknown variable and a bad user id with 400, and a 1 MB body with 413", async () => {
    const admin = await communicationsAdmin(testApp);
    const customer = await admin.customer();
    const bad = [
      { userId: customer.id, email: { subject: "a\u0000b" } },
      { userId: customer.id, inApp: { body: "a\u0000b" } },
      { userId: customer.id, sms: { message: "Hi {{nickname}}" } },
      { userId: customer.id, email: { body: "{{ points }}" } },
      { userId: "not-a-uuid" },
      { sms: { message: "Hi" } },
    ];
    for (const body of bad) {
      const response = await preview(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
    }
    const huge = await preview(admin, { userId: customer.id, email: { body: "x".repeat(1024 * 1024) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("communication preview: rate limit", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ COMMUNICATION_PREVIEW_RATE_LIMIT_PER_MINUTE: "2" });
  });
  afterAll(async () => {
    await limited.close();
  });

  it("answers 429 past COMMUNICATION_PREVIEW_RATE_LIMIT_PER_MINUTE previews a minute per admin", async () => {
    const admin = await communicationsAdmin(limited);
    const customer = await admin.customer();
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await preview(admin, { userId: customer.id, sms: { message: "Hi" } })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    // Another admin has a budget of their own.
    const other = await communicationsAdmin(limited);
    const theirCustomer = await other.customer();
    expect((await preview(other, { userId: theirCustomer.id })).statusCode).toBe(200);
  });
});
