import { type StampCard, VALIDATION_MESSAGES } from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError, notFound, validationError } from "../../lib/app-error";
import {
  type MilestoneFields,
  type StampCardChanges,
  type StampCardsRepository,
  toCardTemplateDto,
  toRewardMilestoneDto,
  toStampCardSummaryDto,
} from "./stamp-cards.repository";

/** The rules that span a card and its milestones; each runs in one transaction with the card locked. */
export function createStampCardsService(deps: { db: Db; stampCards: StampCardsRepository }) {
  const { db, stampCards } = deps;

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
     * Lowering stamps required would strand milestones above it: without `removeMilestonesAbove`
     * the answer is 409 listing them; with it they are deleted with the change, atomically.
     */
    async updateStampCard(
      organizationId: string,
      cardId: string,
      body: StampCardChanges & { removeMilestonesAbove?: boolean },
    ): Promise<StampCard> {
      const { removeMilestonesAbove, ...changes } = body;
      await db.transaction(async (tx) => {
        const card = await stampCards.find(organizationId, cardId, tx, { forUpdate: true });
        if (!card) throw notFound("Stamp card");
        if (changes.stampsRequired !== undefined) {
          const stranded = await stampCards.milestonesAbove(
            organizationId,
            cardId,
            changes.stampsRequired,
            tx,
          );
          if (stranded.length > 0 && !removeMilestonesAbove) {
            throw new AppError(
              409,
              "MILESTONES_ABOVE_LIMIT",
              "Lowering stamps required removes milestones above it; confirm with removeMilestonesAbove",
              {
                milestones: stranded.map(({ id, rewardName, stampsNeeded }) => ({
                  id,
                  rewardName,
                  stampsNeeded,
                })),
              },
            );
          }
          await stampCards.deleteMilestones(
            organizationId,
            stranded.map((milestone) => milestone.id),
            tx,
          );
        }
        await stampCards.update(organizationId, cardId, changes, tx);
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
