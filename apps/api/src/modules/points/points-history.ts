import type { PointsEntryKind, StaffPointsHistoryEntry } from "@stampwise/contract";
import { type SQL, sql } from "drizzle-orm";

/**
 * A points card's latest ledger rows as a JSON array, newest first: what each row was and, for a
 * reward, its name (from the reward it issued). `staffNotes` adds the note staff wrote with an
 * adjustment and the name of the API key a row came through; a customer's answer carries neither
 * (the shop's internal reason, the shop's own systems).
 *
 * What a row was: expiry and an import by their source; spending by the reward it issued; an adjustment by the
 * source of a correction (or, for rows from before it had one, by the reason staff must give or by
 * taking points without a reward); anything else earned points.
 */
export function pointsHistoryJson(instanceId: SQL, options: { limit: number; staffNotes: boolean }): SQL {
  // Staff also read which of their API keys (a till) made a row; a key is revoked, never deleted.
  const staffOnly = options.staffNotes ? sql`, 'note', h.note, 'apiKeyName', h.api_key_name` : sql``;
  const apiKeyName = options.staffNotes
    ? sql`(select k.name from api_keys k where k.id = t.actor_api_key_id)`
    : sql`null::text`;
  return sql`(select coalesce(json_agg(json_build_object(
      'id', h.id, 'delta', h.delta, 'balanceAfter', h.balance_after, 'kind', h.kind,
      'rewardName', h.reward_name, 'createdAt', h.created_at${staffOnly})
      order by h.created_at desc, h.id), '[]'::json)
    from (
      select t.id, t.delta, t.balance_after, t.created_at, r.name as reward_name,
        case when t.source = 'expiry' then 'expired'
          when t.source = 'import' then 'imported'
          when r.name is not null then 'spent'
          when t.source = 'adjustment' or t.note is not null or t.delta < 0 then 'adjusted'
          else 'earned' end as kind,
        case when r.name is null then t.note end as note,
        ${apiKeyName} as api_key_name
      from transactions t
      left join lateral (select name from rewards where transaction_id = t.id limit 1) r on true
      where t.instance_id = ${instanceId}
      order by t.created_at desc, t.id limit ${options.limit}) h)`;
}

/** A row of `pointsHistoryJson` as the database answers it (timestamps as text). */
export interface HistoryJsonEntry {
  id: string;
  delta: number;
  balanceAfter: number;
  kind: PointsEntryKind;
  rewardName: string | null;
  createdAt: string;
  note?: string | null;
  apiKeyName?: string | null;
}

/** The rows with ISO timestamps, and `note` and `apiKeyName` null where they were not asked for. */
export function historyFromJson(entries: HistoryJsonEntry[]): StaffPointsHistoryEntry[] {
  return entries.map((entry) => ({
    ...entry,
    note: entry.note ?? null,
    apiKeyName: entry.apiKeyName ?? null,
    createdAt: new Date(entry.createdAt).toISOString(),
  }));
}
