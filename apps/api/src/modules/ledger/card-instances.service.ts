import type { CardInstance, CreateTransactionRequest, Reward } from "@stampwise/contract";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/database-errors";
import type { EventBus } from "../events/events.bus";
import * as cardInstances from "./card-instances.repository";
import { toCardInstanceDto, toRewardDto } from "./card-instances.repository";
import type { LedgerService, PostingResult } from "./ledger.service";
import type { CardInstanceRow } from "./ledger.table";
import type { Actor, LedgerNeighbours } from "./posting.types";

export function createCardInstancesService(deps: {
  db: Db;
  ledger: LedgerService;
  events: EventBus;
  neighbours: LedgerNeighbours;
  /** Called after a commit that recorded webhook events, so their delivery starts at once. */
  webhookEventsRecorded?: () => void;
}) {
  const { db, events } = deps;
  const { customers, cards } = deps.neighbours;

  async function publishCard(instance: CardInstanceRow, tx: Db, removed = false) {
    await events.publish(
      instance.userId,
      {
        type: "card.updated",
        data: {
          instanceId: instance.id,
          loyaltyCardId: instance.cardId,
          stamps: removed ? null : instance.balance,
        },
      },
      tx,
    );
  }

  return {
    async createInstance(
      organizationId: string,
      body: { userId: string; loyaltyCardId: string },
    ): Promise<CardInstance> {
      try {
        return await db.transaction(async (tx) => {
          if (!(await cards.findLiveStampCard(tx, organizationId, body.loyaltyCardId)))
            throw notFound("Stamp card");
          if (!(await customers.find(tx, organizationId, body.userId))) throw notFound("Customer");
          const instance = await cardInstances.insertInstance(
            tx,
            organizationId,
            body.loyaltyCardId,
            body.userId,
          );
          if (!instance) throw instanceExists();
          // The first card makes a customer of the organization (users directory), in the same transaction.
          await customers.add(tx, organizationId, body.userId);
          await publishCard(instance, tx);
          return toCardInstanceDto(instance);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw instanceExists();
        throw error;
      }
    },

    /**
     * The person leaves the organization, by their own act: what each card holds is written off
     * (points and a gift card's balance by an `adjustment` row each, the person its actor; stamps
     * go with their card), rewards not claimed yet expire, and the cards end, leaving their history
     * in the ledger. Inside the caller's transaction and before the person stops being a customer
     * here: a posting needs the customer's row.
     */
    async endCustomerCards(tx: Db, organizationId: string, userId: string): Promise<void> {
      const held = await cardInstances.lockCustomerCards(tx, organizationId, userId);
      for (const card of held) {
        if (card.kind === "stamp" || card.balance === 0) continue;
        await deps.ledger.post(
          {
            organizationId,
            actorUserId: userId,
            target: { instanceId: card.id },
            cardKind: card.kind,
            delta: -card.balance,
            // Written off, neither spent nor a visit.
            source: "adjustment",
            idempotencyKey: `left-${card.id}`,
          },
          tx,
        );
      }
      await cardInstances.endInstances(
        tx,
        organizationId,
        held.map((card) => card.id),
      );
      for (const card of held) {
        await events.publish(
          userId,
          { type: "card.updated", data: { instanceId: card.id, loyaltyCardId: card.cardId, stamps: null } },
          tx,
        );
      }
    },

    async deleteInstance(organizationId: string, instanceId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await cardInstances.softDeleteInstance(tx, organizationId, instanceId);
        if (!removed) throw notFound("Card instance");
        await publishCard(removed, tx, true);
      });
    },

    /**
     * A change of stamps from the API: one posting through the ledger. `outerTx` runs it inside a
     * caller's transaction (a counter QR code's claim). Only a stamp card takes it, unless the
     * caller names another kind (a points code's scan): a gift or points card's id answers 404.
     */
    recordTransaction(
      organizationId: string,
      actor: Actor,
      body: CreateTransactionRequest,
      outerTx?: Db,
      cardKind: "stamp" | "points" = "stamp",
      options: { customerAct?: boolean } = {},
    ): Promise<PostingResult> {
      const target =
        body.instanceId !== undefined
          ? { instanceId: body.instanceId }
          : { userId: body.userId ?? "", cardId: body.loyaltyCardId ?? "" };
      return deps.ledger.post(
        {
          organizationId,
          actorUserId: actor.userId,
          actorApiKeyId: actor.apiKeyId,
          target,
          cardKind,
          delta: body.delta,
          source: body.source,
          idempotencyKey: body.idempotencyKey,
          customerAct: options.customerAct,
        },
        outerTx,
      );
    },

    /** The person's own live card by its id, at any organization; undefined for anyone else's. */
    async findHeldCard(userId: string, instanceId: string) {
      const row = await cardInstances.findHeldInstance(db, userId, instanceId);
      return (
        row && { id: row.id, organizationId: row.organizationId, cardId: row.cardId, userId: row.userId }
      );
    },

    async listRewards(organizationId: string, instanceId: string): Promise<Reward[]> {
      if (!(await cardInstances.findInstance(db, organizationId, instanceId)))
        throw notFound("Card instance");
      return (await cardInstances.listRewards(db, organizationId, instanceId)).map(toRewardDto);
    },

    async redeemReward(organizationId: string, rewardId: string, actor: Actor): Promise<Reward> {
      let webhookEvents = 0;
      const redeemedReward = await db.transaction(async (tx) => {
        const reward = await cardInstances.findReward(tx, organizationId, rewardId);
        if (!reward) throw notFound("Reward");
        const redeemed = await cardInstances.redeemReward(tx, organizationId, rewardId, actor);
        if (!redeemed) {
          throw new AppError(409, "REWARD_NOT_AVAILABLE", `The reward is ${reward.status}, not available`);
        }
        const instance = await cardInstances.findInstance(tx, organizationId, reward.instanceId);
        if (instance) {
          await publishCard(instance, tx);
          const card = { cardId: instance.cardId, instanceId: instance.id, customerUserId: instance.userId };
          webhookEvents = await deps.neighbours.webhooks.record(tx, organizationId, [
            { type: "reward.redeemed", orderingKey: instance.id, data: { ...card, rewardId } },
          ]);
        }
        return toRewardDto(redeemed);
      });
      if (webhookEvents > 0) deps.webhookEventsRecorded?.();
      return redeemedReward;
    },
  };
}

const instanceExists = () =>
  new AppError(409, "CARD_INSTANCE_EXISTS", "The customer already holds this card");

export type CardInstancesService = ReturnType<typeof createCardInstancesService>;
