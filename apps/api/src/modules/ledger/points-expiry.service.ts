import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { EventBus } from "../events/events.bus";
import { pointsUpdatedEvent } from "./ledger.service";
import { expireLots, nextExpiryAt, pointsStanding } from "./points.rule";
import type { ExpiryWrite } from "./points-expiry.repository";
import * as repository from "./points-expiry.repository";

/** How long a card whose expiry failed waits before the job tries it again. */
export const FAILED_EXPIRY_RETRY_SECONDS = 3600;

/** The ledger key of a lot's expiry: a lot expires once, whatever runs the job and how often. */
export const expiryKey = (lotId: string) => `points-expiry:${lotId}`;

export interface ExpiryRun {
  /** Cards whose points expired. */
  cards: number;
  /** Ledger rows written: one per expired remainder. */
  rows: number;
  points: number;
}

/**
 * The points expiry job's work (expiry is a job that posts to the ledger). In batches,
 * each one database transaction: lock the due cards, apply the pure rule (`planExpiry` through
 * `expireLots`), write the ledger rows, balances, lots and live events in one statement. The
 * ledger row's actor is the card's holder: nobody acted, and the source `expiry` says so.
 */
export function createPointsExpiry(deps: {
  db: Db;
  events: Pick<EventBus, "encode">;
  log: Pick<FastifyBaseLogger, "error">;
}) {
  async function expireBatch(
    limit: number,
    instanceId: string | null = null,
  ): Promise<ExpiryRun & { due: number }> {
    return deps.db.transaction(async (tx) => {
      const { nowMs, due } = await repository.lockDue(tx, limit, instanceId);
      const write: ExpiryWrite = { rows: [], instances: [], events: [] };
      const stale: { id: string; next_expiry_ms: number | null }[] = [];
      let points = 0;
      for (const card of due) {
        const expiry = expireLots(card.lots, card.balance, nowMs);
        if (!expiry) {
          // Due by the index with nothing left to expire: only the next expiry needs setting right.
          stale.push({ id: card.id, next_expiry_ms: nextExpiryAt(card.lots) });
          continue;
        }
        const rows = expiry.expired.map((remainder) => ({
          id: randomUUID(),
          organization_id: card.organizationId,
          instance_id: card.id,
          delta: -remainder.points,
          balance_after: remainder.balanceAfter,
          actor_user_id: card.userId,
          idempotency_key: expiryKey(remainder.lotId),
        }));
        write.rows.push(...rows);
        const expired = rows.reduce((sum, row) => sum - row.delta, 0);
        points += expired;
        write.instances.push({
          id: card.id,
          balance: card.balance - expired,
          lots: expiry.lots,
          next_expiry_ms: expiry.nextExpiryAtMs,
          qualifying_points: expiry.qualifying.points,
          qualifying_until_ms: expiry.qualifying.untilMs,
        });
        const event = pointsUpdatedEvent(
          { instance: { id: card.id, cardId: card.cardId } },
          rows[rows.length - 1]?.id ?? randomUUID(),
          -expired,
          pointsStanding(expiry.lots, nowMs),
        );
        const { channel, payload } = deps.events.encode(card.userId, event);
        write.events.push({ instance_id: card.id, channel, payload });
      }
      if (stale.length > 0) await repository.setNextExpiry(tx, stale);
      const rows = write.rows.length > 0 ? await repository.writeExpiry(tx, write) : 0;
      return { due: due.length, cards: write.instances.length, rows, points };
    });
  }

  /**
   * After a batch failed: its cards one at a time, each in its own transaction, so one card's
   * failure (whichever organization's) is put off and logged while every other card expires.
   */
  async function expireOneByOne(limit: number): Promise<ExpiryRun & { due: number; failed: number }> {
    const due = await repository.listDue(deps.db, limit);
    const run = { cards: 0, rows: 0, points: 0, due: due.length, failed: 0 };
    for (const card of due) {
      try {
        const alone = await expireBatch(1, card.id);
        run.cards += alone.cards;
        run.rows += alone.rows;
        run.points += alone.points;
      } catch (error) {
        run.failed += 1;
        await repository.deferExpiry(deps.db, card.id, FAILED_EXPIRY_RETRY_SECONDS);
        deps.log.error(
          { err: error, instanceId: card.id, organizationId: card.organizationId },
          "points expiry failed for a card: retried in an hour",
        );
      }
    }
    return run;
  }

  return {
    /**
     * Expires everything due now, batch after batch, until a batch comes back short. A batch that
     * fails is done again card by card (`expireOneByOne`), so one card never holds back the rest.
     */
    async expireDue(options: { batchSize?: number } = {}): Promise<ExpiryRun & { failed: number }> {
      const batchSize = options.batchSize ?? 500;
      const total = { cards: 0, rows: 0, points: 0, failed: 0 };
      for (;;) {
        let batch: ExpiryRun & { due: number; failed?: number };
        try {
          batch = await expireBatch(batchSize);
        } catch (error) {
          deps.log.error({ err: error }, "points expiry batch failed: its cards go one at a time");
          batch = await expireOneByOne(batchSize);
        }
        total.cards += batch.cards;
        total.rows += batch.rows;
        total.points += batch.points;
        total.failed += batch.failed ?? 0;
        // A pass that failed on every card it read would find them again (deferred): it ends too.
        if (batch.due < batchSize || (batch.failed ?? 0) === batch.due) return total;
      }
    },
  };
}

export type PointsExpiry = ReturnType<typeof createPointsExpiry>;
