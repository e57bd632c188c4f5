import {
  type AdjustPointsRequest,
  type EarnPointsRequest,
  POINTS_POSTING_MAX,
  POINTS_VALIDATION_MESSAGES,
  type PointsPostingResult,
  type PointsReward,
  pointsForPurchase,
  type RedeemPointsRewardRequest,
  type RedeemPointsRewardResult,
} from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError, notFound, validationError } from "../../lib/app-error";
import type { Actor, LedgerService, Posting, PostingResult } from "../ledger/ledger.service";
import * as programs from "../loyalty-program/loyalty-program.repository";
import { noProgramYet } from "../loyalty-program/loyalty-program.service";
import * as rewards from "./points-rewards.repository";
import { type PointsRewardFields, toPointsRewardDto } from "./points-rewards.repository";

const nothingEarned = () =>
  new AppError(400, "POINTS_NOTHING_EARNED", "The program's rule gives no points for this purchase");
const rewardInactive = () =>
  new AppError(409, "POINTS_REWARD_INACTIVE", "This reward is switched off and cannot be redeemed");
const programRequired = () =>
  new AppError(409, "LOYALTY_PROGRAM_REQUIRED", "Create the loyalty program before adding rewards");

/**
 * Points earned, adjusted and spent on rewards: each one posting on the customer's card of the
 * organization's program, through the ledger (which gives the card on the first points).
 */
export function createPointsService(deps: { db: Db; ledger: LedgerService }) {
  const { db, ledger } = deps;

  async function programOf(organizationId: string) {
    const program = await programs.findLoyaltyProgram(db, organizationId);
    if (!program) throw noProgramYet();
    return program;
  }

  function toResult({ result, points }: PostingResult): PointsPostingResult {
    return {
      transaction: result.transaction,
      instanceId: result.instance.id,
      balance: points?.balance ?? 0,
    };
  }

  async function post(
    organizationId: string,
    actor: Actor,
    posting: Omit<Posting, "organizationId" | "actorUserId" | "target" | "cardKind"> & { userId: string },
  ) {
    const program = await programOf(organizationId);
    const { userId, ...rest } = posting;
    return ledger.post({
      organizationId,
      actorUserId: actor.userId,
      actorApiKeyId: actor.apiKeyId,
      target: { userId, cardId: program.pointsCardId },
      cardKind: "points",
      ...rest,
    });
  }

  return {
    /** A purchase (by the program's rule) or a number of points, given at the counter. */
    async earn(organizationId: string, actor: Actor, body: EarnPointsRequest) {
      const program = await programOf(organizationId);
      const points =
        body.points ??
        pointsForPurchase(body.purchaseAmountOre ?? 0, {
          pointsPerKrona: program.pointsPerKrona,
          pointsPerVisit: program.pointsPerVisit,
        });
      if (points <= 0) throw nothingEarned();
      // A large purchase at a generous rule (up to 100 points per krona) could give far more than
      // one posting may: refused, as a typed number of points above the maximum is.
      if (points > POINTS_POSTING_MAX) {
        throw validationError([
          { path: "purchaseAmountOre", message: POINTS_VALIDATION_MESSAGES.pointsRange },
        ]);
      }
      const posted = await ledger.post({
        organizationId,
        actorUserId: actor.userId,
        actorApiKeyId: actor.apiKeyId,
        target: { userId: body.userId, cardId: program.pointsCardId },
        cardKind: "points",
        delta: points,
        source: body.source ?? "manual",
        idempotencyKey: body.idempotencyKey,
      });
      return { replayed: posted.replayed, result: toResult(posted) };
    },

    /** A correction on the user profile, either way; never below zero (the rule refuses). */
    async adjust(organizationId: string, actor: Actor, body: AdjustPointsRequest) {
      const posted = await post(organizationId, actor, {
        userId: body.userId,
        delta: body.delta,
        // A correction: neither earning nor spending (insights), nor a visit.
        source: "adjustment",
        idempotencyKey: body.idempotencyKey,
        note: body.reason.trim(),
      });
      return { replayed: posted.replayed, result: toResult(posted) };
    },

    /** Spends the reward's cost through the ledger and hands the reward over in the same write. */
    async redeem(
      organizationId: string,
      actor: Actor,
      rewardId: string,
      body: RedeemPointsRewardRequest,
    ): Promise<{ replayed: boolean; result: RedeemPointsRewardResult }> {
      const reward = await rewards.findPointsReward(db, organizationId, rewardId);
      if (!reward) throw notFound("Points reward");
      if (!reward.active) throw rewardInactive();
      const posted = await post(organizationId, actor, {
        userId: body.userId,
        delta: -reward.pointsCost,
        source: "manual",
        idempotencyKey: body.idempotencyKey,
        note: reward.name,
        issueReward: { pointsRewardId: reward.id, name: reward.name },
      });
      const [issued] = posted.result.rewardsIssued;
      if (!issued) throw new Error(`redemption ${posted.result.transaction.id} issued no reward`);
      return { replayed: posted.replayed, result: { ...toResult(posted), reward: issued } };
    },

    async listRewards(organizationId: string): Promise<PointsReward[]> {
      return (await rewards.listPointsRewards(db, organizationId)).map(toPointsRewardDto);
    },

    async createReward(organizationId: string, fields: PointsRewardFields): Promise<PointsReward> {
      return db.transaction(async (tx) => {
        // Shared lock: the program cannot go (with its rewards) while one is being added.
        const program = await programs.findLoyaltyProgram(tx, organizationId, { lock: "share" });
        if (!program) throw programRequired();
        return toPointsRewardDto(await rewards.insertPointsReward(tx, organizationId, program.id, fields));
      });
    },

    async updateReward(
      organizationId: string,
      rewardId: string,
      changes: Partial<PointsRewardFields>,
    ): Promise<PointsReward> {
      const row = await rewards.updatePointsReward(db, organizationId, rewardId, changes);
      if (!row) throw notFound("Points reward");
      return toPointsRewardDto(row);
    },

    async deleteReward(organizationId: string, rewardId: string): Promise<void> {
      if (!(await rewards.softDeletePointsReward(db, organizationId, rewardId)))
        throw notFound("Points reward");
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
