import { WEBHOOK_TEST_EVENT } from "@stampwise/contract";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";
import { type WebhookDeliveryRow, webhookDeliveries, webhookEndpoints } from "./webhooks.table";

/** A claimed delivery, with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  organizationId: string;
  orderingKey: string;
  seq: number;
  attempts: number;
  url: string;
  secret: string;
  /** The JSON body, made once from the stored event so every attempt sends the same bytes. */
  body: string;
}

export interface ClaimLimits {
  endpoints: number;
  perEndpoint: number;
  claimSeconds: number;
}

/**
 * Claims due deliveries for sending. Endpoints are taken with SKIP LOCKED, so two workers take
 * different endpoints and one endpoint's claims are made one at a time (which keeps its order);
 * per endpoint, the earliest unfinished deliveries are read and a delivery is claimed only when no
 * earlier one for the same key (card) is waiting for a retry or held by another worker.
 */
export async function claimDueDeliveries(db: Db, limits: ClaimLimits): Promise<ClaimedDelivery[]> {
  const window = limits.perEndpoint * 4;
  return db.transaction(async (tx) => {
    const rows = await queryRows<Record<string, unknown>>(
      tx,
      sql`
      with endpoints as (
        select e.id, e.url, e.secret from webhook_endpoints e
        where e.enabled and exists (
          select 1 from webhook_deliveries d
          where d.endpoint_id = e.id and d.status in ('pending', 'retrying') and d.next_attempt_at <= now()
            and (d.claimed_until is null or d.claimed_until < now()))
        order by random()
        limit ${limits.endpoints}
        for update of e skip locked
      ), earliest as (
        select d.id, d.endpoint_id, d.seq, d.ordering_key,
          (d.next_attempt_at <= now() and (d.claimed_until is null or d.claimed_until < now())) as ready
        from endpoints e cross join lateral (
          select * from webhook_deliveries d
          where d.endpoint_id = e.id and d.status in ('pending', 'retrying')
          order by d.seq limit ${window}
        ) d
      ), judged as (
        select id, seq, endpoint_id, ready,
          coalesce(bool_or(not ready) over (partition by endpoint_id, ordering_key order by seq
            rows between unbounded preceding and 1 preceding), false) as blocked
        from earliest
      ), chosen as (
        select id, row_number() over (partition by endpoint_id order by seq) as place
        from judged where ready and not blocked
      )
      update webhook_deliveries d
      set claimed_until = now() + make_interval(secs => ${limits.claimSeconds})
      from chosen, endpoints e
      where d.id = chosen.id and chosen.place <= ${limits.perEndpoint} and e.id = d.endpoint_id
      returning d.id, d.endpoint_id, d.organization_id, d.ordering_key, d.seq, d.attempts, e.url, e.secret,
        jsonb_build_object('type', d.event_type,
          'timestamp', to_char(d.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'data', d.data)::text as body`,
    );
    return rows
      .map((row) => ({
        id: String(row.id),
        endpointId: String(row.endpoint_id),
        organizationId: String(row.organization_id),
        orderingKey: String(row.ordering_key),
        seq: Number(row.seq),
        attempts: Number(row.attempts),
        url: String(row.url),
        secret: String(row.secret),
        body: String(row.body),
      }))
      .sort((a, b) => a.seq - b.seq);
  });
}

export interface AttemptRecord {
  status: number | null;
  excerpt: string;
}

/** A 2xx: the delivery is done, and the endpoint is no longer failing. */
export async function recordDelivered(
  db: Db,
  delivery: ClaimedDelivery,
  attempt: AttemptRecord,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status: "delivered",
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        responseStatus: attempt.status,
        responseExcerpt: attempt.excerpt,
        lastAttemptAt: sql`now()`,
        claimedUntil: null,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    await tx
      .update(webhookEndpoints)
      .set({ failingSince: null })
      .where(
        and(eq(webhookEndpoints.id, delivery.endpointId), sql`${webhookEndpoints.failingSince} is not null`),
      );
  });
}

/**
 * A failed attempt: retried after `retryInSeconds`. Answers whether the endpoint has now failed for
 * `switchOffAfterSeconds` and was switched off by this call (once: the caller tells the owners);
 * its unfinished deliveries are then given up.
 */
export async function recordFailedAttempt(
  db: Db,
  delivery: ClaimedDelivery,
  attempt: AttemptRecord,
  retryInSeconds: number,
  switchOffAfterSeconds: number,
): Promise<{ switchedOff: boolean }> {
  return db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({
        status: "retrying",
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        responseStatus: attempt.status,
        responseExcerpt: attempt.excerpt,
        lastAttemptAt: sql`now()`,
        nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
        claimedUntil: null,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    const [endpoint] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
      .where(eq(webhookEndpoints.id, delivery.endpointId))
      .returning({
        enabled: webhookEndpoints.enabled,
        failingLongEnough: sql<boolean>`${webhookEndpoints.failingSince} <= now() - make_interval(secs => ${switchOffAfterSeconds})`,
      });
    if (!endpoint?.enabled || !endpoint.failingLongEnough) return { switchedOff: false };
    await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: "failing", updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, delivery.endpointId));
    await tx
      .update(webhookDeliveries)
      .set({ status: "failed", claimedUntil: null })
      .where(
        and(
          eq(webhookDeliveries.endpointId, delivery.endpointId),
          sql`${webhookDeliveries.status} in ('pending', 'retrying')`,
        ),
      );
    return { switchedOff: true };
  });
}

/** Hands back claims a worker will not send now (an earlier one for the same card failed). */
export async function releaseClaims(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(webhookDeliveries)
    .set({ claimedUntil: null })
    .where(sql`${webhookDeliveries.id} in ${ids}`);
}

export async function listDeliveries(
  db: Db,
  organizationId: string,
  endpointId: string,
  query: { limit: number; status?: WebhookDeliveryRow["status"] },
): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.organizationId, organizationId),
        eq(webhookDeliveries.endpointId, endpointId),
        query.status ? eq(webhookDeliveries.status, query.status) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.seq))
    .limit(query.limit);
}

/** "Send again": the same delivery (same `webhook-id`), due now, however it ended. */
export async function resendDelivery(
  db: Db,
  organizationId: string,
  endpointId: string,
  id: string,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: "pending", nextAttemptAt: sql`now()`, claimedUntil: null })
    .where(
      and(
        eq(webhookDeliveries.organizationId, organizationId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
      ),
    )
    .returning();
  return row;
}

/** A `webhook.test` event for one endpoint, due now and in order with nothing else. */
export async function insertTestDelivery(
  db: Db,
  organizationId: string,
  endpointId: string,
): Promise<WebhookDeliveryRow> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      organizationId,
      endpointId,
      eventType: WEBHOOK_TEST_EVENT,
      orderingKey: sql`gen_random_uuid()::text`,
      data: { endpointId, message: "A test event from Stampwise" },
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Deletes finished deliveries older than `days`, a batch at a time; answers how many went. */
export async function pruneDeliveries(db: Db, days: number, batch: number): Promise<number> {
  const rows = await queryRows(
    db,
    sql`delete from webhook_deliveries where id in (
      select id from webhook_deliveries
      where created_at < now() - make_interval(days => ${days}) and status in ('delivered', 'failed')
      limit ${batch})
    returning 1`,
  );
  return rows.length;
}
