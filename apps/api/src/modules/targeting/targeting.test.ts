import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { programInput } from "../loyalty-program/loyalty-program.test-helpers";
import { only, targetingAdmin } from "./targeting.test-helpers";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const DAY = 86_400_000;
/** YYYY-MM-DD of an instant in Stockholm (the organizations' default time zone). */
const stockholmDay = (at: Date) => at.toLocaleDateString("sv-SE", { timeZone: "Europe/Stockholm" });

describe("targeting: each condition at its boundaries", () => {
  it("stamp card: min and max are inclusive; another card's stamps do not count", async () => {
    const admin = await targetingAdmin(testApp);
    const tea = await admin.createCard({ name: "Tea card" });
    const two = await admin.customer({ firstName: "Two" });
    const three = await admin.customer({ firstName: "Three" });
    const five = await admin.customer({ firstName: "Five" });
    const teaOnly = await admin.customer({ firstName: "Tea" });
    await admin.stamp(two.id, 2);
    await admin.stamp(three.id, 3);
    await admin.stamp(five.id, 5);
    await admin.stamp(teaOnly.id, 4, tea.id);
    const card = (min?: number, max?: number) =>
      only({ kind: "stampCard", cardIds: [admin.coffee.id], minStamps: min, maxStamps: max });
    expect(await admin.matching(card(3))).toEqual(["Five", "Three"]);
    expect(await admin.matching(card(undefined, 3))).toEqual(["Three", "Two"]);
    expect(await admin.matching(card(3, 3))).toEqual(["Three"]);
    expect(await admin.matching(card())).toEqual(["Five", "Three", "Two"]);
    expect(
      await admin.matching(only({ kind: "stampCard", cardIds: [admin.coffee.id, tea.id], minStamps: 4 })),
    ).toEqual(["Five", "Tea"]);
  });

  it("stamp card with a from-date counts the stamps collected since that day's start", async () => {
    const admin = await targetingAdmin(testApp);
    const early = await admin.customer({ firstName: "Early" });
    const late = await admin.customer({ firstName: "Late" });
    await admin.stamp(early.id, 3);
    await admin.stamp(late.id, 3);
    await admin.postedAt(early.id, new Date("2026-03-09T22:59:00Z")); // 23:59 on 9 March in Stockholm
    await admin.postedAt(late.id, new Date("2026-03-09T23:00:00Z")); // 00:00 on 10 March
    const since = only({
      kind: "stampCard",
      cardIds: [admin.coffee.id],
      minStamps: 3,
      fromDate: "2026-03-10",
    });
    expect(await admin.matching(since)).toEqual(["Late"]);
  });

  it("activity: before, after, within and not within days; never posted matches only 'not within'", async () => {
    const admin = await targetingAdmin(testApp);
    const old = await admin.customer({ firstName: "Old" });
    const recent = await admin.customer({ firstName: "Recent" });
    await admin.customer({ firstName: "Never" });
    await admin.stamp(old.id, 1);
    await admin.stamp(recent.id, 1);
    const now = Date.now();
    await admin.postedAt(old.id, new Date(now - 30 * DAY - 60_000));
    await admin.postedAt(recent.id, new Date(now - 30 * DAY + 60_000));
    const lastVisit = (operator: string, value: Record<string, unknown>) =>
      only({ kind: "activity", event: "lastVisit", operator, ...value } as never);
    expect(await admin.matching(lastVisit("withinDays", { days: 30 }))).toEqual(["Recent"]);
    expect(await admin.matching(lastVisit("notWithinDays", { days: 30 }))).toEqual(["Never", "Old"]);
    const recentDay = stockholmDay(new Date(now - 30 * DAY + 60_000));
    expect(
      await admin.matching(
        only({ kind: "activity", event: "firstTransaction", operator: "after", date: recentDay }),
      ),
    ).toContain("Recent");
    expect(
      await admin.matching(
        only({
          kind: "activity",
          event: "firstTransaction",
          operator: "before",
          date: stockholmDay(new Date(now)),
        }),
      ),
    ).toEqual(["Old", "Recent"]);
  });

  it("loyalty level: the current level by qualifying points, with the next level's start excluded", async () => {
    const admin = await targetingAdmin(testApp);
    await admin.call("POST", "/loyalty-program", programInput());
    const bronze = (await admin.call("POST", "/loyalty-level", { name: "Bronze", requiredPoints: 0 })).json();
    const silver = (
      await admin.call("POST", "/loyalty-level", { name: "Silver", requiredPoints: 500 })
    ).json();
    const gold = (await admin.call("POST", "/loyalty-level", { name: "Gold", requiredPoints: 1000 })).json();
    const earn = async (userId: string, points: number) => {
      const response = await admin.call("POST", "/points-transaction/earn", {
        userId,
        points,
        idempotencyKey: `key-${userId}-${points}`,
      });
      if (response.statusCode !== 201) throw new Error(response.body);
    };
    const people = { Low: 499, Mid: 500, High: 999, Top: 1000 };
    for (const [name, points] of Object.entries(people)) {
      const person = await admin.customer({ firstName: name });
      await earn(person.id, points);
    }
    await admin.customer({ firstName: "None" });
    const level = (...ids: string[]) => only({ kind: "loyaltyLevel", levelIds: ids });
    expect(await admin.matching(level(silver.id))).toEqual(["High", "Mid"]);
    expect(await admin.matching(level(bronze.id))).toEqual(["Low", "None"]);
    expect(await admin.matching(level(gold.id, bronze.id))).toEqual(["Low", "None", "Top"]);
    const byName = (operator: string, value: string) =>
      only({ kind: "field", field: "loyaltyLevel", operator, value } as never);
    expect(await admin.matching(byName("equals", "silver"))).toEqual(["High", "Mid"]);
    expect(await admin.matching(byName("contains", "OL"))).toEqual(["Top"]);
    expect(await admin.matching(byName("greaterThan", "Bronze"))).toEqual(["High", "Mid", "Top"]);
    expect(await admin.matching(byName("lessThan", "Silver"))).toEqual(["Low", "None"]);

    // Spent lots still qualify, so qualifying points can pass what an integer holds: read from the
    // stored figure while it holds, and from the lots once it no longer does.
    const lots = JSON.stringify(
      [1, 2].map(() => ({
        id: randomUUID(),
        earnedAt: Date.now() - 1000,
        expiresAt: Date.now() + 86_400_000,
        amount: 2_000_000_000,
        remaining: 0,
      })),
    );
    for (const [name, stored, until] of [
      ["Huge", 4_000_000_000, new Date(Date.now() + 86_400_000)],
      ["Stale", 0, new Date(Date.now() - 1000)],
    ] as const) {
      const person = await admin.customer({ firstName: name });
      await earn(person.id, 1);
      await testApp.db.execute(sql`update card_instances set points_lots = ${lots}::jsonb,
        points_qualifying = ${stored}, points_qualifying_until = ${until.toISOString()}::timestamptz
        where user_id = ${person.id} and points_lots <> '[]'::jsonb`);
    }
    expect(await admin.matching(level(gold.id))).toEqual(["Huge", "Stale", "Top"]);
  });

  it("legacy fields: age, stamps, total spent, days since the last visit", async () => {
    const admin = await targetingAdmin(testApp);
    const young = await admin.customer({ firstName: "Young" });
    const older = await admin.customer({ firstName: "Older" });
    await admin.customer({ firstName: "Unknown" });
    const today = stockholmDay(new Date());
    const [year, month, day] = today.split("-").map(Number) as [number, number, number];
    const birthday = (yearsAgo: number, daysLater: number) =>
      new Date(Date.UTC(year - yearsAgo, month - 1, day + daysLater)).toISOString().slice(0, 10);
    // Young turns 30 tomorrow; Older turned 30 today.
    await testApp.db.execute(sql`update users set birth_date = ${birthday(30, 1)} where id = ${young.id}`);
    await testApp.db.execute(sql`update users set birth_date = ${birthday(30, 0)} where id = ${older.id}`);
    const field = (name: string, operator: string, value: number) =>
      only({ kind: "field", field: name, operator, value } as never);
    expect(await admin.matching(field("age", "equals", 30))).toEqual(["Older"]);
    expect(await admin.matching(field("age", "lessThan", 30))).toEqual(["Young"]);
    expect(await admin.matching(field("age", "greaterThan", 28))).toEqual(["Older", "Young"]);

    await admin.stamp(young.id, 4);
    const tea = await admin.createCard({ name: "Tea card" });
    await admin.stamp(young.id, 2, tea.id);
    await admin.stamp(older.id, 5);
    expect(await admin.matching(field("stamps", "equals", 6))).toEqual(["Young"]);
    expect(await admin.matching(field("stamps", "greaterThan", 5))).toEqual(["Young"]);
    expect(await admin.matching(field("stamps", "lessThan", 5))).toEqual(["Unknown"]);

    await admin.postedAt(older.id, new Date(Date.now() - 3 * DAY - 60_000));
    expect(await admin.matching(field("lastVisit", "equals", 3))).toEqual(["Older"]);
    expect(await admin.matching(field("lastVisit", "greaterThan", 2))).toEqual(["Older"]);
    expect(await admin.matching(field("lastVisit", "greaterThan", 3))).toEqual([]);
    expect(await admin.matching(field("lastVisit", "lessThan", 1))).toEqual(["Young"]);
  });

  it("an effective date: not in force before that day (everyone), in force from it", async () => {
    const admin = await targetingAdmin(testApp);
    const stamped = await admin.customer({ firstName: "Stamped" });
    await admin.customer({ firstName: "Plain" });
    await admin.stamp(stamped.id, 3);
    const rule = (effectiveDate: string) =>
      only({ kind: "stampCard", cardIds: [admin.coffee.id], minStamps: 3 }, effectiveDate);
    expect(await admin.matching(rule(stockholmDay(new Date(Date.now() + 2 * DAY))))).toEqual([
      "Plain",
      "Stamped",
    ]);
    expect(await admin.matching(rule(stockholmDay(new Date())))).toEqual(["Stamped"]);
  });

  it("groups: all, any, several groups that must each hold, and no rules selects everyone", async () => {
    const admin = await targetingAdmin(testApp);
    const a = await admin.customer({ firstName: "A" });
    const b = await admin.customer({ firstName: "B" });
    await admin.customer({ firstName: "C" });
    await admin.stamp(a.id, 5);
    await admin.stamp(b.id, 1);
    const atLeast = (n: number) => ({ kind: "stampCard" as const, cardIds: [admin.coffee.id], minStamps: n });
    const atMost = (n: number) => ({ kind: "stampCard" as const, cardIds: [admin.coffee.id], maxStamps: n });
    expect(await admin.matching({ groups: [] })).toEqual(["A", "B", "C"]);
    expect(await admin.matching({ groups: [{ match: "all", conditions: [atLeast(1), atMost(2)] }] })).toEqual(
      ["B"],
    );
    expect(await admin.matching({ groups: [{ match: "any", conditions: [atLeast(5), atMost(1)] }] })).toEqual(
      ["A", "B"],
    );
    expect(
      await admin.matching({
        groups: [
          { match: "any", conditions: [atLeast(5), atMost(1)] },
          { match: "all", conditions: [atLeast(2)] },
        ],
      }),
    ).toEqual(["A"]);
  });
});

