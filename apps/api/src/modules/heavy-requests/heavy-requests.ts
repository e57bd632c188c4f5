import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/prepared";
import { withStatementTimeout } from "../../db/statement-timeout";
import { AppError } from "../../lib/app-error";
import { createToldToWait } from "./told-to-wait";

/** What a refused request is told to wait: heavy requests take well under a second when healthy. */
export const HEAVY_RETRY_AFTER_SECONDS = 2;

export function tooManyHeavyRequests(): AppError {
  return new AppError(
    429,
    "TOO_MANY_HEAVY_REQUESTS",
    "This organization is already running as many large requests (counts, insights, exports) as it may at once. Please wait a moment and try again.",
    { retryAfterSeconds: HEAVY_RETRY_AFTER_SECONDS },
    { "retry-after": String(HEAVY_RETRY_AFTER_SECONDS) },
  );
}

/** A slot held by one request: its statements run under the heavy bound until it is released. */
export interface HeavySlot {
  /** Runs `work` in a transaction whose statements may each run the heavy statement timeout. */
  bounded<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** Frees the slot; safe to call more than once. */
  release(): Promise<void>;
}

/**
 * Heavy requests: those that read every customer or a range of days of an organization (the
 * targeting preview, insights, the users table and its export). Each takes one of the
 * organization's `perOrganization` slots first, or is refused with 429 and Retry-After, so one
 * organization's flood cannot take the pool's connections and the cores from everyone else; and its
 * statements run under `statementTimeoutMs` instead of the ordinary default (decision 031).
 *
 * On PostgreSQL the slots are rows (`heavy_request_slots`), shared by every API process. PGlite is
 * embedded in one process, which alone opens its data directory: there the slots are counted in
 * memory, exactly and without a statement, and work runs without a bounding transaction, since
 * PGlite cannot interrupt a statement anyway.
 */
export function createHeavyRequests(deps: {
  db: Db;
  kind: "pglite" | "postgres";
  perOrganization: number;
  statementTimeoutMs: number;
  /** How long a slot stays held if its process dies before releasing it. */
  leaseSeconds?: number;
}) {
  const { db, perOrganization, statementTimeoutMs } = deps;
  // A live request releases its slot at its end: the lease only matters for a process that died.
  const leaseSeconds = deps.leaseSeconds ?? Math.max(60, Math.ceil((statementTimeoutMs * 4) / 1000));

  /**
   * One free slot taken for `holder` (SKIP LOCKED: two claims never take the same), and how many
   * of the organization's slot rows exist: a refusal costs this one statement.
   */
  async function claim(organizationId: string, holder: string): Promise<{ slot?: number; made: number }> {
    const [row] = await queryRows<{ slot: number | null; made: number }>(
      db,
      sql`with free as (select organization_id, slot from heavy_request_slots
            where organization_id = ${organizationId} and slot < ${perOrganization} and held_until <= now()
            order by slot limit 1 for update skip locked),
          claimed as (update heavy_request_slots taken set holder = ${holder},
              held_until = now() + make_interval(secs => ${leaseSeconds})
            from free where taken.organization_id = free.organization_id and taken.slot = free.slot
            returning taken.slot)
        select (select slot from claimed) as slot,
          (select count(*) from heavy_request_slots
            where organization_id = ${organizationId} and slot < ${perOrganization})::int as made`,
    );
    return { slot: row?.slot ?? undefined, made: row?.made ?? 0 };
  }

  /** The organization's slot rows, made on its first heavy request (or when the limit grew). */
  async function addMissingSlots(organizationId: string): Promise<void> {
    await db.execute(
      sql`insert into heavy_request_slots (organization_id, slot)
        select ${organizationId}, slot from generate_series(0, ${perOrganization - 1}) slot
        on conflict do nothing`,
    );
  }

  const bounded = <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
    deps.kind === "postgres" ? withStatementTimeout(db, statementTimeoutMs, work) : work(db);

  /** PGlite's slots: requests running per organization in this, the only, process. */
  const runningHere = new Map<string, number>();

  function acquireHere(organizationId: string): HeavySlot {
    const running = runningHere.get(organizationId) ?? 0;
    if (running >= perOrganization) throw tooManyHeavyRequests();
    runningHere.set(organizationId, running + 1);
    let released = false;
    return {
      bounded,
      async release() {
        if (released) return;
        released = true;
        const left = (runningHere.get(organizationId) ?? 1) - 1;
        if (left > 0) runningHere.set(organizationId, left);
        else runningHere.delete(organizationId);
      },
    };
  }

  async function acquire(organizationId: string): Promise<HeavySlot> {
    if (deps.kind === "pglite") return acquireHere(organizationId);
    const holder = randomUUID();
    let claimed = await claim(organizationId, holder);
    if (claimed.slot === undefined && claimed.made < perOrganization) {
      await addMissingSlots(organizationId);
      claimed = await claim(organizationId, holder);
    }
    const slot = claimed.slot;
    if (slot === undefined) throw tooManyHeavyRequests();
    let released = false;
    return {
      bounded,
      async release() {
        if (released) return;
        released = true;
        await db.execute(
          sql`update heavy_request_slots set holder = null, held_until = '-infinity'
            where organization_id = ${organizationId} and slot = ${slot} and holder = ${holder}`,
        );
      },
    };
  }

  const toldToWait = createToldToWait();

  return {
    acquire,

    /**
     * Hooks every heavy route lists (`onRequest`, `onSend`): a caller refused with 429 who comes
     * back before its Retry-After is refused again from memory, at no cost to anyone else.
     */
    routeHooks: { onRequest: toldToWait.onRequest, onSend: toldToWait.onSend },

    /** The heavy statement bound without a slot: for a request that must never be refused. */
    bounded,

    /** Holds a slot while `work` runs; its bounded statements run under the heavy timeout. */
    async run<T>(organizationId: string, work: (slot: HeavySlot) => Promise<T>): Promise<T> {
      const slot = await acquire(organizationId);
      try {
        return await work(slot);
      } finally {
        await slot.release();
      }
    },
  };
}

export type HeavyRequests = ReturnType<typeof createHeavyRequests>;
