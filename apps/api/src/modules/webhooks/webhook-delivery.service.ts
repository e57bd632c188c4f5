import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { Mailer } from "../mail/mailer";
import type { AddressPolicy } from "./webhook-address";
import type { ClaimedDelivery } from "./webhook-deliveries.repository";
import * as deliveries from "./webhook-deliveries.repository";
import { type AttemptOutcome, sendWebhook, type WebhookMessage } from "./webhook-sender";
import { renderSwitchedOffMail } from "./webhook-switched-off-mail";

/** Waits after the 1st, 2nd… failed attempt; past the list, every 12 hours until switched off. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 3600, 6 * 3600, 12 * 3600];
/** An endpoint whose deliveries all failed this long is switched off and its owners told. */
export const SWITCH_OFF_AFTER_SECONDS = 3 * 24 * 3600;
export const PRUNE_AFTER_DAYS = 30;
/** Passes one run of the job makes at most before it hands over to the next run. */
const PASSES_PER_RUN = 20;

export function retryDelaySeconds(attempts: number): number {
  return RETRY_DELAYS_SECONDS[Math.min(attempts, RETRY_DELAYS_SECONDS.length) - 1] ?? 30;
}

/** Bounds of one pass: endpoints taken at once, deliveries per endpoint, sends in flight. */
const LIMITS = {
  endpoints: 20,
  perEndpoint: 25,
  claimSeconds: 120,
  sendsInFlight: 16,
  perEndpointInFlight: 4,
};

/**
 * The delivery job: claims due deliveries, sends them, records each outcome. Endpoints run side by
 * side (a slow one holds at most its own sends), and within an endpoint each card's deliveries go
 * one after the other, stopping at a failure so a later event never overtakes an earlier one.
 */
export function createWebhookDelivery(deps: {
  db: Db;
  mailer: Pick<Mailer, "enqueue" | "deliverDue">;
  policy: AddressPolicy;
  log: FastifyBaseLogger;
  /** The owners to tell when an endpoint is switched off, and the organization's name. */
  owners(organizationId: string): Promise<{ organization: string; emails: string[] }>;
  send?: (message: WebhookMessage, policy: AddressPolicy) => Promise<AttemptOutcome>;
  timeoutMs?: number;
  /** Asks for another run (the job's trigger): a run that stopped at its bound with work left. */
  runAgain?: () => void;
}) {
  const { db } = deps;
  const send = deps.send ?? ((message, policy) => sendWebhook(message, policy, deps.timeoutMs));

  async function tellOwners(delivery: ClaimedDelivery): Promise<void> {
    const { organization, emails } = await deps.owners(delivery.organizationId);
    const mail = await renderSwitchedOffMail({
      organization,
      url: delivery.url,
      days: SWITCH_OFF_AFTER_SECONDS / 86400,
    });
    for (const email of emails) await deps.mailer.enqueue(email, mail);
    await deps.mailer.deliverDue();
  }

  /** Sends one delivery and records it; answers whether it was delivered. */
  async function attempt(delivery: ClaimedDelivery): Promise<boolean> {
    const outcome = await send(
      { id: delivery.id, url: delivery.url, secret: delivery.secret, body: delivery.body },
      deps.policy,
    );
    const record = { status: outcome.status, excerpt: outcome.excerpt };
    if (outcome.delivered) {
      await deliveries.recordDelivered(db, delivery, record);
      return true;
    }
    const { switchedOff } = await deliveries.recordFailedAttempt(
      db,
      delivery,
      record,
      retryDelaySeconds(delivery.attempts + 1),
      SWITCH_OFF_AFTER_SECONDS,
    );
    if (switchedOff) {
      deps.log.warn(
        { endpointId: delivery.endpointId },
        "webhook endpoint switched off after days of failures",
      );
      await tellOwners(delivery).catch((error) =>
        deps.log.error({ err: error }, "could not tell the owners of a switched-off webhook"),
      );
    }
    return false;
  }

  /**
   * One endpoint's claimed deliveries: each card's in order, a few cards at once. The first failure
   * ends the endpoint's turn (what is left goes back unsent, due again at once for the next pass),
   * so a receiver that hangs costs a pass one timeout, not one per card.
   */
  async function sendToEndpoint(claimed: ClaimedDelivery[]): Promise<number> {
    let failed = false;
    const chains = [...groupBy(claimed, (each) => each.orderingKey).values()];
    const sentPerChain = await runBounded(
      chains.map((chain) => async () => {
        let sent = 0;
        const release = (rest: ClaimedDelivery[]) =>
          deliveries.releaseClaims(
            db,
            rest.map((each) => each.id),
          );
        for (const [index, delivery] of chain.entries()) {
          // Another card of this endpoint failed meanwhile: the rest wait for the next pass.
          if (failed) {
            await release(chain.slice(index));
            return sent;
          }
          if (!(await attemptLogged(delivery))) {
            failed = true;
            await release(chain.slice(index + 1));
            return sent;
          }
          sent += 1;
        }
        return sent;
      }),
      LIMITS.perEndpointInFlight,
    );
    return sentPerChain.reduce((total, each) => total + each, 0);
  }

  async function attemptLogged(delivery: ClaimedDelivery): Promise<boolean> {
    return attempt(delivery).catch((error) => {
      deps.log.error({ err: error, deliveryId: delivery.id }, "webhook delivery could not be recorded");
      return false;
    });
  }

  async function pass(): Promise<number> {
    const claimed = await deliveries.claimDueDeliveries(db, LIMITS);
    if (claimed.length === 0) return 0;
    const byEndpoint = [...groupBy(claimed, (each) => each.endpointId).values()];
    // Every endpoint of the pass at once: one that is slow holds only its own sends.
    const sent = await Promise.all(byEndpoint.map(sendToEndpoint));
    return sent.reduce((total, each) => total + each, 0);
  }

  return {
    /**
     * Sends what is due until a pass sends nothing, for at most PASSES_PER_RUN passes (so a worker
     * asked to stop finishes its run soon, however busy the endpoints); a run that reaches the
     * bound asks for the next. Answers how many went.
     */
    async deliverDue(): Promise<number> {
      let total = 0;
      for (let passes = 0; passes < PASSES_PER_RUN; passes++) {
        const sent = await pass();
        total += sent;
        if (sent === 0) return total;
      }
      deps.runAgain?.();
      return total;
    },
    /** Deletes finished deliveries older than PRUNE_AFTER_DAYS. */
    async prune(): Promise<number> {
      let total = 0;
      for (;;) {
        const deleted = await deliveries.pruneDeliveries(db, PRUNE_AFTER_DAYS, 5000);
        total += deleted;
        if (deleted < 5000) return total;
      }
    },
  };
}

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Runs the tasks with at most `limit` at once; answers their results in order. */
async function runBounded<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, tasks.length) }, async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  });
  await Promise.all(workers);
  return results;
}
