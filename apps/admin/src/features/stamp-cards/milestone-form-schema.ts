import {
  CreateRewardMilestoneRequestSchema,
  VALIDATION_MESSAGES as M,
  type RewardMilestone,
} from "@stampwise/contract";

const fields = CreateRewardMilestoneRequestSchema.omit({ stampCardId: true });

/**
 * The milestone form of one card: the contract's fields, with stamps needed and requirement also
 * capped at the card's stamps required, so the reader sees the same message the server
 * would give before sending.
 */
export function milestoneFormSchema(stampsRequired: number) {
  return fields.extend({
    stampsNeeded: fields.shape.stampsNeeded.max(stampsRequired, { error: M.stampsNeededAboveCard }),
    requirement: fields.shape.requirement.max(stampsRequired, { error: M.requirementAboveCard }),
  });
}

/** The milestones a lower stamps required would remove: the server's rule, to list before confirming. */
export function milestonesAbove<Milestone extends Pick<RewardMilestone, "stampsNeeded" | "requirement">>(
  milestones: readonly Milestone[],
  stampsRequired: number,
): Milestone[] {
  return milestones.filter(
    (milestone) => milestone.stampsNeeded > stampsRequired || milestone.requirement > stampsRequired,
  );
}
