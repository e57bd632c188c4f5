import { randomUUID } from "node:crypto";
import { type StampCard, VALIDATION_MESSAGES } from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError, notFound, validationError } from "../../lib/app-error";
import { toCardTemplateDto, toRewardMilestoneDto } from "../cards/cards.repository";
import type { LedgerService } from "../ledger/ledger.service";
import { capQrCodeStamps, qrCodesAbove } from "../qr-codes/qr-codes.repository";
import {
  type MilestoneFields,
  type StampCardChanges,
  type StampCardsRepository,
  toStampCardSummaryDto,
} from "./stamp-cards.repository";

/** The rules that span a card and its milestones; each runs in one transaction with the card locked. */
export function createStampCardsService(deps: {
  db: Db;
  stampCards: StampCardsRepository;
  ledger: Pick<LedgerService, "postOrSkip">;
}) {
  const { db, stampCards } = deps;

  async function loweringOf(tx: Db, organizationId: string, cardId: string, stampsRequired: number) {
    const milestones = await stampCards.milestonesAbove(organizationId, cardId, stampsRequired, tx);
    return {
      stampsRequired,
      milestones: milestones.map(({ id, rewardName, stampsNeeded }) => ({ id, rewardName, stampsNeeded })),
      qrCodes: await qrCodesAbove(tx, organizationId, cardId, stampsRequired),
      customersAtOrAbove: (await stampCards.instancesAtOrAbove(organizationId, cardId, stampsRequired, tx))
        .length,
    };
  }

  async function getStampCard(organizationId: string, cardId: string, tx: Db = db): Promise<StampCard> {
    const card = await stampCards.find(organizationId, cardId, tx);
    if (!card) throw notFound("Stamp card");
    const template = await stampCards.findTemplate(organizationId, cardId, tx);
    const milestones = await stampCards.listMilestones(organizationId, cardId, tx);
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
      actorUserId: string,
    ): Promise<StampCard> {
      const { confirmLowering, ...changes } = body;
      await db.transaction(async (tx) => {
        const card = await stampCards.find(organizationId, cardId, tx, { forUpdate: true });
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
        await stampCards.update(organizationId, cardId, changes, tx);
        if (!lowering) return;
        await stampCards.deleteMilestones(
          organizationId,
          lowering.milestones.map((milestone) => milestone.id),
          tx,
        );
        await capQrCodeStamps(tx, organizationId, cardId, lowering.stampsRequired);
        for (const instanceId of await stampCards.instancesAtOrAbove(
          organizationId,
          cardId,
          lowering.stampsRequired,
          tx,
        )) {
          await deps.ledger.postOrSkip(
            {
              organizationId,
              actorUserId,
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
        const card = await stampCards.find(organizationId, stampCardId, tx, { forUpdate: true });
        if (!card) throw notFound("Stamp card");
        checkWithinCard(fields, card.stampsRequired ?? 0);
        return toRewardMilestoneDto(await stampCards.createMilestone(organizationId, card.id, fields, tx));
      });
    },

    async updateMilestone(organizationId: string, milestoneId: string, changes: Partial<MilestoneFields>) {
      return db.transaction(async (tx) => {
        const milestone = await stampCards.findMilestone(organizationId, milestoneId, tx);
        if (!milestone) throw notFound("Milestone");
        const card = await stampCards.find(organizationId, milestone.cardId, tx, { forUpdate: true });
        if (!card) throw notFound("Milestone");
        checkWithinCard({ ...milestone, ...changes }, card.stampsRequired ?? 0);
        const updated = await stampCards.updateMilestone(organizationId, milestoneId, changes, tx);
        if (!updated) throw notFound("Milestone");
        return toRewardMilestoneDto(updated);
      });
    },
  };
}

export type StampCardsService = ReturnType<typeof createStampCardsService>;
