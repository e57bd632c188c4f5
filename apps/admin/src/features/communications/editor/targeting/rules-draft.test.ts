import type { TargetRules } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import {
  checkRules,
  conditionIssue,
  draftOfRules,
  newCondition,
  newGroup,
  rulesOf,
  sameRules,
} from "./rules-draft";

const CARD = "5d6f1f64-9a1c-4b8e-8f0a-3c2b1a0d9e8f";
const LEVEL = "0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e";

describe("targeting rules as the form holds them", () => {
  it("gives back the rules it was given, every kind of condition", () => {
    const rules: TargetRules = {
      groups: [
        {
          match: "all",
          conditions: [
            {
              kind: "stampCard",
              cardIds: [CARD],
              minStamps: 3,
              maxStamps: null,
              fromDate: null,
              effectiveDate: null,
            },
            {
              kind: "activity",
              event: "lastVisit",
              operator: "notWithinDays",
              date: null,
              days: 60,
              effectiveDate: "2026-12-01",
            },
          ],
        },
        {
          match: "any",
          conditions: [
            { kind: "loyaltyLevel", levelIds: [LEVEL], fromDate: "2026-01-01", effectiveDate: null },
            {
              kind: "field",
              field: "loyaltyLevel",
              operator: "contains",
              value: "Gold",
              effectiveDate: null,
            },
            { kind: "field", field: "age", operator: "greaterThan", value: 30, effectiveDate: null },
            {
              kind: "activity",
              event: "firstTransaction",
              operator: "after",
              date: "2026-06-01",
              days: null,
              effectiveDate: null,
            },
          ],
        },
      ],
    };
    const draft = draftOfRules(rules);
    expect(checkRules(draft)).toEqual({ rules, issues: new Map() });
    expect(sameRules(draft, draftOfRules(rules))).toBe(true);
  });

  it("holds an unfinished condition back from the count, with its message where it belongs", () => {
    const group = newGroup();
    group.conditions = [{ ...newCondition("stampCard"), minStamps: "5", maxStamps: "2" }];
    const { rules, issues } = checkRules([group]);
    expect(rules).toBeNull();
    expect(conditionIssue(issues, 0, 0, "cardIds")).toBe("Choose at least one stamp card");

    group.conditions = [{ ...newCondition("stampCard"), cardIds: [CARD], minStamps: "5", maxStamps: "2" }];
    expect(conditionIssue(checkRules([group]).issues, 0, 0, "maxStamps")).toBe(
      "The minimum cannot be above the maximum",
    );
  });

  it("asks for a value in an empty number box instead of reading it as 0", () => {
    const group = newGroup();
    group.conditions = [{ ...newCondition("field"), field: "stamps", value: "" }];
    expect(rulesOf([group]).groups[0]?.conditions[0]).toMatchObject({ value: "" });
    expect(conditionIssue(checkRules([group]).issues, 0, 0, "value")).toBe("Enter a value");
  });

  it("sends a date or a number of days by the operator, not both", () => {
    const group = newGroup();
    group.conditions = [
      { ...newCondition("activity"), activityOperator: "before", date: "2026-05-01", days: "30" },
    ];
    expect(checkRules([group]).rules?.groups[0]?.conditions[0]).toMatchObject({
      date: "2026-05-01",
      days: null,
    });
    group.conditions = [
      { ...newCondition("activity"), activityOperator: "withinDays", date: "2026-05-01", days: "" },
    ];
    expect(checkRules([group]).rules).toBeNull();
  });

  it("holds back values past what the database computes with, with the field's message", () => {
    const group = newGroup();
    group.conditions = [{ ...newCondition("field"), field: "lastVisit", value: "999999999" }];
    expect(checkRules([group]).rules).toBeNull();
    expect(conditionIssue(checkRules([group]).issues, 0, 0, "value")).toBe(
      "Days must be a whole number from 0 to 3650",
    );
    group.conditions = [{ ...newCondition("field"), field: "age", value: "151" }];
    expect(conditionIssue(checkRules([group]).issues, 0, 0, "value")).toBe(
      "Age must be a whole number from 0 to 150",
    );
    group.conditions = [
      { ...newCondition("activity"), activityOperator: "after", date: "9999-01-01", days: "" },
    ];
    expect(conditionIssue(checkRules([group]).issues, 0, 0, "date")).toBe(
      "Enter a date from 1900-01-01 to 2999-12-31",
    );
  });

  it("has no rules (everyone) with no groups", () => {
    expect(checkRules([]).rules).toEqual({ groups: [] });
  });
});
