import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { MAIL_OUTBOX_JOB, POINTS_EXPIRY_JOB } from "../app";
import { queryRows } from "../db/prepared";
import { COMMUNICATION_JOBS } from "../modules/communications/communications.setup";
import { communications, userCommunications } from "../modules/communications/communications.table";
import {
  communicationsAdmin,
  completeCommunication,
} from "../modules/communications/communications.test-helpers";
import { createJobs } from "./jobs";

describe("scheduled jobs", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("registers the points expiry every 10 minutes on the app's own database, and stops with the app", async () => {
    await testApp.jobs.start();
    const schedules = await testApp.jobs.boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: POINTS_EXPIRY_JOB.name, cron: "*/10 * * * *", timezone: "UTC" }),
    );
    // The mail outbox's retries run on the same queue runner.
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: MAIL_OUTBOX_JOB.name, cron: "* * * * *" }),
    );
    // Starting again (a second call in the same process) neither fails nor doubles the schedule.
    await testApp.jobs.start();
    expect(
      (await testApp.jobs.boss.getSchedules()).filter((s) => s.name === POINTS_EXPIRY_JOB.name),
    ).toHaveLength(1);
  });

  it("waits on stopping for a run that outlasts pg-boss's wait, so the run never finds the database closed", async () => {
    let running = false;
    let finished = false;
    const jobs = createJobs({
      database: testApp.database,
      log: testApp.app.log,
      // pg-boss waits at least a second, however short the timeout asked.
      stopTimeoutMs: 1000,
      jobs: [
        {
          name: "slow-test-job",
          cron: "0 0 1 1 *",
          triggered: true,
          async run() {
            running = true;
            await new Promise((resolve) => setTimeout(resolve, 3000));
            // What a run does last: records its work in the database.
            await queryRows(testApp.db, sql`select 1 as done`);
            finished = true;
          },
        },
      ],
    });
    await jobs.start();
    await jobs.trigger("slow-test-job");
    await expect.poll(() => running, { timeout: 10_000 }).toBe(true);
    await jobs.stop();
    // pg-boss gave up waiting after a second; stopping returned only once the run was done.
    expect(finished).toBe(true);
  });

  it("schedules the communications' jobs, and a trigger makes a worker send pending deliveries at once", async () => {
    await testApp.jobs.start();
    const names = (await testApp.jobs.boss.getSchedules()).map((schedule) => schedule.name);
    expect(names).toEqual(expect.arrayContaining(Object.values(COMMUNICATION_JOBS).map((job) => job.name)));

    const admin = await communicationsAdmin(testApp);
    const communication = await admin.createCommunication(
      completeCommunication(await admin.targetGroup(), { media: ["in_app"] }),
    );
    await admin.customer();
    await admin.scheduleAndActivate(communication.id);
    await testApp.communications.triggerDelivery();
    const sent = async () =>
      (
        await testApp.db
          .select()
          .from(userCommunications)
          .where(eq(userCommunications.communicationId, communication.id))
      ).every((row) => row.status === "sent");
    const deadline = Date.now() + 10_000;
    while (!(await sent()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await sent()).toBe(true);
  });

  it("asks for the activation job at a scheduled communication's time, which activates it then", async () => {
    await testApp.jobs.start();
    const admin = await communicationsAdmin(testApp);
    const communication = await admin.createCommunication(
      completeCommunication(await admin.targetGroup(), { media: ["in_app"] }),
    );
    const scheduledFor = new Date(Date.now() + 1_500);
    const response = await admin.call("PATCH", `/communication/${communication.id}`, {
      status: "scheduled",
      scheduledFor: scheduledFor.toISOString(),
    });
    expect(response.statusCode).toBe(200);
    // Scheduling asked for a run of the activation job at that very time.
    const [asked] = await queryRows<{ at: Date | string }>(
      testApp.db,
      sql`select start_after as at from pgboss.job where name = ${COMMUNICATION_JOBS.activate.name}
        and start_after > now() order by created_on desc limit 1`,
    );
    expect(asked && new Date(asked.at).getTime()).toBe(scheduledFor.getTime());
    const status = async () =>
      (await testApp.db.select().from(communications).where(eq(communications.id, communication.id)))[0]
        ?.status;
    // A worker polls the queue every few seconds.
    const deadline = scheduledFor.getTime() + 10_000;
    while ((await status()) !== "active" && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await status()).toBe("active");
  });
});
