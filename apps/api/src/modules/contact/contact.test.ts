import { type ErrorCode, VALIDATION_MESSAGES } from "@stampwise/contract";
import { count, eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, uniqueIp } from "../../../test/auth-helpers";
import { parseMail } from "../../../test/mail-message";
import { type SmtpStandIn, startSmtpStandIn } from "../../../test/smtp-stand-in";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { uniqueEmail } from "../../seed/factories";
import { mailOutbox } from "../mail/mail.table";
import { CONTACT_RECEIVED_MESSAGE } from "./contact.routes";
import { contactMessages } from "./contact.table";

type Body = Record<string, unknown>;

/** A valid form with a sender of its own, so rows can be told apart on a shared database. */
function validBody(overrides: Body = {}): Body {
  return {
    name: "Maja Lindqvist",
    email: uniqueEmail("contact"),
    message: "Hello! Can Stampwise handle two cafés under one account?",
    ...overrides,
  };
}

const without =
  (field: string) =>
  ({ [field]: _dropped, ...rest }: Body) =>
    rest;
const withValue = (field: string, value: unknown) => (valid: Body) => ({ ...valid, [field]: value });

interface BadInputCase {
  problem: string;
  body?: (valid: Body) => unknown;
  raw?: { payload: string; contentType: string };
  code: ErrorCode;
  field?: string;
}

const invalid = (problem: string, field: string, body: (valid: Body) => unknown): BadInputCase => ({
  problem,
  field,
  body,
  code: "VALIDATION_ERROR",
});

const BAD_INPUT: BadInputCase[] = [
  ...["name", "email", "message"].flatMap((field) => [
    invalid(`a missing ${field}`, field, without(field)),
    invalid(`a ${field} that is a number`, field, withValue(field, 42)),
    invalid(`a ${field} that is null`, field, withValue(field, null)),
    invalid(`a ${field} that is an array`, field, withValue(field, ["x"])),
  ]),
  invalid("a name of only spaces", "name", withValue("name", "   ")),
  invalid("a name over 100 characters", "name", withValue("name", "n".repeat(101))),
  invalid("an empty message", "message", withValue("message", "")),
  invalid("a message of only whitespace", "message", withValue("message", " \n\t ")),
  invalid("a message over 5000 characters", "message", withValue("message", "m".repeat(5001))),
  invalid("an email without @", "email", withValue("email", "not-an-email")),
  invalid("an email without a domain", "email", withValue("email", "someone@")),
  invalid("an email over 254 characters", "email", withValue("email", `${"a".repeat(250)}@example.test`)),
  invalid("a field the form does not have", "", withValue("phone", "+46701234567")),
  {
    problem: "a JSON array",
    raw: { payload: "[]", contentType: "application/json" },
    code: "VALIDATION_ERROR",
  },
  {
    problem: "a JSON null",
    raw: { payload: "null", contentType: "application/json" },
    code: "VALIDATION_ERROR",
  },
  // Unparseable JSON never reaches the schema: the error handler answers it BAD_REQUEST, as everywhere.
  {
    problem: "a body that is not JSON",
    raw: { payload: '{"name": ', contentType: "application/json" },
    code: "BAD_REQUEST",
  },
];

async function countRows(testApp: TestApp) {
  const [messages] = await testApp.db.select({ value: count() }).from(contactMessages);
  const [mails] = await testApp.db
    .select({ value: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, testApp.config.CONTACT_EMAIL));
  return { messages: messages?.value ?? 0, mails: mails?.value ?? 0 };
}

const postContact = (testApp: TestApp, body: unknown, remoteAddress = uniqueIp()) =>
  postJson(testApp, "/api/contact", body, { remoteAddress });

