import {
  COMMUNICATION_VALIDATION_MESSAGES as M,
  TARGET_AGE_MAX,
  TARGET_DAYS_MAX,
  type TargetCondition,
} from "@stampwise/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { completeCommunication } from "../communications/communications.test-helpers";
import { only, targetingAdmin } from "./targeting.test-helpers";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const VALUE = "rules.groups.0.conditions.0.value";

/** Values a rule may hold at the edge of what it accepts, and just past it (with the field message). */
const lastVisit = (value: number): TargetCondition => ({
  kind: "field",
  field: "lastVisit",
  operator: "greaterThan",
  value,
});
const age = (value: number): TargetCondition => ({
  kind: "field",
  field: "age",
  operator: "lessThan",
  value,
});
const after = (date: string): TargetCondition => ({
  kind: "activity",
  event: "lastVisit",
  operator: "after",
  date,
});

describe("targeting values are bounded by what the database can compute with", () => {
  it("the preview refuses past-the-edge values with a 400 and a field message, and counts at the edge", async () => {
    const admin = await targetingAdmin(testApp);
    const visitor = await admin.customer({ firstName: "Visitor" });
    await admin.stamp(visitor.id, 1);
    const preview = (condition: TargetCondition, effectiveDate?: string) =>
      admin.call("POST", "/target-group/preview", { rules: only(condition, effectiveDate) });

    const refusals: [TargetCondition, string | undefined, string, string][] = [
      // "now − a billion days" was past PostgreSQL's first instant: a 500 for every preview of it.
      [lastVisit(999_999_999), undefined, VALUE, M.targetDaysRange],
      [lastVisit(TARGET_DAYS_MAX + 1), undefined, VALUE, M.targetDaysRange],
      [age(TARGET_AGE_MAX + 1), undefined, VALUE, M.targetAgeRange],
      [after("9999-12-31"), undefined, "rules.groups.0.conditions.0.date", M.targetDateOutOfRange],
      [after("0001-01-01"), undefined, "rules.groups.0.conditions.0.date", M.targetDateOutOfRange],
      [
        after("2026-01-01"),
        "3000-01-01",
        "rules.groups.0.conditions.0.effectiveDate",
        M.targetDateOutOfRange,
      ],
      [
        { kind: "stampCard", cardIds: [admin.coffee.id], minStamps: 1, fromDate: "1899-12-31" },
        undefined,
        "rules.groups.0.conditions.0.fromDate",
        M.targetDateOutOfRange,
      ],
    ];
    for (const [condition, effectiveDate, path, message] of refusals) {
      const response = await preview(condition, effectiveDate);
      expect(response.statusCode, JSON.stringify(condition)).toBe(400);
      expect(response.json().error.issues).toContainEqual(expect.objectContaining({ path, message }));
    }

    const accepted: [TargetCondition, string | undefined][] = [
      [lastVisit(TARGET_DAYS_MAX), undefined],
      [lastVisit(0), undefined],
      [age(TARGET_AGE_MAX), undefined],
      [after("2999-12-31"), "2999-12-31"],
      [after("1900-01-01"), "1900-01-01"],
      [{ kind: "stampCard", cardIds: [admin.coffee.id], minStamps: 1, fromDate: "1900-01-01" }, undefined],
      [
        { kind: "activity", event: "firstTransaction", operator: "notWithinDays", days: TARGET_DAYS_MAX },
        undefined,
      ],
    ];
    for (const [condition, effectiveDate] of accepted) {
      const response = await preview(condition, effectiveDate);
      expect(response.statusCode, `${JSON.stringify(condition)} ${response.body}`).toBe(200);
    }
    // The visitor came today: one day since the last visit is not more than 3,650.
    expect(await admin.matching(only(lastVisit(TARGET_DAYS_MAX)))).toEqual([]);
    expect(await admin.matching(only(after("1900-01-01")))).toEqual(["Visitor"]);
    // Fourteen previews, and the file's first requests: slow on a loaded machine.
  }, 60_000);

  it("a target group with such a rule is refused when saved, so no job meets it later", async () => {
    const admin = await targetingAdmin(testApp);
    const created = await admin.call("POST", "/target-group", { rules: only(lastVisit(999_999_999)) });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.issues).toContainEqual(
      expect.objectContaining({ path: VALUE, message: M.targetDaysRange }),
    );
    const group = await admin.call("POST", "/target-group", { rules: only(lastVisit(30)) });
    expect(group.statusCode).toBe(201);
    const changed = await admin.call("PATCH", `/target-group/${group.json().id}`, {
      rules: only(after("9999-01-01")),
    });
    expect(changed.statusCode).toBe(400);
  });

  it("a communication cannot be scheduled past the year 2999", async () => {
    const admin = await targetingAdmin(testApp);
    const communication = await admin.createCommunication(completeCommunication(await admin.targetGroup()));
    const schedule = (scheduledFor: string) =>
      admin.call("PATCH", `/communication/${communication.id}`, { status: "scheduled", scheduledFor });
    const far = await schedule("9999-12-31T23:59:59Z");
    expect(far.statusCode).toBe(400);
    expect(far.json().error.issues).toContainEqual(
      expect.objectContaining({ path: "scheduledFor", message: M.scheduledForOutOfRange }),
    );
    expect((await schedule("2999-12-31T12:00:00Z")).statusCode).toBe(200);
    // Back to draft: a schedule left behind would be another file's due communication one day.
    await admin.call("PATCH", `/communication/${communication.id}`, { status: "draft" });
  });
});
