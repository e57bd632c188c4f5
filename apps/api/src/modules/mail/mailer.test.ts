import { createServer } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMail } from "../../../test/mail-message";
import { type SmtpStandIn, startSmtpStandIn } from "../../../test/smtp-stand-in";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../test/test-app";
import { uniqueEmail } from "../../seed/factories";
import { mailOutbox } from "./mail.table";
import { createMailer } from "./mailer";

const VERIFY_LINK = `${TEST_PUBLIC_URL}/verify?token=`;
const ENGLISH_SUBJECT = "Confirm your email for Stampwise";
const SWEDISH_SUBJECT = "Bekräfta din e-post för Stampwise";
const MAX_ATTEMPTS = 5;

async function signUp(testApp: TestApp, email: string, extra: Record<string, string> = {}) {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: { email, loginType: "admin", ...extra },
  });
  expect(response.statusCode).toBe(202);
}

/** The outbox rows of one address: other tests may share the database. */
function outboxRowsFor(testApp: TestApp, email: string) {
  return testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
}

async function onlyRowFor(testApp: TestApp, email: string) {
  const rows = await outboxRowsFor(testApp, email);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!row) throw new Error(`no outbox row for ${email}`);
  return row;
}

/** Moves a row's retry time to the past, as if its back-off had elapsed. */
async function makeDue(testApp: TestApp, id: string) {
  await testApp.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.id, id));
}

describe("mail delivery over SMTP", () => {
  let smtp: SmtpStandIn;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    testApp = await createTestApp({ MAIL_URL: smtp.url });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  // PGlite only: the PostgreSQL test database is shared, and other files' due mails would be claimed
  // and sent too, changing the count of statements this test reads.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    "passes once more after a pass when it was asked again during it (the new mail may have missed its last claim)",
    async () => {
      let claims = 0;
      const counting = new Proxy(testApp.db, {
        get(target, property, receiver) {
          if (property !== "update") return Reflect.get(target, property, receiver);
          return (...args: Parameters<typeof target.update>) => {
            claims += 1;
            return target.update(...args);
          };
        },
      });
      const mailer = createMailer({
        db: counting,
        mailUrl: smtp.url,
        from: "test@stampwise.test",
        log: testApp.app.log,
      });
      try {
        // Nothing due: each pass is one claim that finds nothing. Asked twice at once: two passes.
        await Promise.all([mailer.deliverDue(), mailer.deliverDue()]);
        expect(claims).toBe(2);
        await mailer.deliverDue();
        expect(claims).toBe(3);
      } finally {
        await mailer.stop();
      }
    },
  );

  it("queues a sign-up mail as pending, then delivers it with the verification link and marks it sent", async () => {
    const email = uniqueEmail("smtp");
    const release = smtp.hold();

    await signUp(testApp, email);

    const queued = await onlyRowFor(testApp, email);
    expect(queued.status).toBe("pending");
    expect(queued.sentAt).toBeNull();
    expect(smtp.messagesTo(email)).toHaveLength(0);

    release();
    await testApp.mailer.deliverDue();

    const received = smtp.messagesTo(email);
    expect(received).toHaveLength(1);
    const [message] = received;
    if (!message) throw new Error("no message");
    expect(message.rcptTo).toEqual([email]);
    expect(message.mailFrom).toBe("no-reply@stampwise.local");
    const mail = parseMail(message.raw);
    expect(mail.headers.get("to")).toContain(email);
    expect(mail.headers.get("from")).toBe("Stampwise <no-reply@stampwise.local>");
    expect(mail.subject).toBe(ENGLISH_SUBJECT);
    expect(mail.text).toContain(VERIFY_LINK);
    expect(mail.html).toContain(VERIFY_LINK);

    const sent = await onlyRowFor(testApp, email);
    expect(sent.status).toBe("sent");
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.lastError).toBeNull();
    expect(sent.attempts).toBe(1);

    // The link in the delivered mail is the one that completes the sign-up.
    const token = new URL(
      /http:\/\/stampwise\.test\/verify\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? "",
    ).searchParams.get("token");
    expect(sent.links).toEqual([`${VERIFY_LINK}${token}`]);
    const completed = await testApp.app.inject({
      method: "POST",
      url: "/api/auth/complete-signup",
      payload: {
        token,
        firstName: "Sara",
        lastName: "Svensson",
        password: "a long enough password",
        acceptTerms: true,
        organizationName: "Sara's Café",
      },
    });
    expect(completed.statusCode).toBe(201);
    expect(completed.json().data.user.email).toBe(email);
  });

  it("sends a Swedish sign-up the Swedish subject and text", async () => {
    const email = uniqueEmail("svenska");

    await signUp(testApp, email, { language: "sv-SE" });
    await testApp.mailer.deliverDue();

    const [message] = smtp.messagesTo(email);
    if (!message) throw new Error("no message delivered");
    const mail = parseMail(message.raw);
    expect(mail.subject).toBe(SWEDISH_SUBJECT);
    expect(mail.text).toContain("Välkommen till Stampwise!");
    expect(mail.text).toContain(VERIFY_LINK);
    expect((await onlyRowFor(testApp, email)).status).toBe("sent");
  });

  it("keeps a refused message pending with the attempt and error recorded, and delivers it on a later try", async () => {
    const email = uniqueEmail("refused");
    smtp.refuseRecipients("Mailbox temporarily unavailable");
    try {
      await signUp(testApp, email);
      await testApp.mailer.deliverDue();
    } finally {
      smtp.acceptAll();
    }

    const refused = await onlyRowFor(testApp, email);
    expect(refused.status).toBe("pending");
    expect(refused.attempts).toBe(1);
    expect(refused.lastError).toContain("Mailbox temporarily unavailable");
    expect(refused.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(smtp.messagesTo(email)).toHaveLength(0);

    // Not due yet: a pass now leaves it alone.
    await testApp.mailer.deliverDue();
    expect((await onlyRowFor(testApp, email)).attempts).toBe(1);

    await makeDue(testApp, refused.id);
    await testApp.mailer.deliverDue();

    const delivered = await onlyRowFor(testApp, email);
    expect(delivered.status).toBe("sent");
    expect(delivered.attempts).toBe(2);
    expect(delivered.lastError).toBeNull();
    expect(smtp.messagesTo(email)).toHaveLength(1);
  });

  it(`gives up after ${MAX_ATTEMPTS} refused attempts and marks the message failed`, async () => {
    const email = uniqueEmail("bounced");
    smtp.refuseRecipients("No such mailbox");
    try {
      await signUp(testApp, email);
      await testApp.mailer.deliverDue();
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        const row = await onlyRowFor(testApp, email);
        expect(row).toMatchObject({ status: "pending", attempts: attempt - 1 });
        await makeDue(testApp, row.id);
        await testApp.mailer.deliverDue();
      }

      const failed = await onlyRowFor(testApp, email);
      expect(failed.status).toBe("failed");
      expect(failed.attempts).toBe(MAX_ATTEMPTS);
      expect(failed.lastError).toContain("No such mailbox");

      // A failed message is never picked up again.
      await makeDue(testApp, failed.id);
      await testApp.mailer.deliverDue();
      expect(await onlyRowFor(testApp, email)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    } finally {
      smtp.acceptAll();
    }
    expect(smtp.messagesTo(email)).toHaveLength(0);
  });
});

