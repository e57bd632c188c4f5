import { z } from "zod";
import { LEVEL_REQUIRED_POINTS_MAX, LOYALTY_LEVEL_NAME_MAX_LENGTH } from "./loyalty-limits";
import { LOYALTY_VALIDATION_MESSAGES as M } from "./loyalty-validation-messages";
import { requireSomeField } from "./patch";
import { textField } from "./text";

const requiredPoints = { error: M.requiredPointsRange };

const levelFields = {
  name: textField({
    max: LOYALTY_LEVEL_NAME_MAX_LENGTH,
    tooLong: M.levelNameTooLong,
    required: M.levelNameRequired,
  }),
  /** Qualifying points from which a customer holds the level; unique within the organization. */
  requiredPoints: z.int(requiredPoints).min(0, requiredPoints).max(LEVEL_REQUIRED_POINTS_MAX, requiredPoints),
};

export const LoyaltyLevelSchema = z.object({
  id: z.uuid(),
  ...levelFields,
  createdAt: z.iso.datetime(),
});
export type LoyaltyLevel = z.infer<typeof LoyaltyLevelSchema>;

/** The organization's levels, fewest required points first. */
export const LoyaltyLevelListSchema = z.array(LoyaltyLevelSchema);

export const CreateLoyaltyLevelRequestSchema = z.object(levelFields).strict();
export type CreateLoyaltyLevelRequest = z.input<typeof CreateLoyaltyLevelRequestSchema>;

export const UpdateLoyaltyLevelRequestSchema = requireSomeField(z.object(levelFields).partial().strict());
export type UpdateLoyaltyLevelRequest = z.input<typeof UpdateLoyaltyLevelRequestSchema>;
