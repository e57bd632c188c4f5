import { describe, expect, it } from "vitest";
import { CreateLoyaltyProgramRequestSchema } from "./loyalty-program";

const program = {
  name: "Bean points",
  pointsName: "bean",
  pointsExpiresMonths: 12,
  descriptionTitle: "Earn beans",
  descriptionContent: "One bean per krona",
};

describe("CreateLoyaltyProgramRequestSchema", () => {
  it("defaults to an active program and lets an omitted earning rule give nothing", () => {
    expect(CreateLoyaltyProgramRequestSchema.parse({ ...program, pointsPerVisit: 5 })).toMatchObject({
      active: true,
      pointsPerKrona: 0,
      pointsPerVisit: 5,
    });
  });

  it("takes rates with two decimals despite binary floating point", () => {
    for (const pointsPerKrona of [0.07, 0.29, 1.1, 99.99]) {
      expect(CreateLoyaltyProgramRequestSchema.safeParse({ ...program, pointsPerKrona }).success).toBe(true);
    }
  });

  it.each([
    ["a rate with three decimals", { pointsPerKrona: 0.005 }],
    ["a rate above the maximum", { pointsPerKrona: 100.01 }],
    ["a fraction of a point per visit", { pointsPerVisit: 1.5 }],
    ["no earning rule", { pointsPerKrona: 0, pointsPerVisit: 0 }],
    ["a capitalised points name", { pointsName: "Bean", pointsPerKrona: 1 }],
    ["a Swedish capital in the points name", { pointsName: "Öre", pointsPerKrona: 1 }],
  ])("refuses %s", (_case, fields) => {
    expect(CreateLoyaltyProgramRequestSchema.safeParse({ ...program, ...fields }).success).toBe(false);
  });
});
