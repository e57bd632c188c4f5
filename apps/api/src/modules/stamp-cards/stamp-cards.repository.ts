import {
  type CardTemplateFields,
  DEFAULT_CARD_TEMPLATE,
  type RewardMilestone,
  type StampCardSummary,
} from "@stampwise/contract";
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { liveStampCard } from "../cards/cards.repository";
import {
  type CardTemplateRow,
  cardTemplates,
  type LoyaltyCardRow,
  loyaltyCards,
  type RewardMilestoneRow,
  rewardMilestones,
} from "../cards/cards.table";
import { cardInstances } from "../ledger/ledger.table";
import { qrCodes } from "../qr-codes/qr-codes.table";

export interface StampCardChanges {
  name?: string;
  description?: string;
  stampsRequired?: number;
}

export type MilestoneFields = Omit<RewardMilestone, "id" | "stampCardId" | "createdAt">;

/** A card with the number of customers holding it (live instances) and of its QR codes. */
export type StampCardWithCounts = LoyaltyCardRow & { customers: number; qrCodes: number };

/**
 * The card's columns plus its live instances and its QR codes, counted per row in the same query
 * (the partial unique index on card_instances(card_id, user_id) where deleted_at is null answers
 * the first count; a card has a handful of QR codes at most).
 */
const cardWithCounts = {
  ...getTableColumns(loyaltyCards),
  // Written with an alias and qualified names: drizzle leaves columns unqualified in a one-table
  // select, which inside the subquery would compare card_instances with itself.
  customers: sql<number>`(select count(*) from ${cardInstances} as held
    where held.card_id = ${loyaltyCards}.id and held.deleted_at is null)::int`.mapWith(Number),
  // Named before deleting the card, whose deletion retires them.
  qrCodes: sql<number>`(select count(*) from ${qrCodes} as code
    where code.card_id = ${loyaltyCards}.id)::int`.mapWith(Number),
};

/*
 * Stamp card definitions, their template and milestones. Every function takes the handle first,
 * then the organization id: inside a transaction pass its `tx` (PGlite has one connection: never
 * `db` there).
 */

/** Creates a stamp card with the default template, in a transaction of its own on `db`. */
export async function createStampCard(
  db: Db,
  organizationId: string,
  input: { name: string; description: string; stampsRequired: number },
): Promise<LoyaltyCardRow> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .insert(loyaltyCards)
      .values({ organizationId, kind: "stamp", ...input })
      .returning();
    if (!card) throw new Error("insert returned no card");
    await tx.insert(cardTemplates).values({ organizationId, cardId: card.id, ...DEFAULT_CARD_TEMPLATE });
    return card;
  });
}

/** The organization's live stamp cards, newest first, with their counts. */
export async function listStampCards(db: Db, organizationId: string): Promise<StampCardWithCounts[]> {
  return db
    .select(cardWithCounts)
    .from(loyaltyCards)
    .where(
      and(
        eq(loyaltyCards.organizationId, organizationId),
        eq(loyaltyCards.kind, "stamp"),
        isNull(loyaltyCards.deletedAt),
      ),
    )
    .orderBy(desc(loyaltyCards.createdAt), desc(loyaltyCards.id));
}

/** The card, locked against concurrent changes of stamps required when `forUpdate`. */
export async function findStampCard(
  db: Db,
  organizationId: string,
  cardId: string,
  options: { forUpdate?: boolean } = {},
): Promise<StampCardWithCounts | undefined> {
  const query = db.select(cardWithCounts).from(loyaltyCards).where(liveStampCard(organizationId, cardId));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

/** Changes a live stamp card's name, description or stamps required. */
export async function updateStampCard(
  db: Db,
  organizationId: string,
  cardId: string,
  changes: StampCardChanges,
) {
  const [row] = await db
    .update(loyaltyCards)
    .set({ ...changes, updatedAt: new Date() })
    .where(liveStampCard(organizationId, cardId))
    .returning();
  return row;
}

/** Removes a live stamp card; false when there was none. */
export async function softDeleteStampCard(db: Db, organizationId: string, cardId: string): Promise<boolean> {
  const rows = await db
    .update(loyaltyCards)
    .set({ deletedAt: new Date() })
    .where(liveStampCard(organizationId, cardId))
    .returning({ id: loyaltyCards.id });
  return rows.length > 0;
}

/** The card's template. */
export async function findCardTemplate(
  db: Db,
  organizationId: string,
  cardId: string,
): Promise<CardTemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(cardTemplates)
    .where(and(eq(cardTemplates.organizationId, organizationId), eq(cardTemplates.cardId, cardId)));
  return row;
}

