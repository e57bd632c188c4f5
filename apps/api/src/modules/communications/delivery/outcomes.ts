import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import type { EventBus } from "../../events/events.bus";

/** A delivery as the claim hands it to a sender. */
export interface ClaimedDelivery {
  id: string;
  organization_id: string;
  communication_id: string;
  user_id: string;
  medium: "email" | "sms" | "in_app";
  attempts: number;
}

/** What became of one delivery in a pass; written back with others in one statement. */
export interface Outcome {
  delivery: ClaimedDelivery;
  status: "sent" | "failed" | "pending";
  failureCode: string | null;
  failureReason: string | null;
  sentContent: string | null;
  providerMessageId: string | null;
  /** The address it went to, as it was at sending. */
  address: string | null;
  /** pending: when to try again. */
  retryInSeconds: number;
  /** Not an attempt after all (held back by the rate limit or a pause). */
  undoAttempt: boolean;
}

/**
 * The webhook outbox as communications use it (handed in by app.ts): `communication.finished` is
 * recorded in the write that settles an instant communication's last delivery.
 */
export interface CommunicationWebhooks {
  /** SQL true when the organization (a uuid expression) has an enabled endpoint wanting the event. */
  wanted(organizationId: SQL, eventType: string): SQL;
  record(
    db: Db,
    organizationId: string,
    drafts: { type: string; orderingKey: string; eventKey: string; data: Record<string, unknown> }[],
  ): Promise<number>;
  /** After a commit that recorded events: their delivery starts at once. */
  recorded(): void;
}

/** An outcome for a delivery: sent, unless `fields` say otherwise. */
export function outcomeOf(delivery: ClaimedDelivery, fields: Partial<Outcome>): Outcome {
  return {
    delivery,
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

/**
 * Writes outcomes back as they come (group commit): one write runs at a time and takes every
 * outcome that arrived while the one before it ran. `record` resolves once its outcome is written,
 * and a sender waits for that before it sends again, so a worker killed mid-campaign leaves at most
 * one message per sender accepted by the mail server and not yet marked sent: the window a crash
 * can send twice is the send concurrency, whatever the database's speed.
 */
export function createOutcomeRecorder(deps: {
  db: Db;
  events: Pick<EventBus, "publish">;
  webhooks?: CommunicationWebhooks;
  /**
   * Hears each in-app outcome once written: an in-app message is delivered by this write (email and
   * SMS are counted where their channel sends).
   */
  onInAppWritten?: (status: "sent" | "failed") => void;
}) {
  let queued: { outcome: Outcome; done: () => void; failed: (error: unknown) => void }[] = [];
  let writing = false;

  function writeQueued(): void {
    if (writing || queued.length === 0) return;
    const chunk = queued;
    queued = [];
    writing = true;
    writeOutcomes(
      deps,
      chunk.map((item) => item.outcome),
    )
      .then(
        () => {
          for (const { outcome } of chunk) {
            if (outcome.delivery.medium === "in_app" && outcome.status !== "pending") {
              deps.onInAppWritten?.(outcome.status);
            }
          }
          for (const item of chunk) item.done();
        },
        (error: unknown) => {
          for (const item of chunk) item.failed(error);
        },
      )
      .finally(() => {
        writing = false;
        writeQueued();
      });
  }

  return {
    record(outcome: Outcome): Promise<void> {
      return new Promise((done, failed) => {
        queued.push({ outcome, done, failed });
        writeQueued();
      });
    },
  };
}

async function writeOutcomes(
  deps: { db: Db; events: Pick<EventBus, "publish">; webhooks?: CommunicationWebhooks },
  outcomes: Outcome[],
): Promise<void> {
  const column = <T>(pick: (outcome: Outcome) => T) => outcomes.map(pick);
  let webhookEvents = 0;
  await deps.db.transaction(async (tx) => {
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
        ${pgArray(column((o) => o.delivery.id))}::uuid[], ${pgArray(column((o) => o.status))}::text[],
        ${pgArray(column((o) => o.failureCode))}::text[], ${pgArray(column((o) => o.failureReason))}::text[],
        ${pgArray(column((o) => o.sentContent))}::text[], ${pgArray(column((o) => o.providerMessageId))}::text[],
        ${pgArray(column((o) => o.retryInSeconds))}::int[], ${pgArray(column((o) => o.undoAttempt))}::boolean[],
        ${pgArray(column((o) => o.address))}::text[]
      ) as outcome(id, status, failure_code, failure_reason, sent_content, provider_message_id, retry_in,
        undo_attempt, address)
      where delivery.id = outcome.id`);
    // The inbox hears of each in-app message once its row says sent (NOTIFY goes out on commit).
    for (const { delivery, status } of outcomes) {
      if (status !== "sent" || delivery.medium !== "in_app") continue;
      await deps.events.publish(
        delivery.user_id,
        { type: "message.received", data: { id: delivery.id, organizationId: delivery.organization_id } },
        tx,
      );
    }
    if (deps.webhooks) webhookEvents = await recordFinished(tx, deps.webhooks, outcomes);
  });
  if (webhookEvents > 0) deps.webhooks?.recorded();
}

/**
 * `communication.finished` for each instant communication this write left with nothing pending
 * (its audience was fixed at activation, so no delivery is added after), asked only of an
 * organization with an endpoint that wants it, so other campaigns' writes count nothing. Recorded once per endpoint
 * (the event key), however many writes see it finished.
 */
async function recordFinished(tx: Db, webhooks: CommunicationWebhooks, outcomes: Outcome[]): Promise<number> {
  const settled = [
    ...new Set(
      outcomes.filter((each) => each.status !== "pending").map((each) => each.delivery.communication_id),
    ),
  ];
  if (settled.length === 0) return 0;
  const finished = (await tx.execute(sql`
    select c.id, c.organization_id,
      (select count(*)::int from user_communications d where d.communication_id = c.id and d.status = 'sent') as sent,
      (select count(*)::int from user_communications d where d.communication_id = c.id and d.status = 'failed') as failed
    from communications c
    where c.id = any(${pgArray(settled)}::uuid[]) and c.delivery_type = 'instant'
      and ${webhooks.wanted(sql`c.organization_id`, "communication.finished")}
      and not exists (select 1 from user_communications d where d.communication_id = c.id and d.status = 'pending')`)) as unknown as {
    rows: { id: string; organization_id: string; sent: number; failed: number }[];
  };
  let recorded = 0;
  for (const communication of finished.rows) {
    recorded += await webhooks.record(tx, communication.organization_id, [
      {
        type: "communication.finished",
        orderingKey: communication.id,
        eventKey: `communication.finished:${communication.id}`,
        data: { communicationId: communication.id, sent: communication.sent, failed: communication.failed },
      },
    ]);
  }
  return recorded;
}

/** A PostgreSQL array literal of values (text, numbers, booleans or nulls), passed as one parameter. */
function pgArray(values: readonly (string | number | boolean | null)[]): string {
  const items = values.map((value) => {
    if (value === null) return "NULL";
    if (typeof value !== "string") return String(value);
    return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(",")}}`;
}
