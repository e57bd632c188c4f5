import {
  CreateLoyaltyProgramRequestSchema,
  hasEarningRule,
  type LoyaltyProgram,
  VALIDATION_MESSAGES,
} from "@stampwise/contract";
import { z } from "zod";
import { typedNumber } from "../../shared/forms/typed-number";

/** A number typed in a text box that may be left out: an empty box is null ("not said"). */
export function typedOptionalNumber(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? null : typedNumber(value);
}

const fields = CreateLoyaltyProgramRequestSchema.shape;

/** The program form: the contract's rules, with numbers as typed in text boxes. */
export const ProgramFormSchema = z
  .object({
    name: fields.name,
    pointsName: fields.pointsName,
    descriptionTitle: fields.descriptionTitle,
    descriptionContent: fields.descriptionContent,
    active: z.boolean(),
    pointsExpiresMonths: z.preprocess(typedNumber, fields.pointsExpiresMonths),
    pointsPerKrona: z.preprocess(typedNumber, fields.pointsPerKrona.removeDefault()),
    pointsPerVisit: z.preprocess(typedNumber, fields.pointsPerVisit.removeDefault()),
    pointValueKronor: z.preprocess(typedOptionalNumber, fields.pointValueKronor.removeDefault()),
  })
  .refine(hasEarningRule, { error: VALIDATION_MESSAGES.earningRuleRequired, path: ["pointsPerKrona"] });

export type ProgramFormInput = {
  name: string;
  pointsName: string;
  descriptionTitle: string;
  descriptionContent: string;
  active: boolean;
  pointsExpiresMonths: string;
  pointsPerKrona: string;
  pointsPerVisit: string;
  pointValueKronor: string;
};

export const PROGRAM_FORM_FIELDS = [
  "name",
  "pointsName",
  "descriptionTitle",
  "descriptionContent",
  "active",
  "pointsExpiresMonths",
  "pointsPerKrona",
  "pointsPerVisit",
  "pointValueKronor",
] as const satisfies readonly (keyof ProgramFormInput)[];

/** A new program starts active, at 1 point per krona, with points that last a year. */
export function programFormDefaults(program: LoyaltyProgram | null): ProgramFormInput {
  if (!program) {
    return {
      name: "",
      pointsName: "",
      descriptionTitle: "",
      descriptionContent: "",
      active: true,
      pointsExpiresMonths: "12",
      pointsPerKrona: "1",
      pointsPerVisit: "0",
      pointValueKronor: "",
    };
  }
  return {
    name: program.name,
    pointsName: program.pointsName,
    descriptionTitle: program.descriptionTitle,
    descriptionContent: program.descriptionContent,
    active: program.active,
    pointsExpiresMonths: String(program.pointsExpiresMonths),
    pointsPerKrona: String(program.pointsPerKrona),
    pointsPerVisit: String(program.pointsPerVisit),
    pointValueKronor: program.pointValueKronor === null ? "" : String(program.pointValueKronor),
  };
}
