import { randomUUID } from "node:crypto";
import {
  type CardTemplate,
  type CardTemplateFields,
  type RewardMilestone,
  type StampCard,
  type StampCardSummary,
  VALIDATION_MESSAGES,
} from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError, notFound, validationError } from "../../lib/app-error";
import { toCardTemplateDto, toRewardMilestoneDto } from "../cards/cards.repository";
import type { Actor, LedgerService } from "../ledger/ledger.service";
import { capQrCodeStamps, qrCodesAbove } from "../qr-codes/qr-codes.repository";
import * as stampCards from "./stamp-cards.repository";
import { type MilestoneFields, type StampCardChanges, toStampCardSummaryDto } from "./stamp-cards.repository";

/** The rules that span a card and its milestones; each runs in one transaction with the card locked. */
export function createStampCardsService(deps: { db: Db; ledger: Pick<LedgerService, "postOrSkip"> }) {
  const { db } = deps;

  async function loweringOf(tx: Db, organizationId: string, cardId: string, stampsRequired: number) {
    const milestones = await stampCards.milestonesAbove(tx, organizationId, cardId, stampsRequired);
    return {
      stampsRequired,
      milestones: milestones.map(({ id, rewardName, stampsNeeded }) => ({ id, rewardName, stampsNeeded })),
      qrCodes: await qrCodesAbove(tx, organizationId, cardId, stampsRequired),
      customersAtOrAbove: (await stampCards.instancesAtOrAbove(tx, organizationId, cardId, stampsRequired))
        .length,
    };
  }

  async function getStampCard(organizationId: string, cardId: string): Promise<StampCard> {
    const card = await stampCards.findStampCard(db, organizationId, cardId);
    if (!card) throw notFound("Stamp card");
    const template = await stampCards.findCardTemplate(db, organizationId, cardId);
    const milestones = await stampCards.listMilestones(db, organizationId, cardId);
    if (!template) throw new Error(`stamp card ${cardId} has no template`);
    return {
      ...toStampCardSummaryDto(card),
      milestones: milestones.map(toRewardMilestoneDto),
      template: toCardTemplateDto(template),
    };
  }

  /** A milestone can be reached only if it needs no more stamps than the card requires. */
  function checkWithinCard(
    fields: Pick<MilestoneFields, "stampsNeeded" | "requirement">,
    stampsRequired: number,
  ) {
    const issues = [];
    if (fields.stampsNeeded > stampsRequired) {
      issues.push({ path: "stampsNeeded", message: VALIDATION_MESSAGES.stampsNeededAboveCard });
    }
    if (fields.requirement > stampsRequired) {
      issues.push({ path: "requirement", message: VALIDATION_MESSAGES.requirementAboveCard });
    }
    if (issues.length > 0) throw validationError(issues);
  }

  return {
    getStampCard,

    /** Creates a stamp card with the default template; answers it as `getStampCard` does. */
    async createStampCard(
      organizationId: string,
      input: { name: string; description: string; stampsRequired: number },
    ): Promise<StampCard> {
      const card = await stampCards.createStampCard(db, organizationId, input);
      return getStampCard(organizationId, card.id);
    },

    /** Removes the card (soft: customers' history stays); false when there was none. */
    deleteStampCard: (organizationId: string, cardId: string): Promise<boolean> =>
      stampCards.softDeleteStampCard(db, organizationId, cardId),

    /** The organization's stamp cards, newest first. */
    async listStampCards(organizationId: string): Promise<StampCardSummary[]> {
      const cards = await stampCards.listStampCards(db, organizationId);
      return cards.map((card) => toStampCardSummaryDto(card));
    },

    /** Changes the card's template; 404 for a missing card. */
    async updateTemplate(
      organizationId: string,
      cardId: string,
      changes: Partial<CardTemplateFields>,
    ): Promise<CardTemplate> {
      const template = await stampCards.updateCardTemplate(db, organizationId, cardId, changes);
      if (!template) throw notFound("Stamp card");
      return toCardTemplateDto(template);
    },

    /** The card's milestones, fewest stamps first; 404 for a missing card. */
    async listMilestones(organizationId: string, cardId: string): Promise<RewardMilestone[]> {
      const card = await stampCards.findStampCard(db, organizationId, cardId);
      if (!card) throw notFound("Stamp card");
      return (await stampCards.listMilestones(db, organizationId, card.id)).map(toRewardMilestoneDto);
    },

    /** Deletes a milestone of a live card; false when there was none. */
    deleteMilestone: (organizationId: string, milestoneId: string): Promise<boolean> =>
      stampCards.deleteMilestone(db, organizationId, milestoneId),

    /**
     * Lowering stamps required changes a live card: milestones above it are deleted, QR codes that
     * give more are capped, and customers at or above it complete the card once (through the
     * ledger, with its reward). Without `confirmLowering` the answer is 409 naming all of it; with
     * it, all of it happens in one transaction with the card locked.
     */
    async updateStampCard(
      organizationId: string,
      cardId: string,
      body: StampCardChanges & { confirmLowering?: boolean },
      actor: Actor,
    ): Promise<StampCard> {
      const { confirmLowering, ...changes } = body;
      await db.transaction(async (tx) => {
        const card = await stampCards.findStampCard(tx, organizationId, cardId, { forUpdate: true });
        if (!card) throw notFound("Stamp card");
        const lowered =
          changes.stampsRequired !== undefined && changes.stampsRequired < (card.stampsRequired ?? 0)
            ? changes.stampsRequired
            : undefined;
        const lowering =
          lowered === undefined ? undefined : await loweringOf(tx, organizationId, cardId, lowered);
        const affects =
          lowering &&
          (lowering.milestones.length > 0 || lowering.qrCodes.length > 0 || lowering.customersAtOrAbove > 0);
        if (lowering && affects && !confirmLowering) {
          throw new AppError(
            409,
            "LOWERING_NEEDS_CONFIRMATION",
            "Lowering stamps required changes rewards, QR codes or customers' cards; confirm with confirmLowering",
            { lowering },
          );
        }
        await stampCards.updateStampCard(tx, organizationId, cardId, changes);
        if (!lowering) return;
        await stampCards.deleteMilestones(
          tx,
          organizationId,
          lowering.milestones.map((milestone) => milestone.id),
        );
        await capQrCodeStamps(tx, organizationId, cardId, lowering.stampsRequired);
        for (const instanceId of await stampCards.instancesAtOrAbove(
          tx,
          organizationId,
          cardId,
          lowering.stampsRequired,
        )) {
          await deps.ledger.postOrSkip(
            {
              organizationId,
              actorUserId: actor.userId,
              actorApiKeyId: actor.apiKeyId,
              target: { instanceId },
              cardKind: "stamp",
              delta: 0,
              source: "card-change",
              idempotencyKey: `lowered:${instanceId}:${randomUUID()}`,
              operation: "settle",
            },
            tx,
          );
        }
      });
      return getStampCard(organizationId, cardId);
    },

    async createMilestone(organizationId: string, body: { stampCardId: string } & MilestoneFields) {
      const { stampCardId, ...fields } = body;
      return db.transaction(async (tx) => {
        const card = await stampCards.findStampCard(tx, organizationId, stampCardId, { forUpdate: true });
        if (!card) throw notFound("Stamp card");
        checkWithinCard(fields, card.stampsRequired ?? 0);
        return toRewardMilestoneDto(await stampCards.createMilestone(tx, organizationId, card.id, fields));
      });
    },

    async updateMilestone(organizationId: string, milestoneId: string, changes: Partial<MilestoneFields>) {
      return db.transaction(async (tx) => {
        const milestone = await stampCards.findMilestone(tx, organizationId, milestoneId);
        if (!milestone) throw notFound("Milestone");
        const card = await stampCards.findStampCard(tx, organizationId, milestone.cardId, {
          forUpdate: true,
        });
        if (!card) throw notFound("Milestone");
        checkWithinCard({ ...milestone, ...changes }, card.stampsRequired ?? 0);
        const updated = await stampCards.updateMilestone(tx, organizationId, milestoneId, changes);
        if (!updated) throw notFound("Milestone");
        return toRewardMilestoneDto(updated);
      });
    },
  };
}

export type StampCardsService = ReturnType<typeof createStampCardsService>;
