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

/**
 * Stamp card definitions, their template and milestones. Every function takes the organization id;
 * those that may run inside a transaction take `tx` (PGlite has one connection: never mix in `db`).
 */
export function createStampCardsRepository({ db }: { db: Db }) {
  return {
    async create(
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
    },

    async list(organizationId: string): Promise<StampCardWithCounts[]> {
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
    },

    /** The card, locked against concurrent changes of stamps required when `forUpdate`. */
    async find(
      organizationId: string,
      cardId: string,
      tx: Db = db,
      options: { forUpdate?: boolean } = {},
    ): Promise<StampCardWithCounts | undefined> {
      const query = tx.select(cardWithCounts).from(loyaltyCards).where(liveStampCard(organizationId, cardId));
      const [row] = options.forUpdate ? await query.for("update") : await query;
      return row;
    },

    async update(organizationId: string, cardId: string, changes: StampCardChanges, tx: Db = db) {
      const [row] = await tx
        .update(loyaltyCards)
        .set({ ...changes, updatedAt: new Date() })
        .where(liveStampCard(organizationId, cardId))
        .returning();
      return row;
    },

    async softDelete(organizationId: string, cardId: string): Promise<boolean> {
      const rows = await db
        .update(loyaltyCards)
        .set({ deletedAt: new Date() })
        .where(liveStampCard(organizationId, cardId))
        .returning({ id: loyaltyCards.id });
      return rows.length > 0;
    },

    async findTemplate(
      organizationId: string,
      cardId: string,
      tx: Db = db,
    ): Promise<CardTemplateRow | undefined> {
      const [row] = await tx
        .select()
        .from(cardTemplates)
        .where(and(eq(cardTemplates.organizationId, organizationId), eq(cardTemplates.cardId, cardId)));
      return row;
    },

    async updateTemplate(
      organizationId: string,
      cardId: string,
      changes: Partial<CardTemplateFields>,
    ): Promise<CardTemplateRow | undefined> {
      return db.transaction(async (tx) => {
        if (!(await this.find(organizationId, cardId, tx))) return undefined;
        const [row] = await tx
          .update(cardTemplates)
          .set({ ...changes, updatedAt: new Date() })
          .where(and(eq(cardTemplates.organizationId, organizationId), eq(cardTemplates.cardId, cardId)))
          .returning();
        return row;
      });
    },

    async listMilestones(organizationId: string, cardId: string, tx: Db = db): Promise<RewardMilestoneRow[]> {
      return tx
        .select()
        .from(rewardMilestones)
        .where(and(eq(rewardMilestones.organizationId, organizationId), eq(rewardMilestones.cardId, cardId)))
        .orderBy(asc(rewardMilestones.stampsNeeded), asc(rewardMilestones.createdAt));
    },

    /** Milestones a card of `stampsRequired` stamps could no longer reach. */
    async milestonesAbove(organizationId: string, cardId: string, stampsRequired: number, tx: Db = db) {
      const rows = await this.listMilestones(organizationId, cardId, tx);
      return rows.filter((row) => row.stampsNeeded > stampsRequired || row.requirement > stampsRequired);
    },

    /** Live instances of the card holding at least `stamps`: they complete when it is lowered. */
    async instancesAtOrAbove(
      organizationId: string,
      cardId: string,
      stamps: number,
      tx: Db,
    ): Promise<string[]> {
      const rows = await tx
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
    },

    async deleteMilestones(organizationId: string, milestoneIds: string[], tx: Db = db): Promise<void> {
      if (milestoneIds.length === 0) return;
      await tx
        .delete(rewardMilestones)
        .where(
          and(
            eq(rewardMilestones.organizationId, organizationId),
            inArray(rewardMilestones.id, milestoneIds),
          ),
        );
    },

    /** A milestone whose card is still live. */
    async findMilestone(organizationId: string, milestoneId: string, tx: Db = db) {
      const [row] = await tx
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
    },

    async createMilestone(organizationId: string, cardId: string, fields: MilestoneFields, tx: Db = db) {
      const [row] = await tx
        .insert(rewardMilestones)
        .values({ organizationId, cardId, ...fields })
        .returning();
      if (!row) throw new Error("insert returned no milestone");
      return row;
    },

    async updateMilestone(
      organizationId: string,
      milestoneId: string,
      changes: Partial<MilestoneFields>,
      tx: Db = db,
    ) {
      const [row] = await tx
        .update(rewardMilestones)
        .set(changes)
        .where(and(eq(rewardMilestones.organizationId, organizationId), eq(rewardMilestones.id, milestoneId)))
        .returning();
      return row;
    },

    async deleteMilestone(organizationId: string, milestoneId: string): Promise<boolean> {
      const milestone = await this.findMilestone(organizationId, milestoneId);
      if (!milestone) return false;
      await this.deleteMilestones(organizationId, [milestoneId]);
      return true;
    },
  };
}

export type StampCardsRepository = ReturnType<typeof createStampCardsRepository>;

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
