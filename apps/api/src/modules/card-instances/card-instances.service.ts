import type { CardInstance, CreateTransactionRequest, Reward, TransactionResult } from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/database-errors";
import type { EventBus } from "../events/events.bus";
import { FraudBlockedError } from "../fraud/fraud.errors";
import type { FraudService } from "../fraud/fraud.service";
import type { StampCardsRepository } from "../stamp-cards/stamp-cards.repository";
import {
  type CardInstancesRepository,
  toCardInstanceDto,
  toRewardDto,
  toTransactionDto,
} from "./card-instances.repository";
import type { CardInstanceRow } from "./card-instances.table";

export interface PlannedReward {
  milestoneId: string | null;
  name: string;
  cycle: number;
}

/**
 * The stamp cycle (DESIGN §3): adding stamps issues each milestone's reward once per cycle when
 * the count reaches it; reaching stamps required issues the final reward and restarts, carrying
 * the rest over (possibly through several cycles). Removing never goes below 0 and issues nothing.
 */
export function applyStamps(input: {
  stamps: number;
  cycle: number;
  delta: number;
  stampsRequired: number;
  finalRewardName: string;
  milestones: { id: string; rewardName: string; stampsNeeded: number }[];
  rewardedMilestoneIds: string[];
}): { stamps: number; cycle: number; rewards: PlannedReward[] } | undefined {
  if (input.delta < 0) {
    const stamps = input.stamps + input.delta;
    return stamps < 0 ? undefined : { stamps, cycle: input.cycle, rewards: [] };
  }
  const required = Math.max(1, input.stampsRequired);
  const milestones = [...input.milestones].sort((a, b) => a.stampsNeeded - b.stampsNeeded);
  const rewarded = new Set(input.rewardedMilestoneIds);
  const rewards: PlannedReward[] = [];
  let position = input.stamps;
  let cycle = input.cycle;
  let remaining = input.delta;
  while (remaining > 0 || position >= required) {
    // A count left above a since-lowered stamps required completes at once.
    const next = Math.min(position + remaining, Math.max(required, position));
    for (const milestone of milestones) {
      const reached = milestone.stampsNeeded > position && milestone.stampsNeeded <= next;
      if (reached && !rewarded.has(milestone.id)) {
        rewards.push({ milestoneId: milestone.id, name: milestone.rewardName, cycle });
        rewarded.add(milestone.id);
      }
    }
    remaining -= next - position;
    position = next;
    if (position >= required) {
      rewards.push({ milestoneId: null, name: input.finalRewardName, cycle });
      cycle += 1;
      position -= required;
      rewarded.clear();
    }
  }
  return { stamps: position, cycle, rewards };
}

/** Thrown inside the transaction when another request took the idempotency key first. */
class KeyTaken extends Error {}

