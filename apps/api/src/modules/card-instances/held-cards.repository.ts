import { LISTED_CARD_KINDS } from "@stampwise/contract";
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organizations } from "../organizations/organizations.table";
import { cardTemplates, loyaltyCards, rewardMilestones } from "../stamp-cards/stamp-cards.table";
import { cardInstances, rewards, transactions } from "./card-instances.table";

/**
 * The one read model of the cards a person holds, for the customer's own cards page and for the
 * admin's view of their profile: the same rows, kinds and order in both, so a kind of card (or a
 * retired card) shows in both apps or in neither. A card whose definition was deleted stays, marked
 * `retired`, read-only with its history.
 */
export async function listHeldCards(db: Db, scope: { userId: string; organizationId?: string }) {
  const lastActivityAt = sql<Date>`coalesce(
    (select max(${transactions.createdAt}) from ${transactions}
      where ${transactions.instanceId} = ${cardInstances.id}),
    ${cardInstances.createdAt})`.mapWith(cardInstances.createdAt);
  const conditions: SQL[] = [
    eq(cardInstances.userId, scope.userId),
    isNull(cardInstances.deletedAt),
    inArray(loyaltyCards.kind, [...LISTED_CARD_KINDS]),
  ];
  if (scope.organizationId) conditions.push(eq(cardInstances.organizationId, scope.organizationId));
  const held = await db
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
    .where(and(...conditions))
    .orderBy(desc(lastActivityAt), desc(cardInstances.createdAt), asc(cardInstances.id));
  if (held.length === 0) return [];
  const [milestones, issued] = await Promise.all([
    db
      .select()
      .from(rewardMilestones)
      .where(inArray(rewardMilestones.cardId, [...new Set(held.map((row) => row.card.id))]))
      .orderBy(asc(rewardMilestones.stampsNeeded), asc(rewardMilestones.createdAt)),
    db
      .select()
      .from(rewards)
      .where(
        inArray(
          rewards.instanceId,
          held.map((row) => row.instance.id),
        ),
      )
      .orderBy(desc(rewards.issuedAt), desc(rewards.cycle), asc(rewards.id)),
  ]);
  return held.map((row) => ({
    ...row,
    retired: row.card.deletedAt !== null,
    milestones: milestones.filter((milestone) => milestone.cardId === row.card.id),
    /** Newest first. */
    rewards: issued.filter((reward) => reward.instanceId === row.instance.id),
  }));
}

export type HeldCard = Awaited<ReturnType<typeof listHeldCards>>[number];
