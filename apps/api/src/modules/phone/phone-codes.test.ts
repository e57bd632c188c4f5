import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmsStandIn, startSmsStandIn } from "../../../test/sms-stand-in";
import { createTestApp, loginAs, type TestApp } from "../../../test/test-app";
import { rateLimits } from "../auth/auth.table";
import { signedInAdmin } from "../stamp-cards/stamp-cards.test-helpers";

const uniqueNumber = () => `+4670${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;

/** A signed-in customer who asks for codes through the real route. */
async function customerOf(testApp: TestApp, language: "en-US" | "sv-SE" = "en-US") {
  const user = await testApp.factories.user({ role: "user", language });
  const cookie = await loginAs(testApp, user);
  const askCode = (phoneNumber: string, extra: { language?: string; acceptLanguage?: string } = {}) =>
    testApp.app.inject({
      method: "PUT",
      url: "/api/user/phone",
      headers: {
        cookie,
        origin: "http://stampwise.test",
        ...(extra.acceptLanguage ? { "accept-language": extra.acceptLanguage } : {}),
      },
      payload: { phoneNumber, ...(extra.language ? { language: extra.language } : {}) },
    });
  return { user, askCode };
}

const textsTo = (provider: SmsStandIn, number: string) =>
  provider.requests.filter((request) => request.form.to === number);

describe("phone confirmation codes", () => {
  let provider: SmsStandIn;
  let testApp: TestApp;
  beforeAll(async () => {
    provider = await startSmsStandIn("46elks");
    testApp = await createTestApp({
      SMS_URL: provider.url,
      PHONE_CODES_PER_ORGANIZATION_PER_HOUR: "3",
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await provider?.close();
  });

  it("are written in the language the app is used in, else the request's, else the account's", async () => {
    const swede = await customerOf(testApp, "sv-SE");
    const inEnglish = uniqueNumber();
    expect((await swede.askCode(inEnglish, { language: "en-US" })).statusCode).toBe(200);
    expect(textsTo(provider, inEnglish).at(-1)?.form.message).toMatch(/^Your Stampwise code is \d{6}\./);

    const american = await customerOf(testApp, "en-US");
    const inSwedish = uniqueNumber();
    expect((await american.askCode(inSwedish, { acceptLanguage: "sv,en;q=0.5" })).statusCode).toBe(200);
    expect(textsTo(provider, inSwedish).at(-1)?.form.message).toMatch(/^Din kod för Stampwise är \d{6}\./);

    const asSignedUp = uniqueNumber();
    await swede.askCode(asSignedUp, { acceptLanguage: "de-DE" });
    expect(textsTo(provider, asSignedUp).at(-1)?.form.message).toMatch(/^Din kod för Stampwise/);
    expect((await swede.askCode(uniqueNumber(), { language: "de-DE" })).statusCode).toBe(400);
    // Each test signs people in (scrypt) and sends several texts: seconds on a shared machine.
  }, 60_000);

  it("go to one number at most 5 an hour, however many accounts ask", async () => {
    const number = uniqueNumber();
    const accounts = await Promise.all(Array.from({ length: 4 }, () => customerOf(testApp)));
    const answers = [];
    for (const account of accounts) {
      for (let request = 0; request < 7; request++) answers.push(await account.askCode(number));
    }
    expect(textsTo(provider, number)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(23);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json().error.code).toBe("RATE_LIMITED");
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    }
    // The table keeps no phone number, only its HMAC.
    const keys = await testApp.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, "phone-code-number:%"));
    expect(keys.some((row) => row.key.includes(number) || row.key.includes(number.slice(1)))).toBe(false);
  }, 60_000);

  it("stop for an organization's customers past its limit, and its owners hear of it once", async () => {
    const shop = await signedInAdmin(testApp);
    const card = await shop.createCard();
    const other = await signedInAdmin(testApp);
    const otherCard = await other.createCard();
    const holderOf = async (admin: typeof shop, cardId: string) => {
      const customer = await customerOf(testApp);
      await testApp.factories.joinOrganization(admin.organization.id, customer.user.id);
      const given = await admin.call("POST", "/loyalty-card-instance", {
        userId: customer.user.id,
        loyaltyCardId: cardId,
      });
      expect(given.statusCode).toBe(201);
      return customer;
    };
    const customers = [];
    for (let index = 0; index < 5; index++) customers.push(await holderOf(shop, card.id));
    const answers = [];
    for (const customer of customers) answers.push((await customer.askCode(uniqueNumber())).statusCode);
    expect(answers).toEqual([200, 200, 200, 429, 429]);

    const alerts = await testApp.mailer.listRecent(shop.admin.email);
    const paused = alerts.filter((mail) => mail.subject.startsWith("Phone confirmation codes paused"));
    expect(paused).toHaveLength(1);
    expect(paused[0]?.subject).toBe(`Phone confirmation codes paused for ${shop.organization.name}`);
    expect(paused[0]?.textBody).toContain("more than 3 phone confirmation codes within an hour");

    // Another shop's customers, and customers of no shop, are not held back by it.
    const elsewhere = await holderOf(other, otherCard.id);
    expect((await elsewhere.askCode(uniqueNumber())).statusCode).toBe(200);
    expect((await (await customerOf(testApp)).askCode(uniqueNumber())).statusCode).toBe(200);
    expect(await testApp.mailer.listRecent(other.admin.email)).toEqual([]);
  }, 60_000);
});

describe("phone confirmation codes in all", () => {
  // Its own address: a shared PostgreSQL keeps the mail of earlier runs.
  const OPERATOR = `operator-${randomUUID()}@stampwise.test`;
  let provider: SmsStandIn;
  let testApp: TestApp;
  beforeAll(async () => {
    provider = await startSmsStandIn("46elks");
    testApp = await createTestApp({
      SMS_URL: provider.url,
      PHONE_CODES_PER_HOUR: "3",
      CONTACT_EMAIL: OPERATOR,
    });
    // On a shared PostgreSQL another file's codes may have counted: this file's limit starts at 0.
    await testApp.db.delete(rateLimits).where(eq(rateLimits.key, "phone-code-all"));
  });
  afterAll(async () => {
    await testApp?.close();
    await provider?.close();
  });

  it("stop past the overall limit, and the operator hears of it once", async () => {
    const answers = [];
    for (let index = 0; index < 6; index++) {
      answers.push((await (await customerOf(testApp)).askCode(uniqueNumber())).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429, 429, 429]);
    expect(provider.requests).toHaveLength(3);
    const alerts = await testApp.mailer.listRecent(OPERATOR);
    expect(alerts.map((mail) => mail.subject)).toEqual(["Phone confirmation codes paused for everyone"]);
    expect(alerts[0]?.textBody).toContain("PHONE_CODES_PER_HOUR");
  }, 60_000);
});
