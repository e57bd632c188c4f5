import { type ErrorCode, ORGANIZATION_HEADER } from "@stampwise/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { SESSION_COOKIE } from "../../plugins/authentication";

/** Past this many remembered waiters, expired ones are swept; if none expired, no more are kept. */
const WAITERS_KEPT = 10_000;

/**
 * How long the repeated refusal is held back at most: a script that sends again the moment it is
 * answered then sends a few requests a second per connection, not thousands.
 */
export const EARLY_RETURN_HOLD_MS = 1000;

interface Refusal {
  until: number;
  code: ErrorCode;
  message: string;
}

/**
 * The heavy routes' answer to a caller who was refused with 429 and Retry-After and comes back
 * before that time: the same refusal, from memory, in the request's first hook, before its session
 * is read, its body parsed or a statement run (decision 031). Without it a script that ignores
 * Retry-After makes every one of its hundreds of requests a second cost a session lookup, a rate
 * count and a slot claim, and the database time that takes is everyone's.
 *
 * A waiter is one session (its cookie) asking one route (a refusal by the per-admin rate of one
 * route says nothing about another) for one organization (its header), remembered only from a
 * refusal given after the session and the membership were checked: a request with a made-up cookie or another
 * organization's id never matches one, so this tells nobody anything they were not told already.
 * The repeated refusal is answered once part of the wait has passed (EARLY_RETURN_HOLD_MS,
 * holding nothing but the socket and a timer): a script in a loop is slowed to the pace it was
 * asked for, where an immediate answer would only bring the next request sooner. A request less
 * than that early is held until its time, then served.
 * The memory is this process's own; another API process behind the balancer checks for itself.
 */
export function createToldToWait(deps: { now?: () => number; hold?: (ms: number) => Promise<void> } = {}) {
  const now = deps.now ?? Date.now;
  const hold = deps.hold ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const waiting = new Map<string, Refusal>();

  function waiterOf(request: FastifyRequest): string | undefined {
    const session = request.cookies[SESSION_COOKIE];
    const organization = request.headers[ORGANIZATION_HEADER];
    if (!session || typeof organization !== "string") return undefined;
    return `${request.method} ${request.routeOptions.url} ${organization} ${session}`;
  }

  function remember(waiter: string, refusal: Refusal): void {
    if (waiting.size >= WAITERS_KEPT) {
      const at = now();
      for (const [other, { until }] of waiting) if (until <= at) waiting.delete(other);
      if (waiting.size >= WAITERS_KEPT) return;
    }
    waiting.set(waiter, refusal);
  }

  return {
    /** Route hook (onRequest): refuses, after a pause, a waiter whose Retry-After is still far. */
    async onRequest(request: FastifyRequest): Promise<void> {
      const waiter = waiterOf(request);
      const refusal = waiter ? waiting.get(waiter) : undefined;
      if (!waiter || !refusal) return;
      const left = refusal.until - now();
      if (left <= EARLY_RETURN_HOLD_MS) {
        // Nearly due: held until it is, then served like any request.
        if (left > 0) await hold(left);
        if (waiting.get(waiter) === refusal) waiting.delete(waiter);
        return;
      }
      await hold(EARLY_RETURN_HOLD_MS);
      const retryAfterSeconds = Math.ceil((refusal.until - now()) / 1000);
      throw new AppError(
        429,
        refusal.code,
        refusal.message,
        { retryAfterSeconds },
        { "retry-after": String(retryAfterSeconds) },
      );
    },

    /**
     * Route hook (onSend): remembers a 429 with Retry-After given to a signed-in member of the
     * organization (the route's guards set both before any handler could refuse).
     */
    async onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
      if (reply.statusCode !== 429 || !request.activeSession || !request.organizationId) return payload;
      const seconds = Number(reply.getHeader("retry-after"));
      const waiter = waiterOf(request);
      if (!waiter || !Number.isFinite(seconds) || seconds <= 0 || typeof payload !== "string") return payload;
      try {
        const { error } = JSON.parse(payload) as { error?: { code?: ErrorCode; message?: string } };
        if (error?.code && error.message) {
          remember(waiter, { until: now() + seconds * 1000, code: error.code, message: error.message });
        }
      } catch {
        // Not the error handler's JSON: nothing to repeat.
      }
      return payload;
    },

    /** How many waiters are remembered (for tests). */
    get size(): number {
      return waiting.size;
    },
  };
}

export type ToldToWait = ReturnType<typeof createToldToWait>;
