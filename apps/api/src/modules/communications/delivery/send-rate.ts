import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { queryRows } from "../../../db/prepared";

/** What an organization was given of the messages it asked to send. */
export interface RateGrant {
  granted: number;
  /** Seconds until its minute ends, when the rest may go. */
  retryInSeconds: number;
}

/**
 * The organizations' sending rate (COMMUNICATIONS_RATE_PER_MINUTE), counted in PostgreSQL per
 * calendar minute so that every worker process takes from one count: two workers together send no
 * more than one would. A batch reserves the messages it is about to send in one atomic upsert per
 * batch (no read-then-write race); what it is not given waits for the next minute.
 */
export function createSendRate(deps: { db: Db; ratePerMinute: number }) {
  return {
    async reserve(wanted: Map<string, number>): Promise<Map<string, RateGrant>> {
      if (wanted.size === 0) return new Map();
      const organizationIds = [...wanted.keys()];
      const counts = organizationIds.map((id) => wanted.get(id) ?? 0);
      const limit = deps.ratePerMinute;
      // In the update, every right-hand side reads the row as it was: a stale minute starts over.
      const rows = await queryRows<{ organization_id: string; last_granted: number; retry_in: number }>(
        deps.db,
        sql`insert into communication_send_windows as counted (organization_id, window_started_at, used, last_granted)
          select wanted.organization_id, date_trunc('minute', now()), least(wanted.count, ${limit}),
            least(wanted.count, ${limit})
          from unnest(${`{${organizationIds.join(",")}}`}::uuid[], ${`{${counts.join(",")}}`}::int[])
            as wanted(organization_id, count)
          on conflict (organization_id) do update set
            last_granted = case when counted.window_started_at < date_trunc('minute', now())
              then least(excluded.used, ${limit})
              else greatest(0, least(excluded.used, ${limit} - counted.used)) end,
            used = case when counted.window_started_at < date_trunc('minute', now())
              then least(excluded.used, ${limit})
              else counted.used + greatest(0, least(excluded.used, ${limit} - counted.used)) end,
            window_started_at = date_trunc('minute', now())
          returning counted.organization_id, counted.last_granted,
            greatest(1, ceil(extract(epoch from (counted.window_started_at + interval '1 minute' - now()))))::int
              as retry_in`,
      );
      return new Map(
        rows.map((row) => [row.organization_id, { granted: row.last_granted, retryInSeconds: row.retry_in }]),
      );
    },
  };
}

export type SendRate = ReturnType<typeof createSendRate>;
