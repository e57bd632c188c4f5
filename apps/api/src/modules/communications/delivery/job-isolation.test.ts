import { COMMUNICATION_JOB_ATTEMPTS, type TargetRules } from "@stampwise/contract";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { postManualStamps } from "../../stamp-cards/stamp-cards.test-helpers";
import { communications, userCommunications } from "../communications.table";
import { communicationsAdmin, completeCommunication } from "../communications.test-helpers";
import { createCommunicationsEngine } from "./engine";

let testApp: TestApp;
/** Every communication the tests make: removed at the end, so no other file's job run meets them. */
const made: string[] = [];
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  if (made.length > 0) await testApp.db.delete(communications).where(inArray(communications.id, made));
  await testApp.close();
});

/**
 * A rule saved before the contract bounded its value: a billion days since the last visit is
 * "now − a billion days" in SQL, past the first instant PostgreSQL can hold, so evaluating it
 * fails with "timestamp out of range". Written to the table directly, as an old row would be.
 */
const OUT_OF_RANGE_RULES: TargetRules = {
  groups: [
    {
      match: "all",
      conditions: [{ kind: "field", field: "lastVisit", operator: "greaterThan", value: 999_999_999 }],
    },
  ],
};

/** One engine for the test, as a worker runs it: the jobs' work called directly. */
const engine = () =>
  createCommunicationsEngine({
    db: testApp.db,
    triggerDelivery: async () => {},
    events: testApp.events,
    log: testApp.app.log,
  });

/** An organization with a customer who visited, and a communication over `rules`, scheduled and due. */
async function dueCommunication(rules: TargetRules, deliveryType: "instant" | "continuous" = "instant") {
  const admin = await communicationsAdmin(testApp);
  const card = await admin.createCard();
  const customer = await admin.customer();
  await postManualStamps(admin, { userId: customer.id, cardId: card.id, delta: 1 });
  const communication = await admin.createCommunication(
    completeCommunication(await admin.targetGroup(rules), { deliveryType, media: ["in_app"] }),
  );
  made.push(communication.id);
  const scheduledFor = new Date(Date.now() + 60_000).toISOString();
  const response = await admin.call("PATCH", `/communication/${communication.id}`, {
    status: "scheduled",
    scheduledFor,
  });
  if (response.statusCode !== 200) throw new Error(`not scheduled: ${response.body}`);
  await testApp.db.execute(
    sql`update communications set scheduled_for = now() - interval '1 second' where id = ${communication.id}`,
  );
  return { admin, customer, id: communication.id as string };
}

const deliveriesOf = (id: string) =>
  testApp.db.select().from(userCommunications).where(eq(userCommunications.communicationId, id));

