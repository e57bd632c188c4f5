import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../modules/auth/auth.table";
import { AppError } from "./app-error";

export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so every API process behind a load balancer counts
 * the same attempts. One atomic upsert per key: no read-then-write race.
 */
export function createRateLimiter({ db }: { db: Db }) {
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
    /** Counts one attempt against every rule; throws 429 with Retry-After when one is exceeded. */
    async consume(rules: RateLimitRule[]): Promise<void> {
      let retryAfter = 0;
      for (const rule of rules) {
        const { hits, retryAfterSeconds } = await hit(rule);
        if (hits > rule.limit) retryAfter = Math.max(retryAfter, retryAfterSeconds);
      }
      if (retryAfter > 0) {
        throw new AppError(
          429,
          "RATE_LIMITED",
          "Too many attempts. Please wait a moment and try again.",
          { retryAfterSeconds: retryAfter },
          { "retry-after": String(retryAfter) },
        );
      }
    },

    async reset(key: string): Promise<void> {
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
