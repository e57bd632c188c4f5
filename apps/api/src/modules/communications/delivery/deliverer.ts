import type { PersonalisationValues } from "@stampwise/contract";
import { inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../../db/client";
import { queryRows } from "../../../db/prepared";
import type { EventBus } from "../../events/events.bus";
import type { SmsSender } from "../../sms/sms.sender";
import { type CommunicationRow, communications } from "../communications.table";
import { DeliveryFailure } from "../delivery-failure";
import { type BusinessSender, loadBusinessSenders } from "./business-sender";
import type { EmailChannel } from "./email-channel";
import { inAppCopy, smsCopy } from "./message-copy";
import { loadRecipients, type Recipient, recipientKey } from "./recipients";

/** Attempts before a temporary failure counts as final. */
export const MAX_DELIVERY_ATTEMPTS = 5;
const RETRY_BASE_SECONDS = 30;
const SEND_CONCURRENCY = 20;
/** Outcomes are written back in chunks of this many, one write at a time per batch. */
const RECORD_EVERY = 20;

interface ClaimedDelivery {
  id: string;
  organization_id: string;
  communication_id: string;
  user_id: string;
  medium: "email" | "sms" | "in_app";
  attempts: number;
}

/** What became of one delivery in a pass; written back for the whole batch in one statement. */
interface Outcome {
  id: string;
  status: "sent" | "failed" | "pending";
  failureCode: string | null;
  failureReason: string | null;
  sentContent: string | null;
  providerMessageId: string | null;
  /** The address it went to, as it was at sending. */
  address: string | null;
  /** pending: when to try again. */
  retryInSeconds: number;
  /** Not an attempt after all (the organization's rate limit held it back). */
  undoAttempt: boolean;
}

export interface DeliveryPass {
  sent: number;
  failed: number;
  retrying: number;
}

/**
 * Sends pending deliveries: claims a batch with FOR UPDATE SKIP LOCKED by pushing its
 * next attempt ahead by the claim time (so several workers share the work and a crash mid-send leaves
 * the rows to be retried, never lost: only messages in flight at a crash can go twice), sends each
 * by its channel, and writes the outcomes back in one statement. Only deliveries of active
 * communications are claimed, and a batch claimed ahead reads their status again before it starts:
 * a pause stops sending after the batch in hand.
 */
export function createDeliverer(deps: {
  db: Db;
  events: Pick<EventBus, "publish">;
  email: Pick<EmailChannel, "send">;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** Messages one organization may send per minute, all channels together. */
  ratePerMinute: number;
  /** How long a claim holds (COMMUNICATIONS_CLAIM_SECONDS). */
  claimSeconds: number;
  batchSize?: number;
  now?: () => Date;
}) {
  const { db } = deps;
  const batchSize = deps.batchSize ?? 200;
  // Claiming a batch and loading its recipients took about 45 ms of a busy worker, longer than
  // its last 20 messages take to send: claimed once half a batch is left, no sender waits on it.
  const claimAheadAt = Math.max(SEND_CONCURRENCY, Math.floor(batchSize / 2));
  const now = deps.now ?? (() => new Date());
  const windows = new Map<string, { startedAt: number; count: number }>();
  let running: Promise<DeliveryPass> | undefined;

  /** True when the organization may send one more message this minute (counted if so). */
  function takeRateSlot(organizationId: string, at: number): boolean {
    let window = windows.get(organizationId);
    if (!window || at - window.startedAt >= 60_000) {
      window = { startedAt: at, count: 0 };
      windows.set(organizationId, window);
    }
    if (window.count >= deps.ratePerMinute) return false;
    window.count += 1;
    return true;
  }

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
    sender: BusinessSender | undefined,
    at: number,
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
    if (!takeRateSlot(delivery.organization_id, at)) {
      const window = windows.get(delivery.organization_id);
      const wait = window ? Math.max(1, Math.ceil((window.startedAt + 60_000 - at) / 1000)) : 60;
      return outcome({ status: "pending", retryInSeconds: wait, undoAttempt: true });
    }
    try {
      const values: PersonalisationValues = recipient.values;
      switch (delivery.medium) {
        case "email": {
          if (!recipient.consent.email) throw noConsent();
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

  async function writeOutcomes(outcomes: Outcome[], claimed: Map<string, ClaimedDelivery>): Promise<void> {
    if (outcomes.length === 0) return;
    const column = <T>(pick: (outcome: Outcome) => T) => outcomes.map(pick);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        update user_communications delivery set
          status = outcome.status,
          failure_code = outcome.failure_code,
          failure_reason = outcome.failure_reason,
          sent_content = coalesce(outcome.sent_content, delivery.sent_content),
          provider_message_id = coalesce(outcome.provider_message_id, delivery.provider_message_id),
          sent_at = case when outcome.status = 'pending' then delivery.sent_at else now() end,
          address = coalesce(outcome.address, delivery.address),
          attempts = delivery.attempts - case when outcome.undo_attempt then 1 else 0 end,
          next_attempt_at = case when outcome.status = 'pending'
            then now() + make_interval(secs => outcome.retry_in) else delivery.next_attempt_at end
        from unnest(
          ${pgArray(column((o) => o.id))}::uuid[], ${pgArray(column((o) => o.status))}::text[],
          ${pgArray(column((o) => o.failureCode))}::text[], ${pgArray(column((o) => o.failureReason))}::text[],
          ${pgArray(column((o) => o.sentContent))}::text[], ${pgArray(column((o) => o.providerMessageId))}::text[],
          ${pgArray(column((o) => o.retryInSeconds))}::int[], ${pgArray(column((o) => o.undoAttempt))}::boolean[],
          ${pgArray(column((o) => o.address))}::text[]
        ) as outcome(id, status, failure_code, failure_reason, sent_content, provider_message_id, retry_in,
          undo_attempt, address)
        where delivery.id = outcome.id`);
      // The inbox hears of each in-app message once its row says sent (NOTIFY goes out on commit).
      for (const outcome of outcomes) {
        const delivery = claimed.get(outcome.id);
        if (outcome.status !== "sent" || delivery?.medium !== "in_app") continue;
        await deps.events.publish(
          delivery.user_id,
          { type: "message.received", data: { id: delivery.id, organizationId: delivery.organization_id } },
          tx,
        );
      }
    });
  }

  /** A claimed batch, with what sending it needs, loaded while the batch before it still sends. */
  interface OpenBatch {
    at: number;
    communications: Map<string, CommunicationRow>;
    recipients: Map<string, Recipient>;
    /** Each organization's name, contact email and colours, for its email. */
    senders: Map<string, BusinessSender>;
    claimed: Map<string, ClaimedDelivery>;
    /** Deliveries still to be given an outcome. */
    left: number;
    outcomes: Outcome[];
    unrecorded: Outcome[];
    /** The batch's writes so far, one after the other. */
    recording: Promise<void>;
    /** Writes queued or running: more than one means the database is behind the senders. */
    writesQueued: number;
    /** Set when its first delivery is taken: the communications' status read again then. */
    statusChecked?: Promise<void>;
    /** Communications paused since the claim: their deliveries are held back, not sent. */
    paused: Set<string>;
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
      at: at.getTime(),
      communications: new Map(rows.map((row) => [row.id, row])),
      recipients,
      senders,
      claimed: new Map(batch.map((delivery) => [delivery.id, delivery])),
      left: batch.length,
      outcomes: [],
      unrecorded: [],
      recording: Promise.resolve(),
      writesQueued: 0,
      paused: new Set(),
    };
  }

  /**
   * Claimed ahead, a batch may have been paused (or deleted) before it starts: its communications'
   * status is read again when its first delivery is taken, so a pause holds back every batch not
   * yet started, as it did when batches were claimed one after the other.
   */
  async function recheckStatus(batch: OpenBatch): Promise<void> {
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
  }

  /**
   * Queues a write of a batch's outcomes every RECORD_EVERY messages (all that is left when
   * `force`, at its end), after the batch's writes before it. Answers the batch's writes so far.
   */
  function record(batch: OpenBatch, force: boolean): Promise<void> {
    if (batch.unrecorded.length === 0 || (!force && batch.unrecorded.length < RECORD_EVERY)) {
      return batch.recording;
    }
    const chunk = batch.unrecorded;
    batch.unrecorded = [];
    batch.writesQueued += 1;
    batch.recording = batch.recording
      .then(() => writeOutcomes(chunk, batch.claimed))
      .finally(() => {
        batch.writesQueued -= 1;
      });
    // Awaited at the batch's end (or by a sender held back): a failed write is not lost meanwhile,
    // and is not an unhandled rejection either.
    batch.recording.catch(() => {});
    return batch.recording;
  }

  /**
   * Sends until nothing is due: SEND_CONCURRENCY senders take deliveries from a queue of claimed
   * batches, and the next batch is claimed (and its recipients loaded) once half of the current one
   * is left, so no sender waits at a batch's end. Outcomes are recorded every RECORD_EVERY messages
   * rather than at a batch's end: a worker killed mid-batch then sends again only what it had not
   * recorded yet.
   */
  async function pass(): Promise<DeliveryPass> {
    const totals: DeliveryPass = { sent: 0, failed: 0, retrying: 0 };
    const queue: { delivery: ClaimedDelivery; batch: OpenBatch }[] = [];
    let claiming: Promise<void> | undefined;
    let claimedAll = false;
    let failure: unknown;

    const claimNext = (): Promise<void> => {
      claiming ??= (async () => {
        const deliveries = await claim();
        if (deliveries.length === 0) {
          claimedAll = true;
          return;
        }
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

    const finishBatch = async (batch: OpenBatch) => {
      await record(batch, true);
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
      for (;;) {
        if (!claimedAll && queue.length <= claimAheadAt) void claimNext();
        const item = queue.shift();
        if (!item) {
          if (claimedAll && !claiming) return;
          await claimNext();
          continue;
        }
        const { delivery, batch } = item;
        batch.statusChecked ??= recheckStatus(batch);
        await batch.statusChecked;
        const communication = batch.communications.get(delivery.communication_id);
        const recipient = batch.recipients.get(recipientKey(delivery.organization_id, delivery.user_id));
        // Deleted mid-pass: its deliveries went with it. Paused: held back until it is active.
        if (communication) {
          const outcome = batch.paused.has(communication.id)
            ? // Due again, with its attempt given back, once the communication is active.
              outcomeOf(delivery, { status: "pending", undoAttempt: true })
            : await sendOne(
                delivery,
                communication,
                recipient,
                batch.senders.get(delivery.organization_id),
                batch.at,
              );
          batch.outcomes.push(outcome);
          batch.unrecorded.push(outcome);
        }
        // Counted once its outcome is in, so the batch's last sender records every outcome; read
        // before any await, so only that sender finishes the batch.
        batch.left -= 1;
        const last = batch.left === 0;
        const recorded = record(batch, false);
        // Senders go on while one write runs. With a second queued the database is behind: they
        // wait, so a crash leaves at most about two chunks sent and unrecorded, besides the
        // messages in flight.
        if (batch.writesQueued > 1) await recorded;
        if (last) await finishBatch(batch);
      }
    };

    await Promise.all(Array.from({ length: SEND_CONCURRENCY }, sender));
    if (failure) throw failure;
    return totals;
  }

  return {
    /** Sends everything due now; callers during a pass share it. */
    deliverDue(): Promise<DeliveryPass> {
      running ??= pass().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}

export type Deliverer = ReturnType<typeof createDeliverer>;

/** An outcome for a delivery: sent, unless `fields` say otherwise. */
function outcomeOf(delivery: ClaimedDelivery, fields: Partial<Outcome>): Outcome {
  return {
    id: delivery.id,
    status: "sent",
    failureCode: null,
    failureReason: null,
    sentContent: null,
    providerMessageId: null,
    address: null,
    retryInSeconds: 0,
    undoAttempt: false,
    ...fields,
  };
}

const noConsent = () =>
  new DeliveryFailure("NO_CONSENT", "The customer withdrew their consent before it was sent", false);

/** A PostgreSQL array literal of values (text, numbers, booleans or nulls), passed as one parameter. */
function pgArray(values: readonly (string | number | boolean | null)[]): string {
  const items = values.map((value) => {
    if (value === null) return "NULL";
    if (typeof value !== "string") return String(value);
    return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(",")}}`;
}
