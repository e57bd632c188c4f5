import type { CardTemplate, RewardMilestone } from "@stampwise/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type CardTemplateRow, loyaltyCards, type RewardMilestoneRow } from "./cards.table";

/**
 * The card definitions of every kind (loyalty_cards with their templates and milestones), as the
 * modules that use a card read them: the ledger, counter and join codes, the customer's cards and
 * profiles. The stamp card screens, gift cards and the points program keep their own writes.
 */

/** The organization's stamp card `cardId`, unless deleted: every lookup of a card to act on. */
export const liveStampCard = (organizationId: string, cardId: string) =>
  and(
    eq(loyaltyCards.organizationId, organizationId),
    eq(loyaltyCards.id, cardId),
    eq(loyaltyCards.kind, "stamp"),
    isNull(loyaltyCards.deletedAt),
  );

/** A live stamp card of the organization, share-locked so its stamps required holds. */
export async function findLiveStampCard(
  db: Db,
  organizationId: string,
  cardId: string,
  options: { share?: boolean } = {},
) {
  const query = db.select().from(loyaltyCards).where(liveStampCard(organizationId, cardId));
  const [row] = options.share ? await query.for("share") : await query;
  return row;
}

/** A live card of the organization of any kind (the ledger gives a customer a card on a first posting). */
export async function findLiveCardKind(db: Db, organizationId: string, cardId: string) {
  const [row] = await db
    .select({ id: loyaltyCards.id, kind: loyaltyCards.kind })
    .from(loyaltyCards)
    .where(
      and(
        eq(loyaltyCards.organizationId, organizationId),
        eq(loyaltyCards.id, cardId),
        isNull(loyaltyCards.deletedAt),
      ),
    );
  return row;
}

export function toCardTemplateDto(row: CardTemplateRow): CardTemplate {
  const { organizationId: _organizationId, cardId, updatedAt: _updatedAt, ...fields } = row;
  return { ...fields, stampCardId: cardId };
}

export function toRewardMilestoneDto(row: RewardMilestoneRow): RewardMilestone {
  return {
    id: row.id,
    stampCardId: row.cardId,
    rewardName: row.rewardName,
    rewardDescription: row.rewardDescription,
    rewardType: row.rewardType,
    milestoneType: row.milestoneType,
    stampsNeeded: row.stampsNeeded,
    requirement: row.requirement,
    createdAt: row.createdAt.toISOString(),
  };
}