describe("mail delivery while the SMTP server is down", () => {
  let port: number;
  let testApp: TestApp;
  let smtp: SmtpStandIn | undefined;

  beforeAll(async () => {
    // A port that was free a moment ago and now has nobody listening.
    port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    testApp = await createTestApp({ MAIL_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it("keeps the message pending with the connection error, and delivers it once the server is back", async () => {
    const email = uniqueEmail("offline");

    await signUp(testApp, email);
    await testApp.mailer.deliverDue();

    const waiting = await onlyRowFor(testApp, email);
    expect(waiting.status).toBe("pending");
    expect(waiting.attempts).toBe(1);
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);

    smtp = await startSmtpStandIn({ port });
    await makeDue(testApp, waiting.id);
    await testApp.mailer.deliverDue();

    expect(await onlyRowFor(testApp, email)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    const [message] = smtp.messagesTo(email);
    if (!message) throw new Error("no message after the server came back");
    expect(parseMail(message.raw).text).toContain(VERIFY_LINK);
  });
});

describe("the dev outbox without MAIL_URL", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  const listOutbox = (to: string) =>
    testApp.app.inject({ method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });

  it("keeps a sign-up mail as logged and lists it with its link at /api/dev/outbox", async () => {
    const email = uniqueEmail("devbox");
    const someoneElse = uniqueEmail("devbox-other");

    await signUp(testApp, email);
    await signUp(testApp, someoneElse);
    await testApp.mailer.deliverDue();

    const row = await onlyRowFor(testApp, email);
    expect(row).toMatchObject({ status: "logged", attempts: 0, sentAt: null });

    const response = await listOutbox(email);
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ id: row.id, to: email, subject: ENGLISH_SUBJECT, status: "logged" });
    expect(messages[0].links).toHaveLength(1);
    expect(messages[0].links[0]).toMatch(/^http:\/\/stampwise\.test\/verify\?token=[A-Za-z0-9_-]{20,}$/);
    expect(messages[0].text).toContain(messages[0].links[0]);
  });

  it("finds an address whatever its letter case", async () => {
    const email = uniqueEmail("casing");
    await signUp(testApp, email);

    const { messages } = (await listOutbox(email.toUpperCase())).json();
    expect(messages.map((message: { to: string }) => message.to)).toEqual([email]);
  });

  it("gives a customer sign-up a link into the customer app", async () => {
    const email = uniqueEmail("customer");
    await signUp(testApp, email, { loginType: "user" });

    const { messages } = (await listOutbox(email)).json();
    expect(messages[0].links[0]).toMatch(/^http:\/\/stampwise\.test\/app\/verify\?token=/);
  });

  it("gives a Swedish sign-up the Swedish subject", async () => {
    const email = uniqueEmail("sv");
    await signUp(testApp, email, { language: "sv-SE" });

    const { messages } = (await listOutbox(email)).json();
    expect(messages[0].subject).toBe(SWEDISH_SUBJECT);
    expect(messages[0].text).toContain("Välkommen till Stampwise!");
  });
});

describe("the dev outbox in production", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      NODE_ENV: "production",
      SESSION_SECRET: "a-production-secret-that-is-long-enough",
    });
  });
  afterAll(() => testApp?.close());

  it("does not exist", async () => {
    for (const url of ["/api/dev/outbox", "/api/dev/outbox?to=someone%40example.test"]) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
  });
});
