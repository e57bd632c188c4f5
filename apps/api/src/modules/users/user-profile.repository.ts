import type { ProfileCard } from "@stampwise/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { toCardInstanceDto, toRewardDto } from "../card-instances/card-instances.repository";
import { cardInstances, transactions } from "../card-instances/card-instances.table";
import { listHeldCards } from "../card-instances/held-cards.repository";
import { toCardTemplateDto, toRewardMilestoneDto } from "../stamp-cards/stamp-cards.repository";

/** What a profile shows of a person's cards in one organization. */
export function createUserProfileRepository({ db }: { db: Db }) {
  return {
    /** The person's cards here: the same read model as the customer's own cards page. */
    async cards(organizationId: string, userId: string): Promise<ProfileCard[]> {
      const held = await listHeldCards(db, { userId, organizationId });
      return held.map(({ instance, card, template, milestones, rewards, retired }) => ({
        instance: toCardInstanceDto(instance),
        card: {
          id: card.id,
          name: card.name,
          description: card.description,
          stampsRequired: card.stampsRequired ?? 0,
          template: toCardTemplateDto(template),
          milestones: milestones.map(toRewardMilestoneDto),
        },
        rewards: rewards.map(toRewardDto),
        retired,
      }));
    },

    /**
     * Net stamps the ledger ever gave this person here, over every card they held (removed ones
     * too): a correction that takes stamps back lowers what they earned.
     */
    async stampsEarned(organizationId: string, userId: string): Promise<number> {
      const [row] = await db
        .select({ earned: sql<number>`coalesce(sum(${transactions.delta}), 0)::int` })
        .from(transactions)
        .innerJoin(cardInstances, eq(cardInstances.id, transactions.instanceId))
        .where(and(eq(transactions.organizationId, organizationId), eq(cardInstances.userId, userId)));
      return Math.max(0, row?.earned ?? 0);
    },
  };
}

export type UserProfileRepository = ReturnType<typeof createUserProfileRepository>;
