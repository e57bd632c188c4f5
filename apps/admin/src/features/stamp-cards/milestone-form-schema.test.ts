import { VALIDATION_MESSAGES } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { milestoneFormSchema, milestonesAbove } from "./milestone-form-schema";

const valid = {
  rewardName: "Free coffee",
  rewardDescription: "Any size",
  rewardType: "free_item",
  milestoneType: "stamps",
  stampsNeeded: 5,
  requirement: 5,
};

function firstMessage(input: Record<string, unknown>, stampsRequired = 8) {
  const result = milestoneFormSchema(stampsRequired).safeParse(input);
  return result.success
    ? undefined
    : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
}

describe("milestoneFormSchema", () => {
  it("accepts a milestone within the card's stamps, the last stamp included", () => {
    expect(milestoneFormSchema(8).safeParse(valid).success).toBe(true);
    expect(milestoneFormSchema(8).safeParse({ ...valid, stampsNeeded: 8, requirement: 8 }).success).toBe(
      true,
    );
  });

  it("refuses stamps needed above the card's stamps required with the shared validation message", () => {
    expect(firstMessage({ ...valid, stampsNeeded: 9 })).toEqual([
      ["stampsNeeded", VALIDATION_MESSAGES.stampsNeededAboveCard],
    ]);
  });

  it("refuses a requirement above the card's stamps required", () => {
    expect(firstMessage({ ...valid, requirement: 9 })).toEqual([
      ["requirement", VALIDATION_MESSAGES.requirementAboveCard],
    ]);
  });

  it("refuses zero, fractions and an empty number field (NaN) as not a whole number of at least 1", () => {
    expect(firstMessage({ ...valid, stampsNeeded: 0 })).toEqual([
      ["stampsNeeded", VALIDATION_MESSAGES.stampsNeededMin],
    ]);
    expect(firstMessage({ ...valid, stampsNeeded: 2.5 })).toEqual([
      ["stampsNeeded", VALIDATION_MESSAGES.stampsNeededMin],
    ]);
    expect(firstMessage({ ...valid, requirement: Number.NaN })).toEqual([
      ["requirement", VALIDATION_MESSAGES.requirementMin],
    ]);
  });

  it("asks for a reward type and milestone type when none is chosen", () => {
    const { rewardType: _, milestoneType: __, ...untyped } = valid;
    expect(firstMessage(untyped)).toEqual([
      ["rewardType", VALIDATION_MESSAGES.rewardTypeRequired],
      ["milestoneType", VALIDATION_MESSAGES.milestoneTypeRequired],
    ]);
  });

  it("follows the card it is built for", () => {
    expect(milestoneFormSchema(25).safeParse({ ...valid, stampsNeeded: 20, requirement: 20 }).success).toBe(
      true,
    );
    expect(milestoneFormSchema(3).safeParse(valid).success).toBe(false);
  });
});

describe("milestonesAbove", () => {
  it("lists the milestones whose stamps needed or requirement exceed the new total", () => {
    const milestones = [
      { id: "a", stampsNeeded: 3, requirement: 3 },
      { id: "b", stampsNeeded: 6, requirement: 6 },
      { id: "c", stampsNeeded: 4, requirement: 7 },
      { id: "d", stampsNeeded: 5, requirement: 5 },
    ];
    expect(milestonesAbove(milestones, 5).map((milestone) => milestone.id)).toEqual(["b", "c"]);
    expect(milestonesAbove(milestones, 10)).toEqual([]);
  });
});
