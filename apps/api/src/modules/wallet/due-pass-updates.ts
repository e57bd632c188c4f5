import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { ApnsClient } from "./apns";
import type { GoogleWalletSync } from "./google-wallet-sync";
import { type PassSources, passContentOf } from "./pass-sources";
import type { Wallet } from "./wallet.table";
import * as passes from "./wallet-passes.repository";

/** The least time between two updates of one pass: a burst of postings sends one now and one after. */
export const WALLET_PUSH_GAP_SECONDS = 2;
/** Passes one run claims; a run that claims as many asks for another at once. */
const PASSES_PER_RUN = 200;
/** Of one organization's passes, a run claims at most this many: the others' wait no longer than a run. */
const PASSES_PER_ORGANIZATION_PER_RUN = 50;
/** Google objects rewritten at once in a run: enough to keep up, few enough not to flood Google. */
const GOOGLE_UPDATES_AT_ONCE = 8;
/** Google failing this many times in a row ends the run's Google work: the rest wait a minute. */
const GOOGLE_FAILURES_ENDING_A_RUN = 3;

/** Runs `work` on every item, at most `atOnce` at a time, until `stop()` says so. */
async function forEachAtMost<T>(
  items: T[],
  atOnce: number,
  work: (item: T) => Promise<void>,
  stop: () => boolean,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop()) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}

export interface UpdateRun {
  sent: number;
  unregistered: number;
  updated: number;
  failed: number;
  /** When the earliest pass still due may be updated; undefined when none is. */
  nextAt: Date | undefined;
  /** The run claimed as many as it may: more may be due now. */
  more: boolean;
}

/**
 * Brings the passes that changed to their wallets, one wallet per run so neither waits on the
 * other (a Google that hangs holds no Apple push): a push to each device of an Apple pass (its
 * device then fetches the pass), the object of a Google pass rewritten with what the card shows and
 * its new barcode; at most once per pass per WALLET_PUSH_GAP_SECONDS. A device token APNs no
 * longer knows is forgotten; a failed push or rewrite is tried a minute later.
 */
export function createDuePassUpdates(deps: {
  db: Db;
  apns?: ApnsClient;
  google?: GoogleWalletSync;
  sources: PassSources;
  log: FastifyBaseLogger;
}) {
  const { db } = deps;

  /** One push per device token, however many of its passes changed (a device holding many passes). */
  async function pushToApple(apns: ApnsClient, passIds: string[]) {
    const outcome = { sent: 0, unregistered: 0, failed: 0, failedPasses: new Set<string>() };
    const passesOfToken = new Map<string, string[]>();
    for (const { passId, pushToken } of await passes.pushTokensOf(db, passIds)) {
      passesOfToken.set(pushToken, [...(passesOfToken.get(pushToken) ?? []), passId]);
    }
    const gone: string[] = [];
    await Promise.all(
      [...passesOfToken].map(async ([pushToken, ofToken]) => {
        const pushed = await apns.push(pushToken);
        if (pushed === "sent") outcome.sent++;
        else if (pushed === "unregistered") {
          outcome.unregistered++;
          gone.push(pushToken);
        } else {
          outcome.failed++;
          for (const passId of ofToken) outcome.failedPasses.add(passId);
        }
      }),
    );
    await passes.forgetDevicesOfTokens(db, gone);
    return outcome;
  }

  async function updateGoogle(sync: GoogleWalletSync, passIds: string[]) {
    const outcome = { updated: 0, failed: 0, failedPasses: new Set<string>() };
    let failuresInARow = 0;
    const claimed = await passes.findPasses(db, passIds);
    const reached = new Set<string>();
    await forEachAtMost(
      claimed,
      GOOGLE_UPDATES_AT_ONCE,
      async (pass) => {
        reached.add(pass.id);
        try {
          const content = await passContentOf(deps.sources, pass);
          if (!content) return;
          const cardIdOf = async () =>
            (await deps.sources.findHeldCard(pass.userId, pass.instanceId))?.cardId;
          if ((await sync.update(pass, content, cardIdOf)) !== "no-card") outcome.updated++;
          failuresInARow = 0;
        } catch (error) {
          failuresInARow++;
          outcome.failed++;
          outcome.failedPasses.add(pass.id);
          deps.log.warn({ err: error, passId: pass.id }, "Google Wallet update failed; tried again later");
        }
      },
      () => failuresInARow >= GOOGLE_FAILURES_ENDING_A_RUN,
    );
    // Google failing: what the run did not reach waits a minute, like what failed.
    if (failuresInARow >= GOOGLE_FAILURES_ENDING_A_RUN) {
      for (const pass of claimed) if (!reached.has(pass.id)) outcome.failedPasses.add(pass.id);
    }
    return outcome;
  }

  return {
    /** The wallets this server updates: those it can reach. */
    wallets: [
      ...(deps.apns ? (["apple"] as const) : []),
      ...(deps.google ? (["google"] as const) : []),
    ] as Wallet[],

    async run(wallet: Wallet): Promise<UpdateRun> {
      const result: UpdateRun = {
        sent: 0,
        unregistered: 0,
        updated: 0,
        failed: 0,
        nextAt: undefined,
        more: false,
      };
      const reach = wallet === "apple" ? deps.apns : deps.google;
      if (!reach) return result;
      const claimed = await passes.claimDuePasses(db, wallet, {
        passes: PASSES_PER_RUN,
        perOrganization: PASSES_PER_ORGANIZATION_PER_RUN,
        gapSeconds: WALLET_PUSH_GAP_SECONDS,
      });
      const ids = claimed.map((pass) => pass.id);
      let failedPasses = new Set<string>();
      if (deps.apns && wallet === "apple") {
        const apple = await pushToApple(deps.apns, ids);
        Object.assign(result, { sent: apple.sent, unregistered: apple.unregistered, failed: apple.failed });
        failedPasses = apple.failedPasses;
      } else if (deps.google && wallet === "google") {
        const google = await updateGoogle(deps.google, ids);
        Object.assign(result, { updated: google.updated, failed: google.failed });
        failedPasses = google.failedPasses;
      }
      await passes.finishUpdates(
        db,
        claimed.filter((pass) => !failedPasses.has(pass.id)),
        [...failedPasses],
      );
      result.nextAt = await passes.nextPushAt(db, wallet, WALLET_PUSH_GAP_SECONDS);
      result.more = claimed.length >= PASSES_PER_RUN;
      return result;
    },
  };
}
