import { z } from "zod";
import {
  LOYALTY_PROGRAM_NAME_MAX_LENGTH,
  POINT_VALUE_KRONOR_DECIMALS,
  POINT_VALUE_KRONOR_MAX,
  POINTS_EXPIRES_MONTHS_MAX,
  POINTS_EXPIRES_MONTHS_MIN,
  POINTS_NAME_MAX_LENGTH,
  POINTS_PER_KRONA_DECIMALS,
  POINTS_PER_KRONA_MAX,
  POINTS_PER_VISIT_MAX,
  PROGRAM_DESCRIPTION_CONTENT_MAX_LENGTH,
  PROGRAM_DESCRIPTION_TITLE_MAX_LENGTH,
} from "./loyalty-limits";
import { LOYALTY_VALIDATION_MESSAGES as M } from "./loyalty-validation-messages";
import { requireSomeField } from "./patch";
import { multiLineTextField, textField } from "./text";

export * from "./loyalty-limits";
export * from "./loyalty-validation-messages";

// One message per numeric field covers every way to miss it (text, fraction, out of range).
const expiresMonths = { error: M.pointsExpiresMonthsRange };
const perKrona = { error: M.pointsPerKronaRange };
const perVisit = { error: M.pointsPerVisitRange };
const pointValue = { error: M.pointValueRange };

const programFields = {
  name: textField({
    max: LOYALTY_PROGRAM_NAME_MAX_LENGTH,
    tooLong: M.programNameTooLong,
    required: M.programNameRequired,
  }),
  /** Singular and lower case, as it reads after a number: "120 bean" → the apps pluralise. */
  pointsName: textField({
    max: POINTS_NAME_MAX_LENGTH,
    tooLong: M.pointsNameTooLong,
    required: M.pointsNameRequired,
  }).refine((value) => value === value.toLocaleLowerCase("sv-SE"), { error: M.pointsNameLowerCase }),
  pointsExpiresMonths: z
    .int(expiresMonths)
    .min(POINTS_EXPIRES_MONTHS_MIN, expiresMonths)
    .max(POINTS_EXPIRES_MONTHS_MAX, expiresMonths),
  descriptionTitle: textField({
    max: PROGRAM_DESCRIPTION_TITLE_MAX_LENGTH,
    tooLong: M.descriptionTitleTooLong,
    required: M.descriptionTitleRequired,
  }),
  descriptionContent: multiLineTextField({
    max: PROGRAM_DESCRIPTION_CONTENT_MAX_LENGTH,
    tooLong: M.descriptionContentTooLong,
    required: M.descriptionContentRequired,
  }),
  /** Points are earned only while the program is active; levels and balances stay either way. */
  active: z.boolean(),
  /** Points per 1 kr spent (0 = purchases give none). */
  pointsPerKrona: z
    .number(perKrona)
    .min(0, perKrona)
    .max(POINTS_PER_KRONA_MAX, perKrona)
    // zod compares decimals float-safely: 0.07 passes, 0.005 does not.
    .multipleOf(10 ** -POINTS_PER_KRONA_DECIMALS, perKrona),
  /** Whole points per visit (0 = visits give none). */
  pointsPerVisit: z.int(perVisit).min(0, perVisit).max(POINTS_PER_VISIT_MAX, perVisit),
  /** What one point is worth when spent, in kronor; null when the program does not say. */
  pointValueKronor: z
    .number(pointValue)
    .gt(0, pointValue)
    .max(POINT_VALUE_KRONOR_MAX, pointValue)
    .multipleOf(10 ** -POINT_VALUE_KRONOR_DECIMALS, pointValue)
    .nullable(),
};

export type EarningRule = { pointsPerKrona: number; pointsPerVisit: number };

/** A program must give points somehow: by purchase, by visit, or both. */
export function hasEarningRule(rule: EarningRule): boolean {
  return rule.pointsPerKrona > 0 || rule.pointsPerVisit > 0;
}

export const LoyaltyProgramSchema = z.object({
  id: z.uuid(),
  ...programFields,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type LoyaltyProgram = z.infer<typeof LoyaltyProgramSchema>;

/** Whatever the form leaves out of the earning rule gives nothing; a new program is active. */
export const CreateLoyaltyProgramRequestSchema = z
  .object({
    ...programFields,
    active: programFields.active.default(true),
    pointsPerKrona: programFields.pointsPerKrona.default(0),
    pointsPerVisit: programFields.pointsPerVisit.default(0),
    pointValueKronor: programFields.pointValueKronor.default(null),
  })
  .strict()
  .refine(hasEarningRule, { error: M.earningRuleRequired, path: ["pointsPerKrona"] });
export type CreateLoyaltyProgramRequest = z.input<typeof CreateLoyaltyProgramRequestSchema>;

/**
 * Any subset of the fields; `{}` is a 400. Whether the earning rule still gives points depends on
 * the stored program too, so the server checks that after merging.
 */
export const UpdateLoyaltyProgramRequestSchema = requireSomeField(z.object(programFields).partial().strict());
export type UpdateLoyaltyProgramRequest = z.input<typeof UpdateLoyaltyProgramRequestSchema>;
