import type { CardKind } from "@stampwise/contract";
import { DEFAULT_FRAUD_RULES } from "@stampwise/contract";
import { type SQL, sql } from "drizzle-orm";
import { textArrayLiteral } from "../../db/array-literal";
import type { Db } from "../../db/client";
import { executePrepared } from "../../db/prepared";
import { type RecentScan, type StoredPointsLot, transactions } from "./ledger.table";
import type {
  PostedReward,
  PostingState,
  PostingTarget,
  PostingWrite,
  PostingWritten,
} from "./posting.types";

function targetCondition(target: PostingTarget): SQL {
  return "instanceId" in target
    ? sql`ci.id = ${target.instanceId}`
    : sql`ci.card_id = ${target.cardId} and ci.user_id = ${target.userId}`;
}

/**
 * The posting path's two statements. Plain SQL: each is one round trip that drizzle's builder
 * would split (a locking read over four tables; a write of ledger row, balance, rewards and
 * NOTIFY). Both take the transaction's handle: there is no default to fall back to.
 *
 * Locks the instance (and, for scans, the customer's row in the organization, which serializes
 * every scan of that customer) and reads what the rule and the caps need. A posting that had to
 * wait reads the locked rows as the posting before it left them; milestones and the card's
 * settings may be a moment old, which no rule depends on.
 */
export async function lockForPosting(
  tx: Db,
  input: {
    organizationId: string;
    target: PostingTarget;
    lockCustomer: boolean;
    at?: Date;
    /** Whether the organization has a webhook endpoint (the webhooks module's condition). */
    webhooksWanted: SQL;
  },
): Promise<PostingState | undefined> {
  const lock = input.lockCustomer ? sql`for update of ci, oc` : sql`for update of ci`;
  const result = await executePrepared(tx, postingStateQuery(input, targetCondition(input.target), lock));
  const row = result.rows[0];
  return row ? toPostingState(row) : undefined;
}

/**
 * The locking read of many postings at once (an import's batch; never scans, so the customer's row
 * is not locked): the held cards among these targets, locked in the order of their ids so two
 * batches over the same cards wait for each other instead of deadlocking. A target whose card is
 * not held (or whose holder is no customer here) has no entry.
 */
export async function lockManyForPosting(
  tx: Db,
  input: {
    organizationId: string;
    targets: PostingTarget[];
    at?: Date;
    webhooksWanted: SQL;
  },
): Promise<PostingState[]> {
  const instanceIds: string[] = [];
  const cardIds: string[] = [];
  const userIds: string[] = [];
  for (const target of input.targets) {
    if ("instanceId" in target) instanceIds.push(target.instanceId);
    else {
      cardIds.push(target.cardId);
      userIds.push(target.userId);
    }
  }
  const condition = sql`(ci.id = any(${textArrayLiteral(instanceIds)}::uuid[])
      or (ci.card_id, ci.user_id) in (
        select * from unnest(${textArrayLiteral(cardIds)}::uuid[], ${textArrayLiteral(userIds)}::uuid[])))`;
  const result = await executePrepared(
    tx,
    postingStateQuery(input, condition, sql`order by ci.id for update of ci`),
  );
  return result.rows.map(toPostingState);
}

/** What a posting's rule and the caps read, for the cards the condition names. */
function postingStateQuery(
  input: { organizationId: string; at?: Date; webhooksWanted: SQL },
  condition: SQL,
  lock: SQL,
): SQL {
  return sql`
    select ci.id, ci.card_id, ci.user_id, ci.balance, ci.cycle,
      ci.cycle_rewarded_milestones, ci.recent_scans, ci.points_lots,
      lc.kind, lc.name, lc.stamps_required,
      lp.points_expires_months, lp.active as program_active,
      extract(epoch from oc.last_scan_at)::float8 as last_scan_at_seconds,
      extract(epoch from coalesce(${input.at?.toISOString() ?? null}::timestamptz, clock_timestamp()))::float8
        as now_seconds,
      fr.max_scan_stamps_per_hour, fr.scan_cooldown_seconds,
      ${input.webhooksWanted} as webhooks_wanted,
      (select coalesce(json_agg(json_build_object(
          'id', m.id, 'rewardName', m.reward_name, 'stampsNeeded', m.stamps_needed)), '[]'::json)
        from reward_milestones m
        where m.card_id = lc.id and m.organization_id = ci.organization_id) as milestones
    from card_instances ci
    -- A deleted gift card definition issues no new cards, but the issued ones keep their value.
    join loyalty_cards lc on lc.id = ci.card_id and (lc.deleted_at is null or lc.kind = 'gift')
    join organization_customers oc on oc.organization_id = ci.organization_id and oc.user_id = ci.user_id
    left join fraud_rules fr on fr.organization_id = ci.organization_id
    left join loyalty_programs lp on lp.points_card_id = lc.id and lp.organization_id = ci.organization_id
    where ci.organization_id = ${input.organizationId} and ci.deleted_at is null
      and ${condition}
    ${lock}`;
}

