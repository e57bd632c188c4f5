import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectEventStream } from "../../../../test/event-stream-client";
import { parseMail } from "../../../../test/mail-message";
import { type SmtpStandIn, startSmtpStandIn } from "../../../../test/smtp-stand-in";
import { createTestApp, loginAs, type TestApp } from "../../../../test/test-app";
import { communications, userCommunications } from "../communications.table";
import { communicationsAdmin, completeCommunication } from "../communications.test-helpers";
import { createDeliverer } from "./deliverer";
import { createEmailChannel } from "./email-channel";
import { createCommunicationsEngine } from "./engine";

let smtp: SmtpStandIn;
let testApp: TestApp;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  testApp = await createTestApp({ MAIL_URL: smtp.url });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const deliveriesOf = (communicationId: string) =>
  testApp.db.select().from(userCommunications).where(eq(userCommunications.communicationId, communicationId));

/** An organization with an email + in-app communication to everyone, and customers. */
async function campaign(overrides: Record<string, unknown> = {}) {
  const admin = await communicationsAdmin(testApp);
  const group = await admin.targetGroup();
  const communication = await admin.createCommunication(completeCommunication(group, overrides));
  return { admin, communication };
}

/** How many of a communication's deliveries have been claimed once. */
const claimedOnce = async (communicationId: string) =>
  (await deliveriesOf(communicationId)).filter((row) => row.attempts === 1).length;

/** An active email campaign to `customers` new customers who said yes to email. */
async function activeEmailCampaign(customers: number) {
  const { admin, communication } = await campaign({ media: ["email"] });
  for (let index = 0; index < customers; index++) await admin.customer({ consent: ["email"] });
  await admin.scheduleAndActivate(communication.id);
  return { admin, communication };
}

/** A promise the test resolves when it chooses (`open`): sends and writes wait on it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * A deliverer of the test app's database (or `db`, to slow it down) whose email channel is
 * `sendEmail`: the tests hold and count sends there.
 */
function deliverer(options: {
  sendEmail: () => Promise<{ sentContent: string }>;
  batchSize?: number;
  ratePerMinute?: number;
  db?: TestApp["db"];
}) {
  return createDeliverer({
    db: options.db ?? testApp.db,
    events: testApp.events,
    email: { send: options.sendEmail },
    sms: { sending: "provider", send: async () => ({ providerMessageId: null }), close: async () => {} },
    log: testApp.app.log,
    ratePerMinute: options.ratePerMinute ?? 1000,
    claimSeconds: 300,
    batchSize: options.batchSize,
  });
}

