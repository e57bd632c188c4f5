import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executePrepared } from "../../db/prepared";

/** An event about to be recorded: its type, what keeps it in order, and its data (ids and values). */
export interface WebhookEventDraft {
  type: string;
  /** The card instance it is about, so one card's events reach an endpoint in order. */
  orderingKey: string;
  data: Record<string, unknown>;
  /**
   * level.changed only: the qualifying points before and after. The event is kept only when a
   * level of the organization lies between them (the ledger does not read the levels).
   */
  levelCheck?: { before: number; after: number };
  /** Recorded once per endpoint under this key (a communication's end, seen by several writes). */
  eventKey?: string;
}

/**
 * The statement that records events in the outbox: one delivery row per event and enabled endpoint
 * of the organization that asked for it, nothing when there is none. Its text is fixed (the drafts
 * travel as one JSON parameter), so the ledger can put it in its one prepared write as a CTE;
 * `condition` is SQL that must hold for anything to be written (the ledger's: the posting went in).
 */
export function webhookOutboxStatement(
  organizationId: string,
  drafts: WebhookEventDraft[],
  condition: SQL,
): SQL {
  const records = drafts.map((draft, n) => ({
    n,
    type: draft.type,
    ordering_key: draft.orderingKey,
    data: draft.data,
    level_before: draft.levelCheck?.before ?? null,
    level_after: draft.levelCheck?.after ?? null,
    event_key: draft.eventKey ?? null,
  }));
  return sql`insert into webhook_deliveries (organization_id, endpoint_id, event_type, ordering_key, event_key, data)
    select e.organization_id, e.id, ev.type, ev.ordering_key, ev.event_key,
      case when ev.type = 'level.changed' then ev.data || jsonb_build_object('levelId',
        (select l.id from loyalty_levels l where l.organization_id = e.organization_id
          and l.required_points <= ev.level_after order by l.required_points desc limit 1))
      else ev.data end
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      as ev(n int, type text, ordering_key text, data jsonb, level_before bigint, level_after bigint, event_key text)
    join webhook_endpoints e on e.organization_id = ${organizationId}::uuid and e.enabled
      and ev.type = any(e.event_types)
    where (${condition})
      and (ev.type <> 'level.changed' or exists (select 1 from loyalty_levels l
        where l.organization_id = e.organization_id
          and l.required_points > least(ev.level_before, ev.level_after)
          and l.required_points <= greatest(ev.level_before, ev.level_after)))
    order by ev.n, e.id
    on conflict (endpoint_id, event_key) do nothing
    returning 1`;
}

/**
 * Whether the organization has an enabled endpoint (that wants `eventType`, when named): a
 * condition the ledger's locking read carries, so a posting for an organization without webhooks
 * builds no events and writes none.
 */
export function webhooksWantedCondition(organizationId: SQL, eventType?: string): SQL {
  const wanting = eventType ? sql` and ${eventType} = any(we.event_types)` : sql``;
  return sql`exists (select 1 from webhook_endpoints we
    where we.organization_id = ${organizationId} and we.enabled${wanting})`;
}

/** Records events outside the ledger's write (a stamp reward handed over, a communication finished). */
export async function recordWebhookEvents(
  db: Db,
  organizationId: string,
  drafts: WebhookEventDraft[],
): Promise<number> {
  if (drafts.length === 0) return 0;
  const result = await executePrepared(
    db,
    sql`with recorded as (${webhookOutboxStatement(organizationId, drafts, sql`true`)})
      select count(*)::int as recorded from recorded`,
  );
  return Number(result.rows[0]?.recorded ?? 0);
}