async function statusOf(ids: string[]) {
  const rows = await testApp.db
    .select({ id: communications.id, status: communications.status, jobFailures: communications.jobFailures })
    .from(communications)
    .where(inArray(communications.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}

describe("a job's work fails per communication, never for every organization", () => {
  it("activation: a bad rule next to another organization's good campaign, both due in one run — the good one activates, the bad one is retried and then failed with its reason", async () => {
    const bad = await dueCommunication(OUT_OF_RANGE_RULES);
    const good = await dueCommunication({ groups: [] });

    const first = await engine().activateDue();
    expect(first.failed).toBeGreaterThanOrEqual(1);
    let rows = await statusOf([bad.id, good.id]);
    expect(rows[good.id]?.status).toBe("active");
    expect(await deliveriesOf(good.id)).toHaveLength(1);
    // Rolled back and counted, still scheduled: the next run tries it again.
    expect(rows[bad.id]).toMatchObject({ status: "scheduled", jobFailures: 1 });
    expect(await deliveriesOf(bad.id)).toEqual([]);

    for (let run = 1; run < COMMUNICATION_JOB_ATTEMPTS; run += 1) await engine().activateDue();
    rows = await statusOf([bad.id, good.id]);
    expect(rows[bad.id]).toMatchObject({ status: "failed", jobFailures: COMMUNICATION_JOB_ATTEMPTS });

    // Its owner sees it failed and why, in the communication and in the list.
    const shown = await bad.admin.call("GET", `/communication/${bad.id}`);
    expect(shown.json()).toMatchObject({ status: "failed", failure: { code: "rulesOutOfRange" } });
    const list = await bad.admin.call("GET", "/communication?status=failed");
    expect(list.json().map((item: { id: string; failure: unknown }) => [item.id, item.failure])).toEqual([
      [bad.id, expect.objectContaining({ code: "rulesOutOfRange" })],
    ]);
    // Failed, it is no longer retried: a further run leaves it as it is.
    await engine().activateDue();
    expect((await statusOf([bad.id]))[bad.id]?.jobFailures).toBe(COMMUNICATION_JOB_ATTEMPTS);
    // The first test of the file also builds the app's first statements: slow on a loaded machine.
  }, 60_000);

  it("sweep: a reactivated continuous campaign whose rule fails is retried and failed, while another organization's sweep goes on", async () => {
    const bad = await dueCommunication({ groups: [] }, "continuous");
    const good = await dueCommunication({ groups: [] }, "continuous");
    await engine().activateDue();
    // The bad one is paused, its rule replaced by an out-of-range one (as stored before the bound),
    // and reactivated; the good one gains a customer that only the sweep will find.
    expect(
      (await bad.admin.call("PATCH", `/communication/${bad.id}`, { status: "inactive" })).statusCode,
    ).toBe(200);
    await testApp.db.execute(
      sql`update target_groups set rules = ${JSON.stringify(OUT_OF_RANGE_RULES)}::jsonb
        where id = (select target_group_id from communications where id = ${bad.id})`,
    );
    expect((await bad.admin.call("PATCH", `/communication/${bad.id}`, { status: "active" })).statusCode).toBe(
      200,
    );
    await good.admin.customer();

    const first = await engine().sweep();
    expect(first.failed).toBeGreaterThanOrEqual(1);
    expect(await deliveriesOf(good.id)).toHaveLength(2);
    expect((await statusOf([bad.id]))[bad.id]).toMatchObject({ status: "active", jobFailures: 1 });

    for (let run = 1; run < COMMUNICATION_JOB_ATTEMPTS; run += 1) await engine().sweep();
    expect((await statusOf([bad.id, good.id]))[good.id]?.status).toBe("active");
    const shown = await bad.admin.call("GET", `/communication/${bad.id}`);
    expect(shown.json()).toMatchObject({ status: "failed", failure: { code: "rulesOutOfRange" } });
  });

  it("a sweep that succeeds again ends the count, so passing failures never add up to failed", async () => {
    const flaky = await dueCommunication({ groups: [] }, "continuous");
    await engine().activateDue();
    await testApp.db.execute(sql`update communications set job_failures = ${COMMUNICATION_JOB_ATTEMPTS - 1}
      where id = ${flaky.id}`);
    await engine().sweep();
    expect((await statusOf([flaky.id]))[flaky.id]).toMatchObject({ status: "active", jobFailures: 0 });
  });

  it("continuous matching: one communication's failing rule leaves the organization's others matching", async () => {
    const bad = await dueCommunication({ groups: [] }, "continuous");
    const good = await bad.admin.createCommunication(
      completeCommunication(await bad.admin.targetGroup({ groups: [] }), {
        deliveryType: "continuous",
        media: ["in_app"],
      }),
    );
    made.push(good.id);
    await bad.admin.call("PATCH", `/communication/${good.id}`, {
      status: "scheduled",
      scheduledFor: new Date(Date.now() + 60_000).toISOString(),
    });
    await testApp.db.execute(
      sql`update communications set scheduled_for = now() - interval '1 second' where id = ${good.id}`,
    );
    await engine().activateDue();
    await testApp.db.execute(
      sql`update target_groups set rules = ${JSON.stringify(OUT_OF_RANGE_RULES)}::jsonb
        where id = (select target_group_id from communications where id = ${bad.id})`,
    );
    const newcomer = await bad.admin.customer();
    expect(await engine().matchCustomers(bad.admin.organizationId, [newcomer.id])).toBe(1);
    expect((await deliveriesOf(good.id)).map((row) => row.userId)).toContain(newcomer.id);
  });

  it("a failed communication scheduled again starts afresh: its failure and count are cleared", async () => {
    const bad = await dueCommunication(OUT_OF_RANGE_RULES);
    for (let run = 0; run < COMMUNICATION_JOB_ATTEMPTS; run += 1) await engine().activateDue();
    const [row] = await testApp.db
      .select({ targetGroupId: communications.targetGroupId })
      .from(communications)
      .where(eq(communications.id, bad.id));
    // The owner fixes the rule through the API (bounded now) and schedules it again.
    const fixed = await bad.admin.call("PATCH", `/target-group/${row?.targetGroupId}`, {
      rules: {
        groups: [
          {
            match: "all",
            conditions: [{ kind: "field", field: "lastVisit", operator: "greaterThan", value: 30 }],
          },
        ],
      },
    });
    expect(fixed.statusCode).toBe(200);
    const again = await bad.admin.call("PATCH", `/communication/${bad.id}`, {
      status: "scheduled",
      scheduledFor: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: "scheduled", failure: null });
    expect((await statusOf([bad.id]))[bad.id]?.jobFailures).toBe(0);
  });
});
