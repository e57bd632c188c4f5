import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { POINTS_EXPIRY_JOB } from "../app";

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
    // Starting again (a second call in the same process) neither fails nor doubles the schedule.
    await testApp.jobs.start();
    expect(
      (await testApp.jobs.boss.getSchedules()).filter((s) => s.name === POINTS_EXPIRY_JOB.name),
    ).toHaveLength(1);
  });
});
