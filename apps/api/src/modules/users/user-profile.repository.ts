import type { ProfileCard } from "@stampwise/contract";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { toCardInstanceDto, toRewardDto } from "../card-instances/card-instances.repository";
import { cardInstances, rewards, transactions } from "../card-instances/card-instances.table";
import { toCardTemplateDto, toRewardMilestoneDto } from "../stamp-cards/stamp-cards.repository";
import { cardTemplates, loyaltyCards, rewardMilestones } from "../stamp-cards/stamp-cards.table";

/** What a profile shows of a person's cards in one organization. */
export function createUserProfileRepository({ db }: { db: Db }) {
  return {
    /** Live instances of the organization's live stamp cards, newest first, with what the admin acts on. */
    async cards(organizationId: string, userId: string): Promise<ProfileCard[]> {
      const held = await db
        .select({ instance: cardInstances, card: loyaltyCards, template: cardTemplates })
        .from(cardInstances)
        .innerJoin(loyaltyCards, eq(loyaltyCards.id, cardInstances.cardId))
        .innerJoin(cardTemplates, eq(cardTemplates.cardId, loyaltyCards.id))
        .where(
          and(
            eq(cardInstances.organizationId, organizationId),
            eq(cardInstances.userId, userId),
            isNull(cardInstances.deletedAt),
            isNull(loyaltyCards.deletedAt),
          ),
        )
        .orderBy(desc(cardInstances.createdAt), desc(cardInstances.id));
      if (held.length === 0) return [];
      const cardIds = held.map((row) => row.card.id);
      const instanceIds = held.map((row) => row.instance.id);
      const [milestones, issued] = await Promise.all([
        db
          .select()
          .from(rewardMilestones)
          .where(
            and(
              eq(rewardMilestones.organizationId, organizationId),
              inArray(rewardMilestones.cardId, cardIds),
            ),
          )
          .orderBy(asc(rewardMilestones.stampsNeeded), asc(rewardMilestones.createdAt)),
        db
          .select()
          .from(rewards)
          .where(and(eq(rewards.organizationId, organizationId), inArray(rewards.instanceId, instanceIds)))
          .orderBy(desc(rewards.issuedAt), desc(rewards.cycle), asc(rewards.id)),
      ]);
      return held.map(({ instance, card, template }) => ({
        instance: toCardInstanceDto(instance),
        card: {
          id: card.id,
          name: card.name,
          description: card.description,
          stampsRequired: card.stampsRequired ?? 0,
          template: toCardTemplateDto(template),
          milestones: milestones.filter((row) => row.cardId === card.id).map(toRewardMilestoneDto),
        },
        rewards: issued.filter((row) => row.instanceId === instance.id).map(toRewardDto),
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
