import type { FastifyBaseLogger } from "fastify";
import type { EventBus } from "../events/events.bus";
import type { UpdateRun } from "./due-pass-updates";
import type { WalletService } from "./wallet.service";
import type { Wallet } from "./wallet.table";

/** The push job's schedule: the catch-up for a push that failed or a posting this process missed. */
export const WALLET_PUSH_JOB = { name: "wallet-push", cron: "* * * * *" } as const;
/** Postings heard within this long go out in one run. */
const GATHER_MS = 25;

/** One wallet's runs, one at a time, at the times asked for. */
function createLoop(run: () => Promise<UpdateRun>, log: FastifyBaseLogger, wallet: Wallet) {
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Number.POSITIVE_INFINITY;
  let running: Promise<unknown> = Promise.resolve();
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

  async function runOnce(): Promise<UpdateRun | undefined> {
    try {
      const result = await run();
      if (result.more) runAt(Date.now());
      else if (result.nextAt) runAt(result.nextAt.getTime());
      return result;
    } catch (error) {
      log.error({ err: error, wallet }, "wallet pass updates failed");
      return undefined;
    }
  }

  return {
    runAt,
    runOnce,
    resume: () => {
      stopped = false;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running.catch(() => {});
    },
  };
}

/**
 * Sends wallet updates soon after postings, in worker processes: every card posting is heard on
 * the live events (the ledger's NOTIFY), and a run follows within GATHER_MS. A run updates every
 * pass the database marked due (the card's trigger marks it, in the posting's transaction), so a
 * process that hears of a card without a pass costs one indexed query per gathering, and one
 * that missed an event is caught up by the next run or the job's minute. Each wallet has a loop of
 * its own: Google slow or down holds up no Apple push. A pass updated moments ago waits out its
 * gap: the run says when, and a timer comes back then.
 */
export function createWalletPushes(deps: {
  wallet: Pick<WalletService, "pushDue" | "updatedWallets">;
  events: Pick<EventBus, "subscribeAll" | "whenListening">;
  log: FastifyBaseLogger;
}) {
  const loops = deps.wallet.updatedWallets.map((wallet) =>
    createLoop(() => deps.wallet.pushDue(wallet), deps.log, wallet),
  );
  let unsubscribe: (() => void) | undefined;

  /** One run of every wallet now, side by side, as the job does (tests and the bench call it). */
  async function runOnce() {
    const runs = await Promise.all(loops.map((loop) => loop.runOnce()));
    return runs.filter((run): run is UpdateRun => run !== undefined);
  }

  return {
    job: { ...WALLET_PUSH_JOB, run: () => runOnce() },
    runOnce,
    async start(): Promise<void> {
      if (unsubscribe) return;
      for (const loop of loops) loop.resume();
      unsubscribe = deps.events.subscribeAll((_userId, event) => {
        if (event.type !== "card.updated" && event.type !== "points.updated") return;
        for (const loop of loops) loop.runAt(Date.now() + GATHER_MS);
      });
      await deps.events.whenListening();
    },
    async stop(): Promise<void> {
      unsubscribe?.();
      unsubscribe = undefined;
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}

export type WalletPushes = ReturnType<typeof createWalletPushes>;
