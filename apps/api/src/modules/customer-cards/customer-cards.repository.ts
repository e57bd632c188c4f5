import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cardInstances, rewards, transactions } from "../card-instances/card-instances.table";
import { organizations } from "../organizations/organizations.table";
import { cardTemplates, loyaltyCards, rewardMilestones } from "../stamp-cards/stamp-cards.table";

/**
 * A customer's own cards across organizations. Unlike the admin repositories these are scoped by
 * the customer (the signed-in account), never by an `x-organization-id`: a customer belongs to
 * an organization only through the cards they hold.
 */
export function createCustomerCardsRepository({ db }: { db: Db }) {
  /** The newest ledger row of the instance, or when it was added (the ledger index makes it cheap). */
  const lastActivityAt = sql<Date>`coalesce(
    (select max(${transactions.createdAt}) from ${transactions}
      where ${transactions.instanceId} = ${cardInstances.id}),
    ${cardInstances.createdAt})`.mapWith(cardInstances.createdAt);

  return {
    /** Live instances of live stamp cards held by the customer, most recently active first. */
    async listInstances(userId: string) {
      return db
        .select({
          instance: cardInstances,
          card: loyaltyCards,
          template: cardTemplates,
          organizationName: organizations.name,
          lastActivityAt,
        })
        .from(cardInstances)
        .innerJoin(loyaltyCards, eq(loyaltyCards.id, cardInstances.cardId))
        .innerJoin(cardTemplates, eq(cardTemplates.cardId, cardInstances.cardId))
        .innerJoin(organizations, eq(organizations.id, cardInstances.organizationId))
        .where(
          and(
            eq(cardInstances.userId, userId),
            isNull(cardInstances.deletedAt),
            eq(loyaltyCards.kind, "stamp"),
            isNull(loyaltyCards.deletedAt),
          ),
        )
        .orderBy(desc(lastActivityAt), desc(cardInstances.createdAt), asc(cardInstances.id));
    },

    async milestonesOf(cardIds: string[]) {
      if (cardIds.length === 0) return [];
      return db
        .select()
        .from(rewardMilestones)
        .where(inArray(rewardMilestones.cardId, cardIds))
        .orderBy(asc(rewardMilestones.stampsNeeded), asc(rewardMilestones.createdAt));
    },

    async availableRewardsOf(instanceIds: string[]) {
      if (instanceIds.length === 0) return [];
      return db
        .select()
        .from(rewards)
        .where(and(inArray(rewards.instanceId, instanceIds), eq(rewards.status, "available")))
        .orderBy(asc(rewards.issuedAt), asc(rewards.id));
    },
  };
}

export type CustomerCardsRepository = ReturnType<typeof createCustomerCardsRepository>;
