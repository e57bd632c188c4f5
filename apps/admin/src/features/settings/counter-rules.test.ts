import { VALIDATION_MESSAGES } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { CounterRulesFormSchema, isDefaultRules, splitDuration } from "./counter-rules";

describe("splitDuration", () => {
  it("names the largest units first and leaves out the empty ones", () => {
    expect(splitDuration(30)).toEqual([{ unit: "seconds", count: 30 }]);
    expect(splitDuration(90)).toEqual([
      { unit: "minutes", count: 1 },
      { unit: "seconds", count: 30 },
    ]);
    expect(splitDuration(3600)).toEqual([{ unit: "hours", count: 1 }]);
    expect(splitDuration(86_400)).toEqual([{ unit: "hours", count: 24 }]);
    expect(splitDuration(3661)).toEqual([
      { unit: "hours", count: 1 },
      { unit: "minutes", count: 1 },
      { unit: "seconds", count: 1 },
    ]);
  });

  it("says nothing for no wait or a value the form refuses", () => {
    for (const value of [0, -1, 1.5, Number.NaN, 86_401]) expect(splitDuration(value)).toEqual([]);
  });
});

describe("isDefaultRules", () => {
  it("recognises the safe defaults only", () => {
    expect(isDefaultRules({ maxScanStampsPerHour: 10, scanCooldownSeconds: 30 })).toBe(true);
    expect(isDefaultRules({ maxScanStampsPerHour: 10, scanCooldownSeconds: 0 })).toBe(false);
    expect(isDefaultRules({ maxScanStampsPerHour: Number.NaN, scanCooldownSeconds: 30 })).toBe(false);
  });
});

describe("the counter rules form schema", () => {
  const messageFor = (values: Record<string, unknown>) =>
    CounterRulesFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path[0], issue.message]);

  it("accepts whole numbers within the bounds, the cool-down 0 included", () => {
    expect(
      CounterRulesFormSchema.safeParse({ maxScanStampsPerHour: 1, scanCooldownSeconds: 0 }).success,
    ).toBe(true);
    expect(
      CounterRulesFormSchema.safeParse({ maxScanStampsPerHour: 1000, scanCooldownSeconds: 86_400 }).success,
    ).toBe(true);
  });

  it("gives each field its one named message for an empty, fractional or out-of-range value", () => {
    // An emptied number field reaches the form as NaN (valueAsNumber).
    for (const wrong of [Number.NaN, 0, 1001, 2.5, -3]) {
      expect(messageFor({ maxScanStampsPerHour: wrong, scanCooldownSeconds: 30 })).toEqual([
        ["maxScanStampsPerHour", VALIDATION_MESSAGES.scanStampsPerHourRange],
      ]);
    }
    for (const wrong of [Number.NaN, -1, 86_401, 0.5]) {
      expect(messageFor({ maxScanStampsPerHour: 10, scanCooldownSeconds: wrong })).toEqual([
        ["scanCooldownSeconds", VALIDATION_MESSAGES.scanCooldownRange],
      ]);
    }
  });
});
