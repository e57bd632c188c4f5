import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../modules/auth/auth.table";
import { AppError } from "./app-error";

export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Past this many remembered blocks, expired ones are swept before another is added. */
const BLOCKS_SWEEP_AT = 10_000;

function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError(
    429,
    "RATE_LIMITED",
    "Too many attempts. Please wait a moment and try again.",
    { retryAfterSeconds },
    { "retry-after": String(retryAfterSeconds) },
  );
}

/**
 * Fixed-window counters in the database, so every API process behind a load balancer counts
 * the same attempts. One atomic upsert per key: no read-then-write race.
 *
 * A key found over its limit is also remembered in this process until its window ends: a flood
 * from a blocked address is then refused without a query, so on PGlite's single connection (or a
 * busy pool) it cannot make everybody else's requests wait behind it. Nothing is lost by not
 * counting those attempts: the window, and so the answer, stays the same.
 */
export function createRateLimiter({ db }: { db: Db }) {
  const blockedUntil = new Map<string, number>();

  function remainingBlockSeconds(rules: RateLimitRule[], now: number): number {
    let seconds = 0;
    for (const rule of rules) {
      const until = blockedUntil.get(rule.key);
      if (until === undefined) continue;
      if (until <= now) blockedUntil.delete(rule.key);
      else seconds = Math.max(seconds, Math.ceil((until - now) / 1000));
    }
    return seconds;
  }

  function rememberBlock(key: string, retryAfterSeconds: number, now: number): void {
    if (blockedUntil.size >= BLOCKS_SWEEP_AT) {
      for (const [other, until] of blockedUntil) if (until <= now) blockedUntil.delete(other);
    }
    blockedUntil.set(key, now + retryAfterSeconds * 1000);
  }

  async function hit(rule: RateLimitRule): Promise<{ hits: number; retryAfterSeconds: number }> {
    const window = sql`make_interval(secs => ${rule.windowSeconds})`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key: rule.key, windowStartedAt: sql`now()`, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.windowStartedAt} <= now() - ${window} then 1 else ${rateLimits.hits} + 1 end`,
          windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= now() - ${window} then now() else ${rateLimits.windowStartedAt} end`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStartedAt} + ${window} - now()))))::int`,
      });
    if (!row) throw new Error("rate limit upsert returned nothing");
    return row;
  }

  return {
    /**
     * Throws the 429 `consume` would, from memory alone, when a key is known to be over its
     * limit: for a hook that refuses a flood before its body is even parsed.
     */
    refuseIfBlocked(keys: string[]): void {
      const seconds = remainingBlockSeconds(
        keys.map((key) => ({ key, limit: 0, windowSeconds: 0 })),
        Date.now(),
      );
      if (seconds > 0) throw rateLimited(seconds);
    },

    /**
     * Counts one attempt against every rule; throws 429 with Retry-After when one is exceeded.
     * `onFirstRefusal` hears the rules this very attempt took past their limit: the counter goes
     * from the limit to one over it once per window, atomically, so across every process exactly
     * one attempt per window and rule calls it (an alert sent from it goes once per window).
     */
    async consume(
      rules: RateLimitRule[],
      options: { onFirstRefusal?: (rules: RateLimitRule[]) => Promise<void> } = {},
    ): Promise<void> {
      const known = remainingBlockSeconds(rules, Date.now());
      if (known > 0) throw rateLimited(known);
      // The keys are independent: counted at once, a request waits for one round trip, not one
      // per key, which matters most when the server is busy.
      const counted = await Promise.all(rules.map(async (rule) => ({ rule, ...(await hit(rule)) })));
      let retryAfter = 0;
      for (const { rule, hits, retryAfterSeconds } of counted) {
        if (hits > rule.limit) {
          retryAfter = Math.max(retryAfter, retryAfterSeconds);
          rememberBlock(rule.key, retryAfterSeconds, Date.now());
        }
      }
      if (retryAfter > 0) {
        const tripped = counted.filter(({ rule, hits }) => hits === rule.limit + 1).map(({ rule }) => rule);
        if (tripped.length > 0) await options.onFirstRefusal?.(tripped);
        throw rateLimited(retryAfter);
      }
    },

    async reset(key: string): Promise<void> {
      blockedUntil.delete(key);
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /**
     * Notes that `key` happened now (a marker, not a counter: hits stay 0), for `seenWithin`. It
     * lives in the same table so every API process shares it.
     */
    async remember(key: string): Promise<void> {
      await db
        .insert(rateLimits)
        .values({ key, windowStartedAt: sql`now()`, hits: 0 })
        .onConflictDoUpdate({ target: rateLimits.key, set: { windowStartedAt: sql`now()` } });
    },

    /** Whether `remember(key)` was called in the last `seconds`. */
    async seenWithin(key: string, seconds: number): Promise<boolean> {
      const [row] = await db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(
          and(
            eq(rateLimits.key, key),
            gt(rateLimits.windowStartedAt, sql`now() - make_interval(secs => ${seconds})`),
          ),
        );
      return Boolean(row);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
