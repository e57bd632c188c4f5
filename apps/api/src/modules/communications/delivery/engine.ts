import type { LiveEvent } from "@stampwise/contract";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import type { EventBus } from "../../events/events.bus";
import { cardInstances } from "../../ledger/ledger.table";
import { type CommunicationRow, communications } from "../communications.table";
import { addMatchingRecipients } from "./audience";
import { clearJobFailures, recordJobFailure } from "./job-failures";

/** How long postings are gathered before their customers are re-evaluated together. */
const MATCH_GATHER_MS = 50;

/**
 * The communications' schedule and audiences:
 * - at the scheduled time a communication becomes active and takes its audience in the same
 *   transaction: an instant one's snapshot (fixed from then on), a continuous one's first matches;
 * - a continuous one then adds each customer as they come to match: a ledger posting re-evaluates
 *   only its customer (heard on the live-event channel the posting notifies on commit), and a
 *   periodic sweep catches what time alone changes (last visit 30 days ago, an effective date);
 * - each addition triggers the deliver job, which a worker runs within a second.
 */
export function createCommunicationsEngine(deps: {
  db: Db;
  /** Asks a worker to send what is pending (the deliver job); it runs within a second. */
  triggerDelivery: () => Promise<void>;
  events: Pick<EventBus, "subscribeAll" | "whenListening">;
  log: FastifyBaseLogger;
  /** False when no SMS provider can send: SMS deliveries are then not made (decision 034). */
  smsAvailable?: boolean;
  now?: () => Date;
}) {
  const { db } = deps;
  const smsAvailable = deps.smsAvailable ?? true;
  const now = deps.now ?? (() => new Date());
  const touchedInstances = new Set<string>();
  let gatherTimer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let matching: Promise<unknown> = Promise.resolve();

  const kickDelivery = () => void deps.triggerDelivery();

  async function activeContinuous(organizationId?: string): Promise<CommunicationRow[]> {
    return db
      .select()
      .from(communications)
      .where(
        and(
          eq(communications.status, "active"),
          eq(communications.deliveryType, "continuous"),
          organizationId ? eq(communications.organizationId, organizationId) : undefined,
        ),
      );
  }

  const engine = {
    /**
     * Activates the scheduled communications whose time has come and takes their audiences, each
     * in one transaction with its activation: a crash leaves it scheduled, to be activated again.
     * One run serves every organization, so each communication fails alone: its transaction rolls
     * back, the failure is counted (`recordJobFailure`) and the run goes on to the next; the next
     * run retries it, until it is marked failed.
     */
    async activateDue(): Promise<{ activated: number; recipients: number; failed: number }> {
      const at = now();
      const due = await db
        .select({ id: communications.id })
        .from(communications)
        .where(and(eq(communications.status, "scheduled"), lte(communications.scheduledFor, at)));
      let recipients = 0;
      let activated = 0;
      let failed = 0;
      for (const { id } of due) {
        try {
          recipients += await db.transaction(async (tx) => {
            const [communication] = await tx
              .update(communications)
              .set({ status: "active", activatedAt: at, jobFailures: 0, updatedAt: sql`now()` })
              .where(and(eq(communications.id, id), eq(communications.status, "scheduled")))
              .returning();
            // Cancelled or activated by another worker meanwhile.
            if (!communication) return 0;
            const added = (await addMatchingRecipients(tx, communication, { now: at, smsAvailable })).length;
            activated += 1;
            return added;
          });
        } catch (error) {
          failed += 1;
          const gaveUp = await recordJobFailure(db, { id, status: "scheduled", error });
          deps.log.error({ err: error, communicationId: id, gaveUp }, "communication activation failed");
        }
      }
      if (recipients > 0) kickDelivery();
      return { activated, recipients, failed };
    },

    /**
     * Re-evaluates these customers of the organization against its active continuous
     * communications, each on its own: one whose rules fail is logged and left to the sweep (which
     * counts its failures), and the others still take their matches.
     */
    async matchCustomers(organizationId: string, userIds: string[]): Promise<number> {
      let added = 0;
      for (const communication of await activeContinuous(organizationId)) {
        try {
          added += (await addMatchingRecipients(db, communication, { now: now(), userIds, smsAvailable }))
            .length;
        } catch (error) {
          deps.log.error({ err: error, communicationId: communication.id }, "continuous matching failed");
        }
      }
      if (added > 0) kickDelivery();
      return added;
    },

    /**
     * Every active continuous communication against all its customers: what time alone changed.
     * Each one fails alone, as in `activateDue`: counted, retried at the next sweep, then failed.
     */
    async sweep(): Promise<{ added: number; failed: number }> {
      let added = 0;
      let failed = 0;
      for (const communication of await activeContinuous()) {
        try {
          added += (await addMatchingRecipients(db, communication, { now: now(), smsAvailable })).length;
          if (communication.jobFailures > 0) await clearJobFailures(db, communication.id);
        } catch (error) {
          failed += 1;
          const gaveUp = await recordJobFailure(db, { id: communication.id, status: "active", error });
          deps.log.error(
            { err: error, communicationId: communication.id, gaveUp },
            "continuous communication's sweep failed",
          );
        }
      }
      if (added > 0) kickDelivery();
      return { added, failed };
    },

    /** Re-evaluates the customers of the cards these postings touched. */
    async matchInstances(instanceIds: string[]): Promise<number> {
      if (instanceIds.length === 0) return 0;
      const rows = await db
        .selectDistinct({ organizationId: cardInstances.organizationId, userId: cardInstances.userId })
        .from(cardInstances)
        .where(inArray(cardInstances.id, instanceIds));
      const byOrganization = new Map<string, string[]>();
      for (const row of rows) {
        byOrganization.set(row.organizationId, [
          ...(byOrganization.get(row.organizationId) ?? []),
          row.userId,
        ]);
      }
      let added = 0;
      for (const [organizationId, userIds] of byOrganization) {
        // One organization's failure (its communications, read apart) leaves the others' matching.
        try {
          added += await engine.matchCustomers(organizationId, userIds);
        } catch (error) {
          deps.log.error({ err: error, organizationId }, "continuous matching failed");
        }
      }
      return added;
    },

    /** Listens for postings (worker processes): each one's customer is re-evaluated promptly. */
    async start(): Promise<void> {
      if (unsubscribe) return;
      unsubscribe = deps.events.subscribeAll((_userId, event) => noteEvent(event));
      await deps.events.whenListening();
    },

    async stop(): Promise<void> {
      unsubscribe?.();
      unsubscribe = undefined;
      if (gatherTimer) clearTimeout(gatherTimer);
      gatherTimer = undefined;
      await matching.catch(() => {});
    },
  };

  function noteEvent(event: LiveEvent): void {
    if (event.type !== "card.updated" && event.type !== "points.updated") return;
    touchedInstances.add(event.data.instanceId);
    gatherTimer ??= setTimeout(() => {
      gatherTimer = undefined;
      const instanceIds = [...touchedInstances];
      touchedInstances.clear();
      matching = matching
        .then(() => engine.matchInstances(instanceIds))
        .catch((error) => deps.log.error({ err: error }, "continuous matching failed"));
    }, MATCH_GATHER_MS);
  }

  return engine;
}

export type CommunicationsEngine = ReturnType<typeof createCommunicationsEngine>;
