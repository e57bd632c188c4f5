import {
  DEFAULT_FRAUD_RULES,
  type FraudEvent,
  type FraudRules,
  type UpdateFraudRulesRequest,
} from "@stampwise/contract";
import type { Db } from "../../db/client";
import type { FraudBlockedError } from "../scan-caps/scan-blocked.error";
import * as counterRules from "./counter-rules.repository";

export function createCounterRulesService({ db }: { db: Db }) {
  return {
    async getRules(organizationId: string): Promise<FraudRules> {
      return (await counterRules.findCounterRules(db, organizationId)) ?? { ...DEFAULT_FRAUD_RULES };
    },

    updateRules: (organizationId: string, changes: UpdateFraudRulesRequest) =>
      counterRules.upsertCounterRules(db, organizationId, changes),

    async listEvents(organizationId: string, limit: number): Promise<FraudEvent[]> {
      const rows = await counterRules.listFraudEvents(db, organizationId, limit);
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
     * Logs a refused scan. Call it after the stamp transaction has rolled back (never inside it):
     * written inside, the row would be rolled back with the stamp.
     */
    async logBlocked(error: FraudBlockedError): Promise<void> {
      await counterRules.insertFraudEvent(db, error.blocked);
    },
  };
}

export type CounterRulesService = ReturnType<typeof createCounterRulesService>;