describe("instant delivery", () => {
  it("takes its snapshot at the scheduled time, not before (a clock the test moves)", async () => {
    const { admin, communication } = await campaign();
    await admin.customer({ consent: ["email"] });
    const scheduledFor = new Date(Date.now() + 3_600_000);
    await admin.call("PATCH", `/communication/${communication.id}`, {
      status: "scheduled",
      scheduledFor: scheduledFor.toISOString(),
    });
    let clock = new Date(scheduledFor.getTime() - 1000);
    const engine = createCommunicationsEngine({
      db: testApp.db,
      triggerDelivery: async () => {},
      events: testApp.events,
      log: testApp.app.log,
      now: () => clock,
    });
    expect((await engine.activateDue()).activated).toBe(0);
    expect(await deliveriesOf(communication.id)).toEqual([]);
    // A customer who joins before the time is in the snapshot.
    await admin.customer({ consent: ["email"] });
    clock = scheduledFor;
    expect(await engine.activateDue()).toEqual({ activated: 1, recipients: 4, failed: 0 });
    const [row] = await testApp.db
      .select()
      .from(communications)
      .where(eq(communications.id, communication.id));
    expect(row?.status).toBe("active");
    expect(row?.activatedAt?.getTime()).toBe(scheduledFor.getTime());
    // Activated once: a second run finds nothing due.
    expect((await engine.activateDue()).activated).toBe(0);
  });

  it("sends email only with consent, personalised and escaped, with one-click unsubscribe; in-app to everyone", async () => {
    const { admin, communication } = await campaign();
    const consenting = await admin.customer({ consent: ["email"], firstName: "<b>Bo</b>" });
    const silent = await admin.customer({ consent: [], firstName: "Sam" });
    const swedish = await admin.customer({ consent: ["email"], firstName: "Åsa", language: "sv-SE" });
    const activation = await admin.scheduleAndActivate(communication.id);
    expect(activation.recipients).toBe(5);
    await testApp.communications.deliverer.deliverDue();

    expect(smtp.messagesTo(silent.email)).toEqual([]);
    const [raw] = smtp.messagesTo(consenting.email);
    if (!raw) throw new Error("no email arrived");
    const mail = parseMail(raw.raw);
    expect(mail.subject).toBe("Hello <b>Bo</b>");
    expect(mail.html).toContain("Dear &lt;b&gt;Bo&lt;/b&gt; Andersson");
    expect(mail.html).not.toContain("<b>Bo</b>");
    expect(mail.html).toContain(admin.organization.name);
    expect(mail.text).toContain("Dear <b>Bo</b> Andersson");
    expect(mail.headers.get("list-unsubscribe")).toMatch(
      /^<http:\/\/stampwise\.test\/api\/unsubscribe\/[\w.-]+>$/,
    );
    expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    // Its Message-ID is the delivery's: a copy sent again is recognisably the same message.
    const [emailRow] = (await deliveriesOf(communication.id)).filter(
      (row) => row.medium === "email" && row.address === consenting.email,
    );
    expect(mail.headers.get("message-id")).toBe(`<${emailRow?.id}@stampwise.local>`);
    expect(mail.html).toMatch(/href="http:\/\/stampwise\.test\/app\/unsubscribe\/[\w.-]+"/);
    // The header's address unsubscribes in one click, as a mail provider POSTs it.
    const oneClick = new URL(mail.headers.get("list-unsubscribe")?.slice(1, -1) ?? "");
    const unsubscribed = await testApp.app.inject({
      method: "POST",
      url: oneClick.pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.json()).toMatchObject({
      subscribed: false,
      organizationName: admin.organization.name,
    });
    const swedishMail = parseMail(smtp.messagesTo(swedish.email)[0]?.raw ?? "");
    expect(swedishMail.text).toContain("Avsluta prenumerationen");

    const rows = await deliveriesOf(communication.id);
    expect(rows.map((row) => `${row.medium}:${row.status}`).sort()).toEqual([
      "email:sent",
      "email:sent",
      "in_app:sent",
      "in_app:sent",
      "in_app:sent",
    ]);
    const silentInApp = rows.find((row) => row.userId === silent.id);
    expect(silentInApp?.sentContent).toBe("News for Sam\n\nYou have 0 points.");
    expect(rows.find((row) => row.userId === consenting.id && row.medium === "email")?.address).toBe(
      consenting.email,
    );

    const statistics = await admin.call("GET", `/user-communication/statistics/${communication.id}`);
    expect(statistics.json()).toMatchObject({
      total: 5,
      pending: 0,
      sent: 5,
      failed: 0,
      successRate: 1,
      recipients: 3,
      totalCustomers: 3,
      coverage: 1,
    });
  });

  it("stops sending when paused and goes on when reactivated", async () => {
    const { admin, communication } = await campaign({ media: ["in_app"] });
    for (let index = 0; index < 3; index++) await admin.customer();
    await admin.scheduleAndActivate(communication.id);
    await admin.call("PATCH", `/communication/${communication.id}`, { status: "inactive" });
    expect(await testApp.communications.deliverer.deliverDue()).toEqual({ sent: 0, failed: 0, retrying: 0 });
    expect((await deliveriesOf(communication.id)).every((row) => row.status === "pending")).toBe(true);
    await admin.call("PATCH", `/communication/${communication.id}`, { status: "active" });
    expect((await testApp.communications.deliverer.deliverDue()).sent).toBe(3);
  });

  it("sends a reactivated instant communication to its snapshot only: who came to match meanwhile gets nothing", async () => {
    const { admin, communication } = await campaign({ media: ["in_app"] });
    const before = await admin.customer();
    await admin.scheduleAndActivate(communication.id);
    await admin.call("PATCH", `/communication/${communication.id}`, { status: "inactive" });
    await admin.customer();
    await admin.call("PATCH", `/communication/${communication.id}`, { status: "active" });
    await testApp.communications.engine.sweep();
    expect((await testApp.communications.deliverer.deliverDue()).sent).toBe(1);
    expect((await deliveriesOf(communication.id)).map((row) => row.userId)).toEqual([before.id]);
  });

  it("keeps every sender busy across batches, and holds back a batch claimed ahead once paused", {
    timeout: 120_000,
  }, async () => {
    const { admin, communication } = await activeEmailCampaign(50);
    // Every send waits until the test lets them go, so all 20 senders are busy at once.
    let entered = 0;
    const released = gate();
    const held = deliverer({
      batchSize: 25,
      sendEmail: async () => {
        entered += 1;
        await released.opened;
        return { sentContent: "sent" };
      },
    });
    const delivering = held.deliverDue();
    // 20 of the first 25 are out; with 5 left in the queue, the next 25 were claimed ahead.
    await expect.poll(() => entered).toBe(20);
    await expect.poll(() => claimedOnce(communication.id)).toBe(50);
    await admin.call("PATCH", `/communication/${communication.id}`, { status: "inactive" });
    released.open();
    // The batch in hand is sent; the one claimed ahead is not, and keeps its attempt for later.
    expect(await delivering).toEqual({ sent: 25, failed: 0, retrying: 25 });
    const rows = await deliveriesOf(communication.id);
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(25);
    const heldBack = rows.filter((row) => row.status === "pending");
    expect(heldBack).toHaveLength(25);
    for (const row of heldBack) expect(row.attempts).toBe(0);
    await admin.call("PATCH", `/communication/${communication.id}`, { status: "active" });
    expect((await held.deliverDue()).sent).toBe(25);
  });

  // 150 customers made through the factories take tens of seconds on a loaded machine.
  it("claims the next batch once half of the batch in hand is left, so senders never wait on a claim", {
    timeout: 120_000,
  }, async () => {
    const { communication } = await activeEmailCampaign(150);
    // The first 50 sends go through; every later one waits for the test.
    let sent = 0;
    const released = gate();
    const halted = deliverer({
      batchSize: 100,
      sendEmail: async () => {
        sent += 1;
        if (sent > 50) await released.opened;
        return { sentContent: "sent" };
      },
    });
    const delivering = halted.deliverDue();
    // 70 of the first 100 were taken (50 sent, 20 held), 30 are still queued: the next 50 have
    // been claimed already, not only once 20 are left.
    await expect.poll(() => sent).toBe(70);
    await expect.poll(() => claimedOnce(communication.id)).toBe(150);
    released.open();
    expect(await delivering).toEqual({ sent: 150, failed: 0, retrying: 0 });
  });

  it("sends, in the same run, a delivery made while a pass was ending, after its last claim found nothing", {
    timeout: 120_000,
  }, async () => {
    await activeEmailCampaign(1);
    let later: Awaited<ReturnType<typeof activeEmailCampaign>> | undefined;
    let triggered: Promise<unknown> | undefined;
    // The claim that finds nothing more: a customer comes to match just then (a new delivery and
    // its trigger, which the pass under way answers), before the pass has ended.
    const racingDb = new Proxy(testApp.db, {
      get(target, property, receiver) {
        if (property !== "execute") return Reflect.get(target, property, receiver);
        return async (...args: Parameters<typeof target.execute>) => {
          const result = await target.execute(...args);
          const claimedNone =
            JSON.stringify(args[0]).includes("update user_communications claimed") &&
            (result as unknown as { rows: unknown[] }).rows.length === 0;
          if (claimedNone && !later) {
            later = await activeEmailCampaign(1);
            triggered = racing.deliverDue();
          }
          return result;
        };
      },
    });
    const racing = deliverer({ db: racingDb, sendEmail: async () => ({ sentContent: "sent" }) });
    const first = await racing.deliverDue();
    await triggered;
    expect(later).toBeDefined();
    expect(first.sent).toBe(2);
    const rows = await deliveriesOf((later as { communication: { id: string } }).communication.id);
    expect(rows.map((row) => row.status)).toEqual(["sent"]);
  });

  it("writes each outcome before its sender sends again: with the database held, only the 20 senders' messages go out unrecorded", {
    timeout: 120_000,
  }, async () => {
    const { communication } = await activeEmailCampaign(100);
    // Outcomes are written in a transaction each: held at the gate, the database is "slow".
    const writes = gate();
    const slowDb = new Proxy(testApp.db, {
      get(target, property, receiver) {
        if (property !== "transaction") return Reflect.get(target, property, receiver);
        return async (...args: Parameters<typeof target.transaction>) => {
          await writes.opened;
          return target.transaction(...args);
        };
      },
    });
    let sent = 0;
    const slow = deliverer({
      db: slowDb,
      batchSize: 100,
      sendEmail: async () => {
        sent += 1;
        return { sentContent: "sent" };
      },
    });
    const delivering = slow.deliverDue();
    // Each of the 20 senders sent one message and waits for it to be written: a worker killed
    // now would send these 20 again, and no more.
    await expect.poll(() => sent).toBe(20);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toBe(20);
    expect((await deliveriesOf(communication.id)).every((row) => row.status === "pending")).toBe(true);
    writes.open();
    expect(await delivering).toEqual({ sent: 100, failed: 0, retrying: 0 });
    expect((await deliveriesOf(communication.id)).every((row) => row.status === "sent")).toBe(true);
  });

  it("sends a delivery once when its claim lapses while it waits in the pass and the pass claims it again", {
    timeout: 120_000,
  }, async () => {
    const { communication } = await activeEmailCampaign(30);
    const sends = new Map<string, number>();
    const released = gate();
    const slow = createDeliverer({
      db: testApp.db,
      events: testApp.events,
      email: {
        send: async (_content, _recipient, deliveryId) => {
          sends.set(deliveryId, (sends.get(deliveryId) ?? 0) + 1);
          await released.opened;
          return { sentContent: "sent" };
        },
      },
      sms: { sending: "provider", send: async () => ({ providerMessageId: null }), close: async () => {} },
      log: testApp.app.log,
      ratePerMinute: 1000,
      claimSeconds: 1,
      batchSize: 25,
    });
    const delivering = slow.deliverDue();
    // All 30 claimed (25, then 5 ahead), 20 held in the senders' hands…
    await expect.poll(() => sends.size).toBe(20);
    // …until every claim has lapsed: the pass's next claim takes them all again.
    await expect
      .poll(
        async () =>
          (await deliveriesOf(communication.id)).every((row) => row.nextAttemptAt.getTime() <= Date.now()),
        { timeout: 10_000 },
      )
      .toBe(true);
    released.open();
    expect((await delivering).sent).toBe(30);
    expect(sends.size).toBe(30);
    expect([...sends.values()].every((count) => count === 1)).toBe(true);
  });

  it("gives a copy sent again after a crash the same Message-ID as the first, so mail systems can drop it", async () => {
    const { admin, communication } = await campaign({ media: ["email"] });
    const customer = await admin.customer({ consent: ["email"] });
    await admin.scheduleAndActivate(communication.id);
    const email = createEmailChannel({
      mailUrl: smtp.url,
      from: testApp.config.MAIL_FROM,
      mailer: testApp.mailer,
      log: testApp.app.log,
      unsubscribeLinks: () => ({ page: "http://stampwise.test/p", oneClick: "http://stampwise.test/o" }),
    });
    // The first worker's outcome never reaches the database: it "dies" after the mail server accepted.
    const lostWrites = new Proxy(testApp.db, {
      get(target, property, receiver) {
        if (property !== "transaction") return Reflect.get(target, property, receiver);
        return async () => {
          throw new Error("the worker was killed");
        };
      },
    });
    const crashing = createDeliverer({
      db: lostWrites,
      events: testApp.events,
      email,
      sms: { sending: "provider", send: async () => ({ providerMessageId: null }), close: async () => {} },
      log: testApp.app.log,
      ratePerMinute: 1000,
      claimSeconds: 300,
    });
    try {
      await expect(crashing.deliverDue()).rejects.toThrow("the worker was killed");
      // Its claim lapses; the retry sends the message again.
      await testApp.db
        .update(userCommunications)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(userCommunications.communicationId, communication.id));
      expect((await testApp.communications.deliverer.deliverDue()).sent).toBe(1);
    } finally {
      email.close();
    }
    const copies = smtp
      .messagesTo(customer.email)
      .map((mail) => parseMail(mail.raw).headers.get("message-id"));
    const [row] = await deliveriesOf(communication.id);
    expect(copies).toEqual([`<${row?.id}@stampwise.local>`, `<${row?.id}@stampwise.local>`]);
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("retries a temporary SMTP failure with back-off, and ends a permanent one failed with its reason", async () => {
    const { admin, communication } = await campaign({ media: ["email"] });
    const customer = await admin.customer({ consent: ["email"] });
    await admin.scheduleAndActivate(communication.id);
    smtp.refuseRecipients("Greylisted, try again later", 451);
    try {
      await testApp.communications.deliverer.deliverDue();
      let [row] = await deliveriesOf(communication.id);
      expect(row).toMatchObject({ status: "pending", attempts: 1, failureCode: "SMTP_451" });
      expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      // Due again (as the back-off passes): a permanent refusal ends it.
      await testApp.db
        .update(userCommunications)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(userCommunications.communicationId, communication.id));
      smtp.refuseRecipients("No such mailbox", 550);
      await testApp.communications.deliverer.deliverDue();
      [row] = await deliveriesOf(communication.id);
      expect(row).toMatchObject({ status: "failed", attempts: 2, failureCode: "SMTP_550" });
      expect(row?.failureReason).toContain("No such mailbox");
    } finally {
      smtp.acceptAll();
    }
    const details = await admin.call(
      "GET",
      `/user-communication/search?communicationId=${communication.id}&status=failed`,
    );
    expect(details.json()).toMatchObject({
      total: 1,
      items: [{ userId: customer.id, failureCode: "SMTP_550", email: customer.email }],
    });
    // The address was refused and has not changed: resending would fail the same way.
    const resend = await admin.call("POST", `/user-communication/resend-failed/${communication.id}`);
    expect(resend.json()).toEqual({ resent: 0 });
  });

  it("does not email a customer who withdrew consent after the snapshot", async () => {
    const { admin, communication } = await campaign({ media: ["email"] });
    const customer = await admin.customer({ consent: ["email"] });
    await admin.scheduleAndActivate(communication.id);
    const { marketingConsents } = await import("../../consent/consent.table");
    await testApp.db
      .update(marketingConsents)
      .set({ granted: false })
      .where(
        and(
          eq(marketingConsents.userId, customer.id),
          eq(marketingConsents.organizationId, admin.organizationId),
        ),
      );
    await testApp.communications.deliverer.deliverDue();
    expect(smtp.messagesTo(customer.email)).toEqual([]);
    const [row] = await deliveriesOf(communication.id);
    expect(row).toMatchObject({ status: "failed", failureCode: "NO_CONSENT" });
  });
});

describe("the organization's send rate", () => {
  /**
   * The rate is counted per calendar minute: a test that began in a minute's last seconds could see
   * its minute end halfway. It waits for the next minute then (the clock, not the product, is slow).
   */
  async function awayFromMinuteEnd(): Promise<void> {
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
  }
  const nextMinute = () => Math.ceil(Date.now() / 60_000) * 60_000;
  const inAppOnly = () => {
    throw new Error("only in-app messages in this test");
  };

  it("sends at most its messages per minute and keeps the rest for the next minute, without using an attempt", async () => {
    const { admin, communication } = await campaign({ media: ["in_app"] });
    for (let index = 0; index < 5; index++) await admin.customer();
    await admin.scheduleAndActivate(communication.id);
    await awayFromMinuteEnd();
    const limited = deliverer({ ratePerMinute: 2, sendEmail: inAppOnly });
    const minuteAfter = nextMinute();
    expect(await limited.deliverDue()).toEqual({ sent: 2, failed: 0, retrying: 3 });
    const waiting = (await deliveriesOf(communication.id)).filter((row) => row.status === "pending");
    expect(waiting).toHaveLength(3);
    for (const row of waiting) {
      expect(row.attempts).toBe(0);
      // Due when the next minute starts (written a moment after it was reserved).
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(minuteAfter - 1000);
      expect(row.nextAttemptAt.getTime()).toBeLessThan(minuteAfter + 5000);
    }
  });

  it("is one count for every worker: two workers together send no more than the organization's minute", async () => {
    const { admin, communication } = await campaign({ media: ["in_app"] });
    for (let index = 0; index < 8; index++) await admin.customer();
    await admin.scheduleAndActivate(communication.id);
    await awayFromMinuteEnd();
    const workers = [1, 2].map(() => deliverer({ ratePerMinute: 3, batchSize: 4, sendEmail: inAppOnly }));
    const passes = await Promise.all(workers.map((worker) => worker.deliverDue()));
    expect(passes.reduce((sent, pass) => sent + pass.sent, 0)).toBe(3);
    const rows = await deliveriesOf(communication.id);
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(3);
    expect(rows.filter((row) => row.status === "pending")).toHaveLength(5);
  });
});

describe("the in-app inbox", () => {
  it("arrives live on the customer's stream, newest first, read once opened; nobody else can read it", async () => {
    await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    const baseUrl = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
    const { admin, communication } = await campaign({ media: ["in_app"] });
    const customer = await admin.customer({ firstName: "Mia" });
    const cookie = await loginAs(testApp, customer);
    const stream = await connectEventStream(baseUrl, cookie);
    try {
      expect((await stream.nextEvent())?.event).toBe("ready");
      await admin.scheduleAndActivate(communication.id);
      await testApp.communications.deliverer.deliverDue();
      const event = await stream.nextEvent(5000);
      expect(event?.event).toBe("message.received");
      const { id } = JSON.parse(event?.data ?? "{}");

      const asCustomer = (method: "GET" | "POST", url: string) =>
        testApp.app.inject({
          method,
          url: `/api${url}`,
          headers: { cookie, origin: "http://stampwise.test" },
        });
      const inbox = (await asCustomer("GET", "/user-communication/inbox")).json();
      expect(inbox).toEqual({
        unread: 1,
        messages: [
          {
            id,
            organizationId: admin.organizationId,
            organizationName: admin.organization.name,
            title: "News for Mia",
            body: "You have 0 points.",
            sentAt: expect.any(String),
            readAt: null,
          },
        ],
      });
      const stranger = await testApp.factories.user();
      const strangerCookie = await loginAs(testApp, stranger);
      const peek = await testApp.app.inject({
        method: "POST",
        url: `/api/user-communication/${id}/read`,
        headers: { cookie: strangerCookie, origin: "http://stampwise.test" },
      });
      expect(peek.statusCode).toBe(404);
      expect((await asCustomer("POST", `/user-communication/${id}/read`)).statusCode).toBe(204);
      expect((await asCustomer("GET", "/user-communication/inbox")).json().unread).toBe(0);
    } finally {
      stream.abort();
    }
  });
});