function toPostingState(row: Record<string, unknown>): PostingState {
  return {
    instance: {
      id: String(row.id),
      cardId: String(row.card_id),
      userId: String(row.user_id),
      balance: Number(row.balance),
      cycle: Number(row.cycle),
      cycleRewardedMilestones: parseUuidArray(row.cycle_rewarded_milestones),
      recentScans: parseJson<RecentScan[]>(row.recent_scans),
    },
    card: {
      kind: row.kind as CardKind,
      name: String(row.name),
      stampsRequired: row.stamps_required === null ? null : Number(row.stamps_required),
    },
    milestones: parseJson(row.milestones),
    points:
      row.kind === "points" && row.points_expires_months !== null
        ? {
            lots: parseJson<StoredPointsLot[]>(row.points_lots),
            expiresMonths: Number(row.points_expires_months),
            programActive: Boolean(row.program_active),
          }
        : null,
    fraudRules:
      row.max_scan_stamps_per_hour === null
        ? { ...DEFAULT_FRAUD_RULES }
        : {
            maxScanStampsPerHour: Number(row.max_scan_stamps_per_hour),
            scanCooldownSeconds: Number(row.scan_cooldown_seconds),
          },
    nowSeconds: Number(row.now_seconds),
    lastScanAtSeconds: row.last_scan_at_seconds === null ? null : Number(row.last_scan_at_seconds),
    webhooksWanted: row.webhooks_wanted === true,
  };
}

/**
 * Writes a posting in one statement: the ledger row (ON CONFLICT on the idempotency key), and
 * only if it went in, the balance, the customer's last scan, their first posting and last visit
 * (targeting reads them), the rewards and the live event (NOTIFY, delivered at commit).
 * Undefined when the key was already taken.
 */
export async function writePosting(tx: Db, write: PostingWrite): Promise<PostingWritten | undefined> {
  const { transaction: t } = write;
  const pointsLots = write.points ? JSON.stringify(write.points.lots) : null;
  const nextExpiry = write.points?.nextExpiryAtMs ?? null;
  const qualifying = write.points?.qualifying ?? null;
  const at = sql`coalesce(${write.at?.toISOString() ?? null}::timestamptz, now())`;
  const result = await executePrepared(
    tx,
    sql`
    with posted as (
      insert into transactions
        (id, organization_id, instance_id, kind, delta, balance_after, source, actor_user_id, actor_api_key_id,
          idempotency_key, note, created_at)
      values (${t.id}, ${write.organizationId}, ${write.instanceId}, ${t.kind}, ${t.delta}, ${write.balance},
        ${t.source}, ${t.actorUserId}, ${t.actorApiKeyId}, ${t.idempotencyKey}, ${t.note}, ${at})
      on conflict (organization_id, idempotency_key) do nothing
      returning *
    ), instance as (
      update card_instances set balance = ${write.balance}, cycle = ${write.cycle},
        cycle_rewarded_milestones = ${uuidArrayLiteral(write.cycleRewardedMilestones)}::uuid[],
        recent_scans = ${JSON.stringify(write.recentScans)}::jsonb,
        points_lots = coalesce(${pointsLots}::jsonb, points_lots),
        points_next_expiry_at = case when ${pointsLots}::jsonb is null then points_next_expiry_at
          else to_timestamp(${nextExpiry}::float8 / 1000) end,
        points_qualifying = coalesce(${qualifying?.points ?? null}::bigint, points_qualifying),
        points_qualifying_until = case when ${pointsLots}::jsonb is null then points_qualifying_until
          else to_timestamp(${qualifying?.untilMs ?? null}::float8 / 1000) end
      where id = ${write.instanceId} and exists (select 1 from posted)
      returning *
    ), customer as (
      update organization_customers set last_scan_at = to_timestamp(${write.lastScanAtSeconds}::float8)
      where ${write.lastScanAtSeconds}::float8 is not null
        and organization_id = ${write.organizationId} and user_id = ${write.userId}
        and exists (select 1 from posted)
      returning 1
    ), activity as (
      insert into customer_activity (organization_id, user_id, first_posting_at, last_visit_at)
      select ${write.organizationId}, ${write.userId}, ${at},
        case when ${t.source} in ('qr', 'identity-scan', 'manual') then ${at} end
      from posted
      on conflict (organization_id, user_id) do update
        set first_posting_at = coalesce(customer_activity.first_posting_at, excluded.first_posting_at),
          last_visit_at = greatest(excluded.last_visit_at, customer_activity.last_visit_at)
      returning 1
    ), issued as (
      insert into rewards (id, organization_id, instance_id, milestone_id, transaction_id, name, cycle,
        points_reward_id, status, issued_at, redeemed_at, redeemed_by, redeemed_by_api_key_id)
      select r.id, ${write.organizationId}, ${write.instanceId}, r.milestone_id, posted.id, r.name, r.cycle,
        r.points_reward_id, case when r.redeemed_by is null then 'available' else 'redeemed' end,
        ${at}, case when r.redeemed_by is null then null else ${at} end, r.redeemed_by,
        case when r.redeemed_by is null then null else posted.actor_api_key_id end
      from posted cross join jsonb_to_recordset(${JSON.stringify(write.rewards.map(toRewardRecord))}::jsonb)
        as r(id uuid, milestone_id uuid, name text, cycle int, points_reward_id uuid, redeemed_by uuid)
      returning *
    ), webhook_events as (
      ${write.webhookOutbox ?? sql`select 1 where false`}
    ), notified as (
      select pg_notify(${write.notification.channel}, ${write.notification.payload}) from posted
    )
    select (select to_jsonb(posted) from posted) as transaction,
      (select to_jsonb(instance) from instance) as instance,
      (select coalesce(jsonb_agg(to_jsonb(issued)), '[]'::jsonb) from issued) as rewards,
      (select count(*) from notified) as notified,
      (select count(*) from customer) as customer,
      (select count(*) from activity) as activity,
      (select count(*)::int from webhook_events) as webhook_events`,
  );
  const row = result.rows[0];
  const transaction = row && parseJson<Record<string, unknown> | null>(row.transaction);
  if (!row || !transaction) return undefined;
  return {
    transaction,
    instance: parseJson(row.instance),
    rewards: parseJson(row.rewards),
    webhookEvents: Number(row.webhook_events),
  };
}

