import type { PersonalisationValues } from "@stampwise/contract";
import { inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import { queryRows } from "../../../db/prepared";
import { DeliveryFailure } from "../../../lib/delivery-failure";
import { passesOnDemand } from "../../../lib/passes-on-demand";
import type { Metrics } from "../../../plugins/metrics";
import type { EventBus } from "../../events/events.bus";
import type { SmsSender } from "../../sms/sms.sender";
import { type CommunicationRow, communications } from "../communications.table";
import { type BusinessSender, loadBusinessSenders } from "./business-sender";
import type { EmailChannel } from "./email-channel";
import { inAppCopy, smsCopy } from "./message-copy";
import {
  type ClaimedDelivery,
  type CommunicationWebhooks,
  createOutcomeRecorder,
  type Outcome,
  outcomeOf,
} from "./outcomes";
import { loadRecipients, type Recipient, recipientKey } from "./recipients";
import { createSendRate, type RateGrant } from "./send-rate";

/** Attempts before a temporary failure counts as final. */
export const MAX_DELIVERY_ATTEMPTS = 5;
const RETRY_BASE_SECONDS = 30;
export const SEND_CONCURRENCY = 20;

export interface DeliveryPass {
  sent: number;
  failed: number;
  retrying: number;
}

/**
 * Sends pending deliveries (decision 018): claims a batch with FOR UPDATE SKIP LOCKED by pushing
 * its next attempt ahead by the claim time (so several workers share the work and a crash mid-send
 * leaves the rows to be retried, never lost), sends each by its channel, and writes each outcome
 * back before its sender sends again (only a message per sender can go twice after a crash). Only
 * deliveries of active communications are claimed, and a batch claimed ahead reads their status
 * again before it starts: a pause stops sending after the batch in hand.
 */
export function createDeliverer(deps: {
  db: Db;
  events: Pick<EventBus, "publish">;
  email: Pick<EmailChannel, "send">;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** Messages one organization may send per minute, all channels together, across all workers. */
  ratePerMinute: number;
  /** How long a claim holds (COMMUNICATIONS_CLAIM_SECONDS). */
  claimSeconds: number;
  batchSize?: number;
  now?: () => Date;
  /** Counts each in-app message delivered or failed, when metrics are on. */
  metrics?: Pick<Metrics, "delivery">;
  webhooks?: CommunicationWebhooks;
}) {
  const { db } = deps;
  const batchSize = deps.batchSize ?? 200;
  // Claiming a batch and loading its recipients took about 45 ms of a busy worker, longer than
  // its last 20 messages take to send: claimed once half a batch is left, no sender waits on it.
  const claimAheadAt = Math.max(SEND_CONCURRENCY, Math.floor(batchSize / 2));
  const now = deps.now ?? (() => new Date());
  const sendRate = createSendRate({ db, ratePerMinute: deps.ratePerMinute });
  const recorder = createOutcomeRecorder({
    db,
    events: deps.events,
    webhooks: deps.webhooks,
    onInAppWritten: (status) => deps.metrics?.delivery("in_app", status),
  });
  /** Set when the process shuts down: no more claims, the batch in hand is sent or handed back. */
  let stopping = false;

  function claim(): Promise<ClaimedDelivery[]> {
    return queryRows<ClaimedDelivery & Record<string, unknown>>(
      db,
      sql`update user_communications claimed
        set attempts = claimed.attempts + 1, next_attempt_at = now() + make_interval(secs => ${deps.claimSeconds})
        where claimed.id in (
          select due.id from user_communications due
          join communications communication on communication.id = due.communication_id
          where due.status = 'pending' and due.next_attempt_at <= now() and communication.status = 'active'
          order by due.next_attempt_at
          limit ${batchSize}
          for update of due skip locked)
        returning claimed.id, claimed.organization_id, claimed.communication_id, claimed.user_id,
          claimed.medium, claimed.attempts`,
    );
  }

  async function sendOne(
    delivery: ClaimedDelivery,
    communication: CommunicationRow,
    recipient: Recipient | undefined,
    batch: OpenBatch,
  ): Promise<Outcome> {
    const outcome = (fields: Partial<Outcome>) => outcomeOf(delivery, fields);
    const failed = (failure: DeliveryFailure) => {
      const retry = failure.temporary && delivery.attempts < MAX_DELIVERY_ATTEMPTS;
      return outcome({
        status: retry ? "pending" : "failed",
        failureCode: failure.code,
        failureReason: failure.message.slice(0, 1000),
        retryInSeconds: RETRY_BASE_SECONDS * 2 ** (delivery.attempts - 1),
      });
    };
    if (!recipient)
      return failed(new DeliveryFailure("RECIPIENT_GONE", "The customer no longer exists", false));
    const grant = batch.grants.get(delivery.organization_id);
    if (!grant || grant.granted <= 0) {
      // The organization's minute is used up: due again when the next one starts, its attempt given back.
      return outcome({ status: "pending", retryInSeconds: grant?.retryInSeconds ?? 60, undoAttempt: true });
    }
    grant.granted -= 1;
    try {
      const values: PersonalisationValues = recipient.values;
      switch (delivery.medium) {
        case "email": {
          if (!recipient.consent.email) throw noConsent();
          const sender = batch.senders.get(delivery.organization_id);
          if (!sender) throw new DeliveryFailure("SENDER_GONE", "The organization no longer exists", false);
          const { sentContent } = await deps.email.send(
            {
              cacheKey: `${communication.id}:${communication.updatedAt.getTime()}`,
              subject: communication.emailSubject ?? "",
              body: communication.emailBody ?? "",
              sender,
            },
            recipient,
            delivery.id,
          );
          return outcome({ sentContent, address: recipient.email });
        }
        case "sms": {
          if (!recipient.consent.sms) throw noConsent();
          if (!recipient.phoneNumber) {
            throw new DeliveryFailure(
              "PHONE_NOT_CONFIRMED",
              "The customer has no confirmed phone number",
              false,
            );
          }
          const body = smsCopy(communication.smsMessage ?? "", values);
          const { providerMessageId } = await deps.sms.send({ to: recipient.phoneNumber, body });
          return outcome({ sentContent: body, providerMessageId, address: recipient.phoneNumber });
        }
        case "in_app": {
          const { title, body } = inAppCopy(
            { title: communication.inAppTitle ?? "", body: communication.inAppBody ?? "" },
            values,
          );
          return outcome({ sentContent: `${title}\n\n${body}` });
        }
      }
    } catch (error) {
      if (error instanceof DeliveryFailure) return failed(error);
      deps.log.error({ err: error, deliveryId: delivery.id }, "delivery failed unexpectedly");
      return failed(new DeliveryFailure("INTERNAL", "The message could not be prepared", true));
    }
  }

  /** A claimed batch, with what sending it needs, loaded while the batch before it still sends. */
  interface OpenBatch {
    deliveries: ClaimedDelivery[];
    communications: Map<string, CommunicationRow>;
    recipients: Map<string, Recipient>;
    /** Each organization's name, contact email and colours, for its email. */
    senders: Map<string, BusinessSender>;
    /** Deliveries still to be given an outcome. */
    left: number;
    outcomes: Outcome[];
    /** Set when its first delivery is taken: status read again and the rate reserved then. */
    started?: Promise<void>;
    /** Communications paused since the claim: their deliveries are held back, not sent. */
    paused: Set<string>;
    /** What each organization may still send of this batch in the current minute. */
    grants: Map<string, RateGrant>;
  }

  async function openBatch(batch: ClaimedDelivery[]): Promise<OpenBatch> {
    const at = now();
    const communicationIds = [...new Set(batch.map((delivery) => delivery.communication_id))];
    const [rows, recipients, senders] = await Promise.all([
      db.select().from(communications).where(inArray(communications.id, communicationIds)),
      loadRecipients(
        db,
        batch.map((delivery) => ({ organizationId: delivery.organization_id, userId: delivery.user_id })),
        at,
      ),
      loadBusinessSenders(
        db,
        batch.map((delivery) => delivery.organization_id),
      ),
    ]);
    return {
      deliveries: batch,
      communications: new Map(rows.map((row) => [row.id, row])),
      recipients,
      senders,
      left: batch.length,
      outcomes: [],
      paused: new Set(),
      grants: new Map(),
    };
  }

  /**
   * Claimed ahead, a batch may have been paused (or deleted) before it starts: its communications'
   * status is read again when its first delivery is taken, so a pause holds back every batch not
   * yet started. Then it reserves, in the shared count, what it is about to send per organization.
   */
  async function startBatch(batch: OpenBatch): Promise<void> {
    if (batch.communications.size === 0) return;
    const rows = await db
      .select({ id: communications.id, status: communications.status })
      .from(communications)
      .where(inArray(communications.id, [...batch.communications.keys()]));
    const statuses = new Map(rows.map((row) => [row.id, row.status]));
    for (const id of batch.communications.keys()) {
      const status = statuses.get(id);
      if (status === undefined) batch.communications.delete(id);
      else if (status !== "active") batch.paused.add(id);
    }
    const wanted = new Map<string, number>();
    for (const delivery of batch.deliveries) {
      const sendable =
        batch.communications.has(delivery.communication_id) &&
        !batch.paused.has(delivery.communication_id) &&
        batch.recipients.has(recipientKey(delivery.organization_id, delivery.user_id));
      if (sendable) wanted.set(delivery.organization_id, (wanted.get(delivery.organization_id) ?? 0) + 1);
    }
    batch.grants = await sendRate.reserve(wanted);
  }

  /**
   * Sends until nothing is due: SEND_CONCURRENCY senders take deliveries from a queue of claimed
   * batches, and the next batch is claimed (and its recipients loaded) once half of the current one
   * is left, so no sender waits at a batch's end. Each sender waits for its outcome to be written
   * (with the others that came meanwhile) before it takes the next delivery.
   */
  async function pass(): Promise<DeliveryPass> {
    const totals: DeliveryPass = { sent: 0, failed: 0, retrying: 0 };
    const queue: { delivery: ClaimedDelivery; batch: OpenBatch }[] = [];
    let claiming: Promise<void> | undefined;
    let claimedAll = false;
    let failure: unknown;
    // Deliveries this pass holds (queued or being sent). One whose claim lapsed while it waited
    // here (a slow pass) may be claimed again: it is dropped then, not sent a second time.
    const held = new Set<string>();

    const claimNext = (): Promise<void> => {
      claiming ??= (async () => {
        const claimed = await claim();
        if (claimed.length === 0) {
          claimedAll = true;
          return;
        }
        const deliveries = claimed.filter((delivery) => !held.has(delivery.id));
        if (deliveries.length === 0) return;
        for (const delivery of deliveries) held.add(delivery.id);
        const batch = await openBatch(deliveries);
        for (const delivery of deliveries) queue.push({ delivery, batch });
      })()
        .catch((error: unknown) => {
          failure ??= error;
          claimedAll = true;
        })
        .finally(() => {
          claiming = undefined;
        });
      return claiming;
    };

    const finishBatch = (batch: OpenBatch) => {
      for (const outcome of batch.outcomes) {
        if (outcome.status === "sent") totals.sent += 1;
        else if (outcome.status === "failed") totals.failed += 1;
        else totals.retrying += 1;
      }
      // Everything was held back (rate limit, retries): the next pass takes what is left.
      if (batch.outcomes.length > 0 && batch.outcomes.every((outcome) => outcome.status === "pending")) {
        claimedAll = true;
      }
    };

    const sender = async () => {
      // A failed claim or write stops this pass: what is claimed and unsent goes once its claim lapses.
      // A stop ends it after the sends under way: what is claimed and unsent is handed back below.
      while (failure === undefined && !stopping) {
        if (!claimedAll && queue.length <= claimAheadAt) void claimNext();
        const item = queue.shift();
        if (!item) {
          if (claimedAll && !claiming) return;
          await claimNext();
          continue;
        }
        const { delivery, batch } = item;
        let outcome: Outcome | undefined;
        try {
          batch.started ??= startBatch(batch);
          await batch.started;
          const communication = batch.communications.get(delivery.communication_id);
          const recipient = batch.recipients.get(recipientKey(delivery.organization_id, delivery.user_id));
          // Deleted mid-pass: its deliveries went with it. Paused: held back until it is active.
          if (communication) {
            outcome = batch.paused.has(communication.id)
              ? // Due again, with its attempt given back, once the communication is active.
                outcomeOf(delivery, { status: "pending", undoAttempt: true })
              : await sendOne(delivery, communication, recipient, batch);
            batch.outcomes.push(outcome);
          }
        } catch (error) {
          failure ??= error;
        }
        // Counted once its outcome is in, so the sender that counts the batch sees every outcome.
        batch.left -= 1;
        if (batch.left === 0) finishBatch(batch);
        if (outcome) await recorder.record(outcome).catch((error: unknown) => (failure ??= error));
        held.delete(delivery.id);
      }
    };

    await Promise.all(Array.from({ length: SEND_CONCURRENCY }, sender));
    if (stopping && failure === undefined) {
      // A claim under way lands in the queue first; then every delivery not sent is due again now,
      // with its attempt given back, for another worker (or this one, restarted) to send.
      await claiming;
      const unsent = queue
        .splice(0)
        .map(({ delivery }) =>
          recorder.record(outcomeOf(delivery, { status: "pending", undoAttempt: true })),
        );
      await Promise.all(unsent).catch((error: unknown) => (failure ??= error));
    }
    if (failure) throw failure;
    return totals;
  }

  const passes = passesOnDemand(
    pass,
    (total, more) => ({
      sent: total.sent + more.sent,
      failed: total.failed + more.failed,
      retrying: total.retrying + more.retrying,
    }),
    () => stopping,
  );

  return {
    /** Sends everything due now; callers during a pass share it, and it passes once more after. */
    deliverDue(): Promise<DeliveryPass> {
      if (stopping) return Promise.resolve({ sent: 0, failed: 0, retrying: 0 });
      return passes.run();
    },

    /**
     * For a shutdown: the pass under way finishes the sends it has started and hands the rest of
     * its claimed deliveries back (due now, for another worker) instead of leaving them until their
     * claim lapses; no pass starts after. Resolves when the pass has ended.
     */
    async stop(): Promise<void> {
      stopping = true;
      await passes.running?.catch(() => {});
    },
  };
}

export type Deliverer = ReturnType<typeof createDeliverer>;

const noConsent = () =>
  new DeliveryFailure("NO_CONSENT", "The customer withdrew their consent before it was sent", false);