/** Changes the template of a live stamp card, in a transaction of its own on `db`; undefined for a missing card. */
export async function updateCardTemplate(
  db: Db,
  organizationId: string,
  cardId: string,
  changes: Partial<CardTemplateFields>,
): Promise<CardTemplateRow | undefined> {
  return db.transaction(async (tx) => {
    if (!(await findStampCard(tx, organizationId, cardId))) return undefined;
    const [row] = await tx
      .update(cardTemplates)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(cardTemplates.organizationId, organizationId), eq(cardTemplates.cardId, cardId)))
      .returning();
    return row;
  });
}

/** The card's milestones, fewest stamps first. */
export async function listMilestones(
  db: Db,
  organizationId: string,
  cardId: string,
): Promise<RewardMilestoneRow[]> {
  return db
    .select()
    .from(rewardMilestones)
    .where(and(eq(rewardMilestones.organizationId, organizationId), eq(rewardMilestones.cardId, cardId)))
    .orderBy(asc(rewardMilestones.stampsNeeded), asc(rewardMilestones.createdAt));
}

/** Milestones a card of `stampsRequired` stamps could no longer reach. */
export async function milestonesAbove(
  db: Db,
  organizationId: string,
  cardId: string,
  stampsRequired: number,
) {
  const rows = await listMilestones(db, organizationId, cardId);
  return rows.filter((row) => row.stampsNeeded > stampsRequired || row.requirement > stampsRequired);
}

/** Live instances of the card holding at least `stamps`: they complete when it is lowered. */
export async function instancesAtOrAbove(
  db: Db,
  organizationId: string,
  cardId: string,
  stamps: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: cardInstances.id })
    .from(cardInstances)
    .where(
      and(
        eq(cardInstances.organizationId, organizationId),
        eq(cardInstances.cardId, cardId),
        isNull(cardInstances.deletedAt),
        gte(cardInstances.balance, stamps),
      ),
    )
    .orderBy(asc(cardInstances.createdAt));
  return rows.map((row) => row.id);
}

/** Deletes the organization's milestones among `milestoneIds`. */
export async function deleteMilestones(
  db: Db,
  organizationId: string,
  milestoneIds: string[],
): Promise<void> {
  if (milestoneIds.length === 0) return;
  await db
    .delete(rewardMilestones)
    .where(
      and(eq(rewardMilestones.organizationId, organizationId), inArray(rewardMilestones.id, milestoneIds)),
    );
}

/** A milestone whose card is still live. */
export async function findMilestone(db: Db, organizationId: string, milestoneId: string) {
  const [row] = await db
    .select({ milestone: rewardMilestones })
    .from(rewardMilestones)
    .innerJoin(loyaltyCards, eq(loyaltyCards.id, rewardMilestones.cardId))
    .where(
      and(
        eq(rewardMilestones.organizationId, organizationId),
        eq(rewardMilestones.id, milestoneId),
        isNull(loyaltyCards.deletedAt),
      ),
    );
  return row?.milestone;
}

/** Adds a milestone to the card. */
export async function createMilestone(
  db: Db,
  organizationId: string,
  cardId: string,
  fields: MilestoneFields,
) {
  const [row] = await db
    .insert(rewardMilestones)
    .values({ organizationId, cardId, ...fields })
    .returning();
  if (!row) throw new Error("insert returned no milestone");
  return row;
}

/** Changes a milestone's fields. */
export async function updateMilestone(
  db: Db,
  organizationId: string,
  milestoneId: string,
  changes: Partial<MilestoneFields>,
) {
  const [row] = await db
    .update(rewardMilestones)
    .set(changes)
    .where(and(eq(rewardMilestones.organizationId, organizationId), eq(rewardMilestones.id, milestoneId)))
    .returning();
  return row;
}

/** Deletes a milestone whose card is still live; false when there was none. */
export async function deleteMilestone(db: Db, organizationId: string, milestoneId: string): Promise<boolean> {
  const milestone = await findMilestone(db, organizationId, milestoneId);
  if (!milestone) return false;
  await deleteMilestones(db, organizationId, [milestoneId]);
  return true;
}

export function toStampCardSummaryDto(row: StampCardWithCounts): StampCardSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    stampsRequired: row.stampsRequired ?? 0,
    customers: row.customers,
    qrCodes: row.qrCodes,
    createdAt: row.createdAt.toISOString(),
  };
}
