import { z } from "zod";
import { CardTemplateSchema, RewardMilestoneSchema } from "./stamp-cards";

/** A reward the customer can claim at the counter (status `available`). */
export const CustomerRewardSchema = z.object({
  id: z.uuid(),
  /** null: the card's final reward. */
  milestoneId: z.uuid().nullable(),
  name: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
});
export type CustomerReward = z.infer<typeof CustomerRewardSchema>;

/**
 * One of the signed-in customer's cards, with everything the cards page needs to draw it: the
 * organization it belongs to, the card definition, its template and milestones, and the rewards
 * waiting to be claimed.
 */
export const CustomerCardSchema = z.object({
  /** The card instance (the `instanceId` of `card.updated` events). */
  instanceId: z.uuid(),
  organizationName: z.string(),
  card: z.object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    stampsRequired: z.number().int(),
  }),
  /** Stamps in the current cycle. */
  stamps: z.number().int(),
  /** Completed cycles. */
  cycle: z.number().int(),
  template: CardTemplateSchema,
  milestones: z.array(RewardMilestoneSchema),
  availableRewards: z.array(CustomerRewardSchema),
  availableRewardCount: z.number().int(),
  /** The latest stamp change, or when the card was added: the list is ordered by it, newest first. */
  lastActivityAt: z.iso.datetime({ offset: true }),
});
export type CustomerCard = z.infer<typeof CustomerCardSchema>;

export const CustomerCardListSchema = z.array(CustomerCardSchema);