describe("POST /api/contact", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // An operator address of this file's own, so outbox counts ignore every other test.
    testApp = await createTestApp({ CONTACT_EMAIL: uniqueEmail("operator") });
  });
  afterAll(() => testApp?.close());

  it("stores the message and queues one English mail to the operator, replying to the sender", async () => {
    const body = validBody({ name: "  Maja <b>Lindqvist</b>  ", message: "  Two cafés?\nThanks!  " });
    const remoteAddress = uniqueIp();
    const before = await countRows(testApp);

    const response = await postContact(testApp, body, remoteAddress);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CONTACT_RECEIVED_MESSAGE });
    const stored = await testApp.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, String(body.email)));
    expect(stored).toEqual([
      {
        id: expect.any(String),
        name: "Maja <b>Lindqvist</b>",
        email: body.email,
        message: "Two cafés?\nThanks!",
        ip: remoteAddress,
        createdAt: expect.any(Date),
      },
    ]);
    expect(await countRows(testApp)).toEqual({ messages: before.messages + 1, mails: before.mails + 1 });

    const [mail] = await testApp.mailer.listRecent(testApp.config.CONTACT_EMAIL);
    expect(mail).toMatchObject({
      toAddress: testApp.config.CONTACT_EMAIL,
      replyTo: body.email,
      subject: "Contact form: Maja <b>Lindqvist</b>",
      status: "logged",
    });
    expect(mail?.textBody).toContain("New message from the Stampwise contact form.");
    expect(mail?.textBody).toContain(`Email: ${body.email}`);
    expect(mail?.textBody).toContain("Two cafés?\nThanks!");
    // The sender's words are text in the HTML part, never markup.
    expect(mail?.htmlBody).toMatch(/Maja (&lt;|&#60;)b(&gt;|&#62;)Lindqvist/);
    expect(mail?.htmlBody).not.toContain("<b>Lindqvist");
  });

  it("stores the sender's address lower-cased", async () => {
    const email = uniqueEmail("Mixed.Case").toUpperCase();

    const response = await postContact(testApp, validBody({ email }));

    expect(response.statusCode).toBe(201);
    const [row] = await testApp.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email.toLowerCase()));
    expect(row?.email).toBe(email.toLowerCase());
    const [mail] = await testApp.mailer.listRecent(testApp.config.CONTACT_EMAIL);
    expect(mail?.replyTo).toBe(email.toLowerCase());
  });

  it("refuses a sender's name that is not one line, and mails nothing", async () => {
    const before = await countRows(testApp);

    const response = await postContact(testApp, validBody({ name: "Maja\r\nBcc: everyone@example.test" }));

    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toEqual([
      { path: "name", message: VALIDATION_MESSAGES.textInvalidCharacters },
    ]);
    expect(await countRows(testApp)).toEqual(before);
  });

  it("accepts a name of 100 and a message of 5000 characters", async () => {
    const response = await postContact(
      testApp,
      validBody({ name: "n".repeat(100), message: "m".repeat(5000) }),
    );

    expect(response.statusCode).toBe(201);
  });

  for (const badCase of BAD_INPUT) {
    it(`refuses ${badCase.problem} with 400 ${badCase.code}, storing and mailing nothing`, async () => {
      const before = await countRows(testApp);
      const request: InjectOptions = { method: "POST", url: "/api/contact", remoteAddress: uniqueIp() };
      if (badCase.raw) {
        request.payload = badCase.raw.payload;
        request.headers = { "content-type": badCase.raw.contentType };
      } else {
        request.payload = badCase.body?.(validBody()) as InjectOptions["payload"];
      }

      const response = await testApp.app.inject(request);

      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe(badCase.code);
      if (badCase.field) {
        expect(error.issues).toContainEqual({ path: badCase.field, message: expect.any(String) });
      }
      expect(await countRows(testApp)).toEqual(before);
    });
  }
});

describe("the contact form's rate limit", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ CONTACT_EMAIL: uniqueEmail("operator"), CONTACT_RATE_LIMIT_PER_IP: "3" });
  });
  afterAll(() => testApp?.close());

  function expectRateLimited(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(429);
    const seconds = Number(response.headers["retry-after"]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(response.json()).toEqual({
      error: { code: "RATE_LIMITED", message: expect.any(String), retryAfterSeconds: seconds },
    });
  }

  it("answers the 4th message from one address in an hour 429 with Retry-After, and stores and mails nothing", async () => {
    const remoteAddress = uniqueIp();
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await postContact(testApp, validBody(), remoteAddress)).statusCode).toBe(201);
    }
    const before = await countRows(testApp);

    const fourth = await postContact(testApp, validBody(), remoteAddress);

    expectRateLimited(fourth);
    expect(await countRows(testApp)).toEqual(before);
  });

  it("counts each address on its own", async () => {
    const busy = uniqueIp();
    for (let attempt = 1; attempt <= 3; attempt++) await postContact(testApp, validBody(), busy);
    expectRateLimited(await postContact(testApp, validBody(), busy));

    expect((await postContact(testApp, validBody(), uniqueIp())).statusCode).toBe(201);
  });

  it("does not count refused input against the limit", async () => {
    const remoteAddress = uniqueIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await postContact(testApp, validBody({ email: "nope" }), remoteAddress)).statusCode).toBe(400);
    }

    expect((await postContact(testApp, validBody(), remoteAddress)).statusCode).toBe(201);
  });
});

describe("the contact form's mail over SMTP", () => {
  let smtp: SmtpStandIn;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    testApp = await createTestApp({ MAIL_URL: smtp.url, CONTACT_EMAIL: uniqueEmail("operator") });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it("reaches the operator with a Reply-To of the sender", async () => {
    const body = validBody();

    expect((await postContact(testApp, body)).statusCode).toBe(201);
    await testApp.mailer.deliverDue();

    const [message] = smtp.messagesTo(testApp.config.CONTACT_EMAIL);
    if (!message) throw new Error("no mail reached the operator");
    const mail = parseMail(message.raw);
    expect(mail.headers.get("reply-to")).toBe(body.email);
    expect(mail.subject).toBe("Contact form: Maja Lindqvist");
    expect(mail.text).toContain(String(body.message));
  });
});
