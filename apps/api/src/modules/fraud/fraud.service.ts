import {
  DEFAULT_FRAUD_RULES,
  type FraudEvent,
  type FraudRules,
  SCAN_SOURCES,
  type TransactionSource,
  type UpdateFraudRulesRequest,
} from "@stampwise/contract";
import type { Db } from "../../db/client";
import { FraudBlockedError } from "./fraud.errors";
import type { FraudRepository } from "./fraud.repository";
import { checkScanCaps, hourlyCapRetryAfterSeconds } from "./fraud.rules";

/** A stamp change about to be written, as the caps see it. */
export interface StampAttempt {
  organizationId: string;
  userId: string;
  cardId: string;
  actorUserId: string;
  source: TransactionSource;
  stamps: number;
}

const isScan = (source: TransactionSource) => (SCAN_SOURCES as readonly TransactionSource[]).includes(source);

export function createFraudService({ db, fraud }: { db: Db; fraud: FraudRepository }) {
  async function rulesOf(organizationId: string, tx: Db = db): Promise<FraudRules> {
    return (await fraud.findRules(organizationId, tx)) ?? { ...DEFAULT_FRAUD_RULES };
  }

  return {
    getRules: (organizationId: string) => rulesOf(organizationId),

    updateRules: (organizationId: string, changes: UpdateFraudRulesRequest) =>
      fraud.upsertRules(organizationId, changes),

    async listEvents(organizationId: string, limit: number): Promise<FraudEvent[]> {
      const rows = await fraud.listEvents(organizationId, limit);
      return rows.map(({ event, customer, cardName }) => ({
        id: event.id,
        rule: event.rule,
        source: event.source,
        userId: event.userId,
        customer,
        loyaltyCardId: event.cardId,
        loyaltyCardName: cardName,
        actorUserId: event.actorUserId,
        attemptedStamps: event.attemptedStamps,
        createdAt: event.createdAt.toISOString(),
      }));
    },

    /**
     * Runs inside the stamp transaction before anything is written; throws FraudBlockedError for a
     * scan the caps refuse. Manual changes and removals are never limited: the caps are about
     * codes passed around, not about an admin correcting a card.
     */
    async enforceScanCaps(attempt: StampAttempt, tx: Db): Promise<void> {
      if (!isScan(attempt.source) || attempt.stamps <= 0) return;
      const { organizationId, userId, cardId } = attempt;
      await fraud.lockCustomer(organizationId, userId, tx);
      const rules = await rulesOf(organizationId, tx);
      const history = await fraud.scanHistory(organizationId, userId, cardId, rules.scanCooldownSeconds, tx);
      const breach = checkScanCaps(rules, history, attempt.stamps);
      if (!breach) return;
      const retryAfterSeconds =
        breach.rule === "cooldown"
          ? breach.retryAfterSeconds
          : hourlyCapRetryAfterSeconds(
              await fraud.cardScansLastHour(organizationId, userId, cardId, tx),
              attempt.stamps,
              rules.maxScanStampsPerHour,
            );
      throw new FraudBlockedError(
        {
          organizationId,
          rule: breach.rule,
          source: attempt.source,
          userId,
          cardId,
          actorUserId: attempt.actorUserId,
          attemptedStamps: attempt.stamps,
        },
        rules,
        retryAfterSeconds,
      );
    },

    /**
     * Logs a refused scan. Call it after the stamp transaction has rolled back (never inside it):
     * written inside, the row would be rolled back with the stamp.
     */
    async logBlocked(error: FraudBlockedError): Promise<void> {
      await fraud.insertEvent(error.blocked);
    },
  };
}

export type FraudService = ReturnType<typeof createFraudService>;
