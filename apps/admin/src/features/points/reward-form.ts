import { CreatePointsRewardRequestSchema, type PointsReward } from "@stampwise/contract";
import { z } from "zod";
import { typedNumber } from "../../shared/forms/typed-number";

const fields = CreatePointsRewardRequestSchema.shape;

/** The reward form: the contract's rules, with the cost as typed in a text box. */
export const RewardFormSchema = z.object({
  name: fields.name,
  pointsCost: z.preprocess(typedNumber, fields.pointsCost),
  active: fields.active.removeDefault(),
});

export type RewardFormInput = { name: string; pointsCost: string; active: boolean };

export const REWARD_FORM_FIELDS = ["name", "pointsCost", "active"] as const;

export function rewardFormDefaults(reward: PointsReward | undefined): RewardFormInput {
  return reward
    ? { name: reward.name, pointsCost: String(reward.pointsCost), active: reward.active }
    : { name: "", pointsCost: "", active: true };
}
