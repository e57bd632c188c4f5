import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executePrepared } from "../../db/prepared";
import type { StoredPointsLot } from "./ledger.table";

/** A points card whose next expiry has come, as the expiry's locking read leaves it. */
export interface DueInstance {
  id: string;
  organizationId: string;
  userId: string;
  cardId: string;
  balance: number;
  lots: StoredPointsLot[];
}

/** What one batch writes: a ledger row per expired remainder, the cards' new state and their events. */
export interface ExpiryWrite {
  rows: {
    id: string;
    organization_id: string;
    instance_id: string;
    delta: number;
    balance_after: number;
    actor_user_id: string;
    idempotency_key: string;
  }[];
  instances: {
    id: string;
    balance: number;
    lots: StoredPointsLot[];
    next_expiry_ms: number | null;
    qualifying_points: number;
    qualifying_until_ms: number | null;
  }[];
  events: { instance_id: string; channel: string; payload: string }[];
}

const parseJson = <T>(value: unknown): T => (typeof value === "string" ? JSON.parse(value) : value) as T;

/**
 * The expiry's two statements, the posting path's shape for a batch of cards: one locking read
 * (the due cards `FOR UPDATE SKIP LOCKED`, so a card a posting holds is left for the next round
 * and two workers never take the same card) and one write.
 *
 * Locks up to `limit` due cards, or only `instanceId` when given (and due).
 */
export async function lockDue(
  tx: Db,
  limit: number,
  instanceId: string | null = null,
): Promise<{ nowMs: number; due: DueInstance[] }> {
  const result = await executePrepared(
    tx,
    sql`
    select ci.id, ci.organization_id, ci.user_id, ci.card_id, ci.balance, ci.points_lots,
      (extract(epoch from clock_timestamp()) * 1000)::float8 as now_ms
    from card_instances ci
    where ci.points_next_expiry_at <= clock_timestamp()
      and (${instanceId}::uuid is null or ci.id = ${instanceId}::uuid)
    order by ci.points_next_expiry_at
    limit ${limit}
    for update skip locked`,
  );
  const nowMs = result.rows[0] ? Number(result.rows[0].now_ms) : Date.now();
  return {
    nowMs,
    due: result.rows.map((row) => ({
      id: String(row.id),
      organizationId: String(row.organization_id),
      userId: String(row.user_id),
      cardId: String(row.card_id),
      balance: Number(row.balance),
      lots: parseJson<StoredPointsLot[]>(row.points_lots),
    })),
  };
}

/** The due cards' ids and organizations, unlocked: the one-by-one pass after a batch failed. */
export async function listDue(db: Db, limit: number): Promise<{ id: string; organizationId: string }[]> {
  const result = await executePrepared(
    db,
    sql`
    select ci.id, ci.organization_id from card_instances ci
    where ci.points_next_expiry_at <= clock_timestamp()
    order by ci.points_next_expiry_at
    limit ${limit}`,
  );
  return result.rows.map((row) => ({ id: String(row.id), organizationId: String(row.organization_id) }));
}

/** Puts a card's expiry off by `seconds`: one whose expiry failed is retried then, not at once. */
export async function deferExpiry(db: Db, instanceId: string, seconds: number): Promise<void> {
  await executePrepared(
    db,
    sql`
    update card_instances set points_next_expiry_at = clock_timestamp() + make_interval(secs => ${seconds})
    where id = ${instanceId}`,
  );
}

/** Sets the next expiry of locked cards that had nothing due after all. */
export async function setNextExpiry(
  tx: Db,
  cards: { id: string; next_expiry_ms: number | null }[],
): Promise<void> {
  await executePrepared(
    tx,
    sql`
    update card_instances ci set points_next_expiry_at = case when c.next_expiry_ms is null then null
      else to_timestamp(c.next_expiry_ms / 1000) end
    from jsonb_to_recordset(${JSON.stringify(cards)}::jsonb) as c(id uuid, next_expiry_ms float8)
    where ci.id = c.id`,
  );
}

/**
 * One statement: the ledger rows `ON CONFLICT` on their idempotency keys (one per lot, so an
 * expiry counts once however often the job runs), and only for cards whose rows went in, the
 * balance, the lots, the next expiry and the live event. Answers the rows written.
 */
export async function writeExpiry(tx: Db, write: ExpiryWrite): Promise<number> {
  const result = await executePrepared(
    tx,
    sql`
    with posted as (
      insert into transactions
        (id, organization_id, instance_id, kind, delta, balance_after, source, actor_user_id, idempotency_key)
      select r.id, r.organization_id, r.instance_id, 'points', r.delta, r.balance_after, 'expiry',
        r.actor_user_id, r.idempotency_key
      from jsonb_to_recordset(${JSON.stringify(write.rows)}::jsonb) as r(id uuid, organization_id uuid,
        instance_id uuid, delta int, balance_after int, actor_user_id uuid, idempotency_key text)
      on conflict (organization_id, idempotency_key) do nothing
      returning instance_id
    ), updated as (
      update card_instances ci set balance = i.balance, points_lots = i.lots,
        points_next_expiry_at = case when i.next_expiry_ms is null then null
          else to_timestamp(i.next_expiry_ms / 1000) end,
        points_qualifying = i.qualifying_points,
        points_qualifying_until = to_timestamp(i.qualifying_until_ms / 1000)
      from jsonb_to_recordset(${JSON.stringify(write.instances)}::jsonb)
        as i(id uuid, balance int, lots jsonb, next_expiry_ms float8, qualifying_points bigint, qualifying_until_ms float8)
      where ci.id = i.id and exists (select 1 from posted p where p.instance_id = i.id)
      returning ci.id
    ), notified as (
      select pg_notify(e.channel, e.payload)
      from jsonb_to_recordset(${JSON.stringify(write.events)}::jsonb) as e(instance_id uuid, channel text, payload text)
      where exists (select 1 from posted p where p.instance_id = e.instance_id)
    )
    select (select count(*) from posted)::int as posted, (select count(*) from updated)::int as updated,
      (select count(*) from notified)::int as notified`,
  );
  return Number(result.rows[0]?.posted ?? 0);
}
