import { z } from "zod";
import { type CardKind, CardTemplateSchema, RewardMilestoneSchema } from "./stamp-cards";

/**
 * The kinds of card both apps draw today. The customer's cards page and the admin's profile read
 * one list (the server's held-cards read model), so a kind is added here once and shows in both.
 */
export const LISTED_CARD_KINDS = ["stamp"] as const satisfies readonly CardKind[];

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
  /** The shop ended this card: it stays, read-only with its rewards, and takes no more stamps. */
  retired: z.boolean(),
});
export type CustomerCard = z.infer<typeof CustomerCardSchema>;

export const CustomerCardListSchema = z.array(CustomerCardSchema);
