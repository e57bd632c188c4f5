import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpStandIn, startSmtpStandIn } from "../../../../test/smtp-stand-in";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { userCommunications } from "../communications.table";
import { communicationsAdmin, completeCommunication } from "../communications.test-helpers";

const RECIPIENTS = 300;
const apiDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/**
 * kill -9 of a worker in the middle of a campaign, then a new worker (a crash never loses
 * a delivery; only messages in flight at the kill may go twice). A real worker process on the same
 * PostgreSQL, sending to a local SMTP server that answers slowly enough to be caught mid-campaign.
 * PostgreSQL only: an embedded PGlite database belongs to one process, so a second process cannot
 * share it.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("a worker killed mid-campaign", () => {
  let smtp: SmtpStandIn;
  let testApp: TestApp;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    smtp = await startSmtpStandIn({ delayMs: 15 });
    testApp = await createTestApp({ MAIL_URL: smtp.url });
  });
  afterAll(async () => {
    for (const worker of workers) worker.kill("SIGKILL");
    await testApp.close();
    await smtp.close();
  });

  function startWorker(claimSeconds = 2): ChildProcess {
    const worker = spawn(process.execPath, ["--import", "tsx", "src/main.ts", "--role=worker"], {
      cwd: apiDirectory,
      env: {
        ...process.env,
        NODE_ENV: "test",
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        MAIL_URL: smtp.url,
        COMMUNICATIONS_CLAIM_SECONDS: String(claimSeconds),
        LOG_LEVEL: "error",
        SEED_DEMO: "false",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    workers.push(worker);
    return worker;
  }

  async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string) {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** An active email campaign to RECIPIENTS customers who said yes to email. */
  async function activeCampaign() {
    const admin = await communicationsAdmin(testApp);
    const { organizationId } = admin;
    const communication = await admin.createCommunication(
      completeCommunication(await admin.targetGroup(), { media: ["email"] }),
    );
    const mark = communication.id.slice(0, 8);
    await testApp.db.execute(sql`
      with people as (
        insert into users (email, first_name, last_name, role)
        select 'crash-' || ${mark} || '-' || n || '@example.com', 'Crash', 'Test ' || n, 'user'
        from generate_series(1, ${RECIPIENTS}) n
        returning id)
      , customers as (
        insert into organization_customers (organization_id, user_id) select ${organizationId}, id from people)
      insert into marketing_consents (organization_id, user_id, channel, granted, source)
      select ${organizationId}, id, 'email', true, 'customer_app' from people`);
    expect((await admin.scheduleAndActivate(communication.id)).recipients).toBe(RECIPIENTS);
    return communication;
  }

  const deliveriesOf = (communicationId: string) =>
    testApp.db
      .select({
        status: userCommunications.status,
        attempts: userCommunications.attempts,
        due: sql<boolean>`${userCommunications.nextAttemptAt} <= now()`,
      })
      .from(userCommunications)
      .where(eq(userCommunications.communicationId, communicationId));

  /** How many messages each recipient of the campaign got. */
  function receivedPerRecipient(mark: string): Map<string, number> {
    const received = new Map<string, number>();
    for (const message of smtp.messages) {
      for (const to of message.rcptTo) {
        if (to.startsWith(`crash-${mark}-`)) received.set(to, (received.get(to) ?? 0) + 1);
      }
    }
    return received;
  }

  it("delivers to every recipient after a restart, twice only for what was in flight", {
    timeout: 120_000,
  }, async () => {
    const communication = await activeCampaign();
    const mark = communication.id.slice(0, 8);

    await testApp.jobs.startSending();
    const first = startWorker();
    await testApp.communications.triggerDelivery();
    await until(async () => smtp.messages.length >= RECIPIENTS / 3, 60_000, "a third of the campaign");
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));

    // Claimed by the dead worker and not recorded: these, and only these, may go twice.
    const [{ inFlight } = { inFlight: 0 }] = await testApp.db
      .select({ inFlight: sql<number>`count(*)::int` })
      .from(userCommunications)
      .where(
        and(
          eq(userCommunications.communicationId, communication.id),
          eq(userCommunications.status, "pending"),
          gt(userCommunications.attempts, 0),
        ),
      );
    const receivedAtKill = smtp.messages.length;

    startWorker();
    await testApp.communications.triggerDelivery();
    const pending = async () =>
      (
        await testApp.db
          .select({ id: userCommunications.id })
          .from(userCommunications)
          .where(
            and(
              eq(userCommunications.communicationId, communication.id),
              eq(userCommunications.status, "pending"),
            ),
          )
      ).length;
    // The dead worker's claims lapse after 2 s; the deliver job's next trigger or cron takes them.
    await until(
      async () => {
        if ((await pending()) === 0) return true;
        await testApp.communications.triggerDelivery();
        return false;
      },
      90_000,
      "every delivery to be sent",
    );

    const received = receivedPerRecipient(mark);
    const duplicates = [...received.values()].reduce((sum, count) => sum + count - 1, 0);
    console.log(
      `worker crash: ${receivedAtKill} sent before the kill, ${inFlight} in flight, ${duplicates} sent twice, ${received.size}/${RECIPIENTS} reached`,
    );
    expect(received.size).toBe(RECIPIENTS);
    expect(duplicates).toBeLessThanOrEqual(inFlight);
    const rows = await testApp.db
      .select({ status: userCommunications.status })
      .from(userCommunications)
      .where(eq(userCommunications.communicationId, communication.id));
    expect(rows.every((row) => row.status === "sent")).toBe(true);
  });

  it("a worker stopped with SIGTERM mid-campaign finishes its sends and hands back the rest of its batch, due at once", {
    timeout: 120_000,
  }, async () => {
    // Only this test's workers: the ones before would claim this campaign too.
    for (const worker of workers.splice(0)) {
      if (worker.exitCode !== null || worker.signalCode !== null) continue;
      worker.kill("SIGKILL");
      await new Promise((resolve) => worker.once("exit", resolve));
    }
    const communication = await activeCampaign();
    const mark = communication.id.slice(0, 8);
    await testApp.jobs.startSending();
    // A claim that would hold ten minutes: what the stopped worker does not hand back waits that long.
    const stopped = startWorker(600);
    await testApp.communications.triggerDelivery();
    await until(
      async () => receivedPerRecipient(mark).size >= RECIPIENTS / 3,
      60_000,
      "a third of the campaign",
    );
    stopped.kill("SIGTERM");
    const exit = await new Promise<number | null>((resolve) => stopped.once("exit", (code) => resolve(code)));
    expect(exit).toBe(0);

    // Nothing left claimed: every delivery is sent, or pending, due now, its attempt given back.
    const afterStop = await deliveriesOf(communication.id);
    const unsent = afterStop.filter((row) => row.status === "pending");
    expect(unsent.length).toBeGreaterThan(0);
    expect(unsent.every((row) => row.due && row.attempts === 0)).toBe(true);
    // Every message the mail server took is marked sent, and no other.
    expect(afterStop.filter((row) => row.status === "sent").length).toBe(receivedPerRecipient(mark).size);

    // Another worker takes the rest at once (its own claims would hold ten minutes too).
    startWorker(600);
    await until(
      async () => {
        if ((await deliveriesOf(communication.id)).every((row) => row.status === "sent")) return true;
        await testApp.communications.triggerDelivery();
        return false;
      },
      90_000,
      "every delivery to be sent",
    );
    const received = receivedPerRecipient(mark);
    expect(received.size).toBe(RECIPIENTS);
    // A stop drops nothing and sends nothing twice.
    expect([...received.values()].every((count) => count === 1)).toBe(true);
  });
});
