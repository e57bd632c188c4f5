import { describe, expect, it } from "vitest";
import { ProgramFormSchema, programFormDefaults } from "./program-form";

const filled = {
  ...programFormDefaults(null),
  name: "Bean points",
  pointsName: "bean",
  descriptionTitle: "Collect beans",
  descriptionContent: "One bean per krona.",
};

describe("the program form's value of a point", () => {
  it("reads an empty box as not said, and a Swedish decimal comma as a decimal", () => {
    expect(ProgramFormSchema.parse(filled).pointValueKronor).toBeNull();
    expect(ProgramFormSchema.parse({ ...filled, pointValueKronor: " 0,35 " }).pointValueKronor).toBe(0.35);
  });

  it("refuses a point worth nothing, or typed with five decimals", () => {
    for (const typed of ["0", "0,00035", "-1", "ett"]) {
      expect(ProgramFormSchema.safeParse({ ...filled, pointValueKronor: typed }).success, typed).toBe(false);
    }
  });
});