describe("target groups: routes", () => {
  it("creates, reads, lists and changes a group; previews count, total and five names", async () => {
    const admin = await targetingAdmin(testApp);
    for (const name of ["Ann", "Bo", "Cy", "Di", "Ed", "Fi"]) await admin.customer({ firstName: name });
    const created = await admin.call("POST", "/target-group", { name: "Everyone" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: "Everyone", rules: { groups: [] } });
    const { id } = created.json();
    const rules = only({ kind: "stampCard", cardIds: [admin.coffee.id], minStamps: 1 });
    const changed = await admin.call("PATCH", `/target-group/${id}`, { rules });
    expect(changed.json().rules).toEqual(rules);
    expect((await admin.call("GET", `/target-group/${id}`)).json().rules).toEqual(rules);
    expect(
      (await admin.call("GET", "/target-group")).json().map((group: { id: string }) => group.id),
    ).toContain(id);
    const preview = (await admin.call("POST", "/target-group/preview", { rules: { groups: [] } })).json();
    expect(preview.count).toBe(6);
    expect(preview.totalCustomers).toBe(6);
    expect(preview.sample).toHaveLength(5);
  });

  it("refuses another organization's group (404), cards and levels (400), and bad rules", async () => {
    const mine = await targetingAdmin(testApp);
    const theirs = await targetingAdmin(testApp);
    const theirGroup = (await theirs.call("POST", "/target-group", {})).json();
    expect((await mine.call("GET", `/target-group/${theirGroup.id}`)).statusCode).toBe(404);
    expect((await mine.call("PATCH", `/target-group/${theirGroup.id}`, { name: "Mine" })).statusCode).toBe(
      404,
    );
    const borrowed = await mine.call("POST", "/target-group/preview", {
      rules: only({ kind: "stampCard", cardIds: [theirs.coffee.id], minStamps: 1 }),
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().error.issues[0].path).toBe("rules.groups.0.conditions.0.cardIds");
    const bad = [
      { rules: { groups: [{ match: "some", conditions: [] }] } },
      { rules: { groups: [{ match: "all", conditions: [] }] } },
      { rules: only({ kind: "stampCard", cardIds: [mine.coffee.id], minStamps: 5, maxStamps: 2 }) },
      { rules: only({ kind: "telepathy" } as never) },
      { rules: only({ kind: "activity", event: "lastVisit", operator: "before" } as never) },
      { rules: only({ kind: "field", field: "stamps", operator: "contains", value: 3 } as never) },
      {
        rules: only({
          kind: "activity",
          event: "lastVisit",
          operator: "before",
          date: "2026-02-30",
        } as never),
      },
      { name: "a\u0000b" },
    ];
    for (const body of bad) {
      const response = await mine.call("POST", "/target-group", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await mine.call("PATCH", `/target-group/${theirGroup.id}`, {})).statusCode).toBe(400);
    const huge = await mine.call("POST", "/target-group", { name: "x".repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
  });

  it("keeps the rules of a scheduled or sending communication as they are (409), while its name may change", async () => {
    const admin = await targetingAdmin(testApp);
    const group = (await admin.call("POST", "/target-group", { name: "Regulars" })).json();
    const communication = await admin.createCommunication({
      title: "News",
      deliveryType: "continuous",
      targetGroupId: group.id,
      media: ["in_app"],
      inApp: { title: "Hi", body: "News" },
    });
    await admin.scheduleAndActivate(communication.id);
    const rules = only({ kind: "stampCard", cardIds: [admin.coffee.id], minStamps: 1 });
    const refused = await admin.call("PATCH", `/target-group/${group.id}`, { rules });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe("COMMUNICATION_READ_ONLY");
    expect(
      (await admin.call("PATCH", `/target-group/${group.id}`, { name: "Our regulars" })).statusCode,
    ).toBe(200);
    await admin.call("PATCH", `/communication/${communication.id}`, { status: "inactive" });
    expect((await admin.call("PATCH", `/target-group/${group.id}`, { rules })).statusCode).toBe(200);
  });

  it("answers 429 after 120 previews in a minute from one admin", async () => {
    const admin = await targetingAdmin(testApp);
    const statuses = [];
    for (let request = 0; request < 121; request++) {
      statuses.push(
        (await admin.call("POST", "/target-group/preview", { rules: { groups: [] } })).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(120);
    expect(statuses.at(-1)).toBe(429);
  });

  it("previews 0 of 0 for an organization without customers", async () => {
    const admin = await targetingAdmin(testApp);
    const preview = await admin.call("POST", "/target-group/preview", { rules: { groups: [] } });
    expect(preview.json()).toEqual({ count: 0, totalCustomers: 0, sample: [] });
  });
});
