import type { FastifyBaseLogger } from "fastify";
import type { EventBus } from "../events/events.bus";
import type { WalletService } from "./wallet.service";

/** The push job's schedule: the catch-up for a push that failed or a posting this process missed. */
export const WALLET_PUSH_JOB = { name: "wallet-push", cron: "* * * * *" } as const;
/** Postings heard within this long go out in one run. */
const GATHER_MS = 25;

/**
 * Sends wallet pushes soon after postings, in worker processes: every card posting is heard on
 * the live events (the ledger's NOTIFY), and a run follows within GATHER_MS. A run pushes every
 * pass the database marked due (the card's trigger marks it, in the posting's transaction), so a
 * process that hears of a card without a pass costs one indexed query per gathering, and one
 * that missed an event is caught up by the next run or the job's minute. A pass pushed moments
 * ago waits out its gap: the run says when, and a timer comes back then.
 */
export function createWalletPushes(deps: {
  wallet: Pick<WalletService, "pushDue">;
  events: Pick<EventBus, "subscribeAll" | "whenListening">;
  log: FastifyBaseLogger;
}) {
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Number.POSITIVE_INFINITY;
  let running: Promise<unknown> = Promise.resolve();
  let unsubscribe: (() => void) | undefined;
  let stopped = false;

  function runAt(at: number): void {
    if (stopped || at >= timerAt) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(
      () => {
        timer = undefined;
        timerAt = Number.POSITIVE_INFINITY;
        running = running.then(runOnce, runOnce);
      },
      Math.max(0, at - Date.now()),
    );
    timer.unref();
  }

  async function runOnce() {
    try {
      const result = await deps.wallet.pushDue();
      if (result.more) runAt(Date.now());
      else if (result.nextAt) runAt(result.nextAt.getTime());
      return result;
    } catch (error) {
      deps.log.error({ err: error }, "wallet pushes failed");
      return undefined;
    }
  }

  return {
    job: { ...WALLET_PUSH_JOB, run: () => runOnce() },
    /** One run now, as the job does (tests and the bench call it). */
    runOnce,
    async start(): Promise<void> {
      if (unsubscribe) return;
      stopped = false;
      unsubscribe = deps.events.subscribeAll((_userId, event) => {
        if (event.type === "card.updated" || event.type === "points.updated") runAt(Date.now() + GATHER_MS);
      });
      await deps.events.whenListening();
    },
    async stop(): Promise<void> {
      stopped = true;
      unsubscribe?.();
      unsubscribe = undefined;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running.catch(() => {});
    },
  };
}

export type WalletPushes = ReturnType<typeof createWalletPushes>;
