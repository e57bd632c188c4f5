import { CreateLoyaltyLevelRequestSchema, type LoyaltyLevel } from "@stampwise/contract";
import { z } from "zod";
import { typedNumber } from "../../shared/forms/typed-number";

const fields = CreateLoyaltyLevelRequestSchema.shape;

export const LevelFormSchema = z.object({
  name: fields.name,
  requiredPoints: z.preprocess(typedNumber, fields.requiredPoints),
});

export type LevelFormInput = { name: string; requiredPoints: string };

export const LEVEL_FORM_FIELDS = ["name", "requiredPoints"] as const;

export function levelFormDefaults(level: LoyaltyLevel | undefined): LevelFormInput {
  return level
    ? { name: level.name, requiredPoints: String(level.requiredPoints) }
    : { name: "", requiredPoints: "" };
}