export function createCardInstancesService(deps: {
  db: Db;
  cardInstances: CardInstancesRepository;
  stampCards: StampCardsRepository;
  events: EventBus;
  fraud: Pick<FraudService, "enforceScanCaps" | "logBlocked">;
}) {
  const { db, cardInstances: repo, stampCards, events, fraud } = deps;

  async function publishCard(instance: CardInstanceRow, tx: Db, removed = false) {
    await events.publish(
      instance.userId,
      {
        type: "card.updated",
        data: {
          instanceId: instance.id,
          loyaltyCardId: instance.cardId,
          stamps: removed ? null : instance.stamps,
        },
      },
      tx,
    );
  }

  /** The answer a transaction gave, rebuilt from the ledger for a repeated idempotency key. */
  async function replay(
    organizationId: string,
    idempotencyKey: string,
    tx: Db,
  ): Promise<TransactionResult | undefined> {
    const transaction = await repo.findTransactionByKey(organizationId, idempotencyKey, tx);
    if (!transaction) return undefined;
    const instance = await repo.findInstanceEvenRemoved(organizationId, transaction.instanceId, tx);
    if (!instance) throw new Error(`transaction ${transaction.id} has no instance`);
    const issued = await repo.rewardsOfTransaction(organizationId, transaction.id, tx);
    return {
      transaction: toTransactionDto(transaction),
      instance: toCardInstanceDto(instance),
      rewardsIssued: issued.map(toRewardDto),
    };
  }

  async function lockInstance(organizationId: string, body: CreateTransactionRequest, tx: Db) {
    if (body.instanceId) {
      const instance = await repo.findInstance(organizationId, body.instanceId, tx, { forUpdate: true });
      if (!instance) throw notFound("Card instance");
      return instance;
    }
    const { userId, loyaltyCardId } = body;
    if (!userId || !loyaltyCardId) throw new Error("schema lets through neither instance nor customer");
    if (!(await repo.findStampCard(organizationId, loyaltyCardId, tx))) throw notFound("Stamp card");
    // Most stamps go on a card the customer already holds: lock it and skip the customer check
    // (only customers are given cards) and the insert, two round trips on every counter scan.
    const held = await repo.findLiveInstanceOf(organizationId, loyaltyCardId, userId, tx, {
      forUpdate: true,
    });
    if (held) return held;
    if (!(await repo.findCustomer(userId, tx))) throw notFound("Customer");
    await repo.insertInstance(organizationId, loyaltyCardId, userId, tx);
    const instance = await repo.findLiveInstanceOf(organizationId, loyaltyCardId, userId, tx, {
      forUpdate: true,
    });
    if (!instance) throw new Error("card instance neither inserted nor found");
    return instance;
  }

  return {
    async createInstance(
      organizationId: string,
      body: { userId: string; loyaltyCardId: string },
    ): Promise<CardInstance> {
      try {
        return await db.transaction(async (tx) => {
          if (!(await repo.findStampCard(organizationId, body.loyaltyCardId, tx)))
            throw notFound("Stamp card");
          if (!(await repo.findCustomer(body.userId, tx))) throw notFound("Customer");
          const instance = await repo.insertInstance(organizationId, body.loyaltyCardId, body.userId, tx);
          if (!instance) throw instanceExists();
          await publishCard(instance, tx);
          return toCardInstanceDto(instance);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw instanceExists();
        throw error;
      }
    },

    async deleteInstance(organizationId: string, instanceId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await repo.softDeleteInstance(organizationId, instanceId, tx);
        if (!removed) throw notFound("Card instance");
        await publishCard(removed, tx, true);
      });
    },

    /** One database transaction with the instance locked; `replayed` for a repeated idempotency key. */
    async recordTransaction(
      organizationId: string,
      actorUserId: string,
      body: CreateTransactionRequest,
      /** Run inside a caller's transaction (a savepoint of it) instead of a new one. */
      outerTx?: Db,
    ): Promise<{ result: TransactionResult; replayed: boolean }> {
      const runner = outerTx ?? db;
      const earlier = await replay(organizationId, body.idempotencyKey, runner);
      if (earlier) return { result: earlier, replayed: true };
      try {
        return await runner.transaction(async (tx) => {
          const instance = await lockInstance(organizationId, body, tx);
          // Requests with the same key queue on the lock: the later ones find the first's row.
          const again = await replay(organizationId, body.idempotencyKey, tx);
          if (again) return { result: again, replayed: true };
          // After the replay check (a retried scan that already counted answers as before) and
          // before any write; it serializes this customer's scans so concurrent ones see each other.
          await fraud.enforceScanCaps(
            {
              organizationId,
              userId: instance.userId,
              cardId: instance.cardId,
              actorUserId,
              source: body.source,
              stamps: body.delta,
            },
            tx,
          );
          const card = await repo.findStampCard(organizationId, instance.cardId, tx, { share: true });
          if (!card) throw notFound("Stamp card");
          const milestones = await stampCards.listMilestones(organizationId, card.id, tx);
          const plan = applyStamps({
            stamps: instance.stamps,
            cycle: instance.cycle,
            delta: body.delta,
            stampsRequired: card.stampsRequired ?? 1,
            finalRewardName: card.name,
            milestones,
            // Only adding stamps can reach a milestone; with none to reach, skip the lookup.
            rewardedMilestoneIds:
              milestones.length > 0 && body.delta > 0
                ? await repo.milestonesRewarded(organizationId, instance.id, instance.cycle, tx)
                : [],
          });
          if (!plan) {
            throw new AppError(
              400,
              "STAMPS_BELOW_ZERO",
              `The card has ${instance.stamps} stamps; cannot remove ${-body.delta}`,
            );
          }
          const transaction = await repo.insertTransaction(
            {
              organizationId,
              instanceId: instance.id,
              kind: "stamps",
              delta: body.delta,
              balanceAfter: plan.stamps,
              source: body.source,
              actorUserId,
              idempotencyKey: body.idempotencyKey,
            },
            tx,
          );
          if (!transaction) throw new KeyTaken();
          const updated = await repo.setStamps(
            organizationId,
            instance.id,
            { stamps: plan.stamps, cycle: plan.cycle },
            tx,
          );
          const issued = await repo.insertRewards(
            plan.rewards.map((reward) => ({
              organizationId,
              instanceId: instance.id,
              transactionId: transaction.id,
              ...reward,
            })),
            tx,
          );
          await publishCard(updated, tx);
          return {
            result: {
              transaction: toTransactionDto(transaction),
              instance: toCardInstanceDto(updated),
              rewardsIssued: issued.map(toRewardDto),
            },
            replayed: false,
          };
        });
      } catch (error) {
        // Logged now that the stamp is rolled back, so the log row stays. A caller that passed its
        // own transaction logs after that one ends (it may still roll back).
        if (error instanceof FraudBlockedError && !outerTx) await fraud.logBlocked(error);
        if (error instanceof KeyTaken || isUniqueViolation(error)) {
          const original = await replay(organizationId, body.idempotencyKey, runner);
          if (original) return { result: original, replayed: true };
        }
        throw error;
      }
    },

    async listRewards(organizationId: string, instanceId: string): Promise<Reward[]> {
      if (!(await repo.findInstance(organizationId, instanceId))) throw notFound("Card instance");
      return (await repo.listRewards(organizationId, instanceId)).map(toRewardDto);
    },

    async redeemReward(organizationId: string, rewardId: string, adminId: string): Promise<Reward> {
      return db.transaction(async (tx) => {
        const reward = await repo.findReward(organizationId, rewardId, tx);
        if (!reward) throw notFound("Reward");
        const redeemed = await repo.redeemReward(organizationId, rewardId, adminId, tx);
        if (!redeemed) {
          throw new AppError(409, "REWARD_NOT_AVAILABLE", `The reward is ${reward.status}, not available`);
        }
        const instance = await repo.findInstance(organizationId, reward.instanceId, tx);
        if (instance) await publishCard(instance, tx);
        return toRewardDto(redeemed);
      });
    },
  };
}

const instanceExists = () =>
  new AppError(409, "CARD_INSTANCE_EXISTS", "The customer already holds this card");

export type CardInstancesService = ReturnType<typeof createCardInstancesService>;