/**
 * Writes many postings of one organization in one statement: what `writePosting` writes for each
 * (ledger row with ON CONFLICT on the key, balance, the customer's first posting and last visit,
 * rewards, live event), for postings on distinct cards that record no scan and no webhook event
 * (an import's batch; the service sends the others through `writePosting`). Answers the ids of
 * the ledger rows written: a posting missing from it found its key taken.
 */
export async function writePostings(
  tx: Db,
  organizationId: string,
  writes: PostingWrite[],
): Promise<Set<string>> {
  if (writes.length === 0) return new Set();
  for (const write of writes) {
    if (write.organizationId !== organizationId || write.webhookOutbox || write.lastScanAtSeconds !== null) {
      throw new Error("writePostings takes one organization's postings without scans or webhook events");
    }
  }
  const postings = writes.map((write) => ({
    id: write.transaction.id,
    instance_id: write.instanceId,
    user_id: write.userId,
    kind: write.transaction.kind,
    delta: write.transaction.delta,
    balance: write.balance,
    source: write.transaction.source,
    actor_user_id: write.transaction.actorUserId,
    actor_api_key_id: write.transaction.actorApiKeyId,
    idempotency_key: write.transaction.idempotencyKey,
    note: write.transaction.note,
    cycle: write.cycle,
    cycle_rewarded_milestones: write.cycleRewardedMilestones,
    recent_scans: write.recentScans,
    points_lots: write.points?.lots ?? null,
    next_expiry_ms: write.points?.nextExpiryAtMs ?? null,
    qualifying_points: write.points?.qualifying.points ?? null,
    qualifying_until_ms: write.points?.qualifying.untilMs ?? null,
    at: write.at?.toISOString() ?? null,
    channel: write.notification.channel,
    payload: write.notification.payload,
  }));
  const rewards = writes.flatMap((write) =>
    write.rewards.map((reward) => ({ ...toRewardRecord(reward), transaction_id: write.transaction.id })),
  );
  const result = await tx.execute(sql`
    with input as (
      select i.*, coalesce(i.at, now()) as posted_at
      from jsonb_to_recordset(${JSON.stringify(postings)}::jsonb) as i(id uuid, instance_id uuid,
        user_id uuid, kind text, delta integer, balance integer, source text, actor_user_id uuid,
        actor_api_key_id uuid, idempotency_key text, note text, cycle integer,
        cycle_rewarded_milestones uuid[], recent_scans jsonb, points_lots jsonb,
        next_expiry_ms float8, qualifying_points bigint, qualifying_until_ms float8,
        at timestamptz, channel text, payload text)
    ), posted as (
      insert into transactions
        (id, organization_id, instance_id, kind, delta, balance_after, source, actor_user_id, actor_api_key_id,
          idempotency_key, note, created_at)
      select id, ${organizationId}, instance_id, kind, delta, balance, source, actor_user_id, actor_api_key_id,
        idempotency_key, note, posted_at
      from input
      on conflict (organization_id, idempotency_key) do nothing
      returning id
    ), written as (
      select input.* from input join posted using (id)
    ), instance as (
      update card_instances ci set balance = w.balance, cycle = w.cycle,
        cycle_rewarded_milestones = w.cycle_rewarded_milestones,
        recent_scans = w.recent_scans,
        points_lots = coalesce(w.points_lots, ci.points_lots),
        points_next_expiry_at = case when w.points_lots is null then ci.points_next_expiry_at
          else to_timestamp(w.next_expiry_ms / 1000) end,
        points_qualifying = coalesce(w.qualifying_points, ci.points_qualifying),
        points_qualifying_until = case when w.points_lots is null then ci.points_qualifying_until
          else to_timestamp(w.qualifying_until_ms / 1000) end
      from written w
      where ci.id = w.instance_id
      returning 1
    ), activity as (
      insert into customer_activity (organization_id, user_id, first_posting_at, last_visit_at)
      select distinct on (w.user_id) ${organizationId}, w.user_id, w.posted_at,
        case when w.source in ('qr', 'identity-scan', 'manual') then w.posted_at end
      from written w
      order by w.user_id, w.posted_at desc
      on conflict (organization_id, user_id) do update
        set first_posting_at = coalesce(customer_activity.first_posting_at, excluded.first_posting_at),
          last_visit_at = greatest(excluded.last_visit_at, customer_activity.last_visit_at)
      returning 1
    ), issued as (
      insert into rewards (id, organization_id, instance_id, milestone_id, transaction_id, name, cycle,
        points_reward_id, status, issued_at, redeemed_at, redeemed_by, redeemed_by_api_key_id)
      select r.id, ${organizationId}, w.instance_id, r.milestone_id, w.id, r.name, r.cycle,
        r.points_reward_id, case when r.redeemed_by is null then 'available' else 'redeemed' end,
        w.posted_at, case when r.redeemed_by is null then null else w.posted_at end, r.redeemed_by,
        case when r.redeemed_by is null then null else w.actor_api_key_id end
      from jsonb_to_recordset(${JSON.stringify(rewards)}::jsonb)
        as r(id uuid, milestone_id uuid, name text, cycle int, points_reward_id uuid, redeemed_by uuid,
          transaction_id uuid)
      join written w on w.id = r.transaction_id
      returning 1
    ), notified as (
      select pg_notify(w.channel, w.payload) from written w
    )
    select (select coalesce(jsonb_agg(id), '[]'::jsonb) from posted) as posted,
      (select count(*) from instance) as instances,
      (select count(*) from activity) as activity,
      (select count(*) from issued) as rewards,
      (select count(*) from notified) as notified`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  return new Set(parseJson<string[]>(row?.posted ?? "[]"));
}

const toRewardRecord = (reward: PostedReward) => ({
  id: reward.id,
  milestone_id: reward.milestoneId,
  name: reward.name,
  cycle: reward.cycle,
  points_reward_id: reward.pointsRewardId ?? null,
  redeemed_by: reward.redeemedBy ?? null,
});

/** node-postgres parses json columns; PGlite too, but older rows may arrive as text: accept both. */
function parseJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/** uuid[] arrives as an array (node-postgres) or as '{a,b}' text (some drivers). */
function parseUuidArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === "string")
    return value
      .replace(/^\{|\}$/g, "")
      .split(",")
      .filter(Boolean);
  return [];
}

function uuidArrayLiteral(ids: readonly string[]): string {
  return `{${ids.join(",")}}`;
}

/**
 * The ledger rows among these idempotency keys, key → delta: an import's dry run tells the balances
 * imported before, and whether the file names the same amount.
 */
export async function postingsByKey(
  db: Db,
  organizationId: string,
  keys: string[],
): Promise<Map<string, number>> {
  const taken = new Map<string, number>();
  // Bounded lists: one statement's parameter is one array, however many keys a file brings.
  for (let start = 0; start < keys.length; start += 10_000) {
    const chunk = keys.slice(start, start + 10_000);
    const rows = await db
      .select({ key: transactions.idempotencyKey, delta: transactions.delta })
      .from(transactions)
      .where(
        sql`${transactions.organizationId} = ${organizationId} and ${transactions.idempotencyKey} = any(${textArrayLiteral(chunk)}::text[])`,
      );
    for (const row of rows) taken.set(row.key, row.delta);
  }
  return taken;
}
