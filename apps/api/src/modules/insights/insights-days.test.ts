import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { queryRows } from "../../db/prepared";
import { insightsAdmin } from "./insights.test-helpers";

/**
 * The roll-ups insights read (decision 023) are kept by triggers as postings and rewards are
 * written. Each test writes through the ledger's posting path and holds what the triggers kept
 * against `insights_rebuild`, which recounts the same figures from the ledger and the rewards.
 */
describe("the insights' day roll-ups follow the ledger", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  /** Everything the roll-ups hold for an organization, the writing slots summed. */
  async function rollUps(organizationId: string) {
    const ledger = await queryRows(
      testApp.db,
      sql`select day::text, card_id, kind, source, actor_user_id, sum(gained)::int as gained,
          sum(lost)::int as lost, sum(postings)::int as postings
        from ledger_days where organization_id = ${organizationId}
        group by 1, 2, 3, 4, 5 having sum(postings) <> 0 order by 1, 2, 3, 4, 5`,
    );
    const rewards = await queryRows(
      testApp.db,
      sql`select day::text, card_id, sum(issued)::int as issued, sum(completed)::int as completed,
          sum(redeemed)::int as redeemed
        from reward_days where organization_id = ${organizationId}
        group by 1, 2 having sum(issued) <> 0 or sum(completed) <> 0 or sum(redeemed) <> 0 order by 1, 2`,
    );
    const visits = await queryRows(
      testApp.db,
      sql`select user_id, first_day::text, visit_days_from::text, visit_days::text, visit_months::text
        from customer_visits where organization_id = ${organizationId} order by user_id`,
    );
    const stamped = await queryRows(
      testApp.db,
      sql`select card_id, user_id, stamp_days_from::text, stamp_days::text from card_stamp_days
        where organization_id = ${organizationId} order by card_id, user_id`,
    );
    return { ledger, rewards, visits, stamped };
  }

  async function rebuilt(organizationId: string) {
    await testApp.db.execute(sql`select insights_rebuild(${organizationId})`);
    return rollUps(organizationId);
  }

  it("keeps sums per day, visit days and stamp days equal to a recount, out of order and racing", async () => {
    const admin = await insightsAdmin(testApp);
    const [anna, bo] = await Promise.all([admin.customer("Anna"), admin.customer("Bo")]);
    // Later days first: a posting back-dated before a customer's first day widens their set.
    await admin.post(anna.id, "2026-03-10T09:00:00Z", 1);
    await admin.post(anna.id, "2026-01-31T23:30:00Z", 1, { source: "identity-scan" });
    const full = await admin.post(anna.id, "2026-02-20T09:00:00Z", 1);
    await admin.post(anna.id, "2026-02-20T15:00:00Z", 2, { source: "qr" });
    await admin.post(bo.id, "2026-02-01T08:00:00Z", 200, { kind: "points" });
    await admin.post(bo.id, "2026-02-03T08:00:00Z", -50, { kind: "points" });
    await admin.post(bo.id, "2026-02-04T08:00:00Z", -30, { kind: "points", source: "expiry" });
    // Twelve postings at once: on PostgreSQL they come from several connections (several slots).
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        admin.post(index % 2 ? anna.id : bo.id, `2026-04-0${1 + (index % 5)}T10:00:00Z`, 1),
      ),
    );
    const [reward] = full.rewardsIssued;
    if (!reward) throw new Error("the full card issued no reward");
    await admin.redeem(reward.id, "2026-03-01T12:00:00Z");

    const kept = await rollUps(admin.organizationId);
    expect(kept.ledger.length).toBeGreaterThan(5);
    expect(kept.rewards.length).toBeGreaterThan(0);
    expect(kept.visits).toHaveLength(2);
    // Anna's visits: 1 Feb (23:30 UTC on 31 Jan is February in Stockholm) to 5 April.
    expect(kept.visits.find((row) => row.user_id === anna.id)).toMatchObject({
      visit_days_from: "2026-02-01",
    });
    expect(await rebuilt(admin.organizationId)).toEqual(kept);
  });

  it("moves a redeemed reward's count to the day it was handed over, and back when undone", async () => {
    const admin = await insightsAdmin(testApp);
    const anna = await admin.customer("Anna");
    await admin.post(anna.id, "2026-05-01T09:00:00Z", 1);
    const full = await admin.post(anna.id, "2026-05-02T09:00:00Z", 2);
    const [reward] = full.rewardsIssued;
    if (!reward) throw new Error("the full card issued no reward");
    await admin.redeem(reward.id, "2026-05-09T12:00:00Z");
    await admin.redeem(reward.id, "2026-05-10T12:00:00Z");
    const kept = await rollUps(admin.organizationId);
    expect(kept.rewards).toEqual([
      { day: "2026-05-02", card_id: admin.coffee.id, issued: 1, completed: 1, redeemed: 0 },
      { day: "2026-05-10", card_id: admin.coffee.id, issued: 0, completed: 0, redeemed: 1 },
    ]);
    expect(await rebuilt(admin.organizationId)).toEqual(kept);
  });

  it("counts the days again in the organization's new time zone when it changes", async () => {
    const admin = await insightsAdmin(testApp);
    const anna = await admin.customer("Anna");
    // February in Stockholm, still 31 January in UTC.
    await admin.post(anna.id, "2026-01-31T23:30:00Z", 1);
    const months = async () => {
      const answer = await admin.insights({ from: "2026-01-01", to: "2026-02-28", sections: ["analytics"] });
      return answer.analytics?.months.map((month) => [month.month, month.stampsGiven, month.activeCustomers]);
    };
    expect(await months()).toEqual([
      ["2026-01", 0, 0],
      ["2026-02", 1, 1],
    ]);
    await testApp.db.execute(
      sql`update organizations set time_zone = 'UTC' where id = ${admin.organizationId}`,
    );
    expect(await months()).toEqual([
      ["2026-01", 1, 1],
      ["2026-02", 0, 0],
    ]);
    const kept = await rollUps(admin.organizationId);
    expect(kept.visits[0]).toMatchObject({ visit_days_from: "2026-01-31", visit_days: "1" });
    expect(await rebuilt(admin.organizationId)).toEqual(kept);
  });

  it("counts a month the range takes only part of by its days in the range, not the whole month", async () => {
    const admin = await insightsAdmin(testApp);
    const anna = await admin.customer("Anna");
    await admin.post(anna.id, "2026-02-03T09:00:00Z", 1);
    await admin.post(anna.id, "2026-02-20T09:00:00Z", 1);
    const active = async (from: string, to: string) => {
      const answer = await admin.insights({ from, to, sections: ["analytics"] });
      return answer.analytics?.months.map((month) => [month.month, month.activeCustomers]);
    };
    expect(await active("2026-02-10", "2026-03-05")).toEqual([
      ["2026-02", 1],
      ["2026-03", 0],
    ]);
    expect(await active("2026-02-21", "2026-03-05")).toEqual([
      ["2026-02", 0],
      ["2026-03", 0],
    ]);
    expect(await active("2026-01-15", "2026-02-03")).toEqual([
      ["2026-01", 0],
      ["2026-02", 1],
    ]);
  });

  it("keeps each month in its place for a range that begins before the month sets do (2000)", async () => {
    const admin = await insightsAdmin(testApp);
    const anna = await admin.customer("Anna");
    await admin.post(anna.id, "2000-01-15T09:00:00Z", 1);
    const answer = await admin.insights({ from: "1999-11-01", to: "2000-02-29", sections: ["analytics"] });
    expect(answer.analytics?.months.map((month) => [month.month, month.activeCustomers])).toEqual([
      ["1999-11", 0],
      ["1999-12", 0],
      ["2000-01", 1],
      ["2000-02", 0],
    ]);
  });
});
