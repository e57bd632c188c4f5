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
/** Google objects rewritten at once in a run: enough to keep up, few enough not to flood Google. */
const GOOGLE_UPDATES_AT_ONCE = 8;

/** Runs `work` on every item, at most `atOnce` at a time. */
async function forEachAtMost<T>(items: T[], atOnce: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, worker));
}

/**
 * Brings the passes that changed to their wallets: a push to each registered device of an Apple
 * pass (its device then fetches the pass), the object of a Google pass rewritten with what the
 * card shows and its new barcode; at most once per pass per WALLET_PUSH_GAP_SECONDS, only for the
 * wallets this server can reach. A token APNs no longer knows is forgotten; a failed push or
 * rewrite marks its pass due again a minute later.
 */
export function createDuePassUpdates(deps: {
  db: Db;
  apns?: ApnsClient;
  google?: GoogleWalletSync;
  sources: PassSources;
  log: FastifyBaseLogger;
}) {
  const { db } = deps;
  const wallets: Wallet[] = [
    ...(deps.apns ? (["apple"] as const) : []),
    ...(deps.google ? (["google"] as const) : []),
  ];

  async function pushToApple(apns: ApnsClient, passIds: string[]) {
    const outcome = { sent: 0, unregistered: 0, failed: 0 };
    const gone: string[] = [];
    const failedPasses = new Set<string>();
    await Promise.all(
      (await passes.pushTokensOf(db, passIds)).map(async ({ passId, pushToken }) => {
        const pushed = await apns.push(pushToken);
        if (pushed === "sent") outcome.sent++;
        else if (pushed === "unregistered") {
          outcome.unregistered++;
          gone.push(pushToken);
        } else {
          outcome.failed++;
          failedPasses.add(passId);
        }
      }),
    );
    for (const organizationId of await passes.deleteRegistrationsByToken(db, gone)) {
      await passes.recordPassEvent(db, { organizationId, wallet: "apple", kind: "removed" });
    }
    await passes.markDueAgain(db, [...failedPasses]);
    return outcome;
  }

  async function updateGoogle(sync: GoogleWalletSync, passIds: string[]) {
    const outcome = { updated: 0, failed: 0 };
    const failedPasses: string[] = [];
    await forEachAtMost(await passes.findPasses(db, passIds), GOOGLE_UPDATES_AT_ONCE, async (pass) => {
      try {
        const content = await passContentOf(deps.sources, pass);
        if (!content) return;
        const cardIdOf = async () => (await deps.sources.findHeldCard(pass.userId, pass.instanceId))?.cardId;
        if ((await sync.update(pass, content, cardIdOf)) !== "no-card") outcome.updated++;
      } catch (error) {
        outcome.failed++;
        failedPasses.push(pass.id);
        deps.log.warn({ err: error, passId: pass.id }, "Google Wallet update failed; tried again later");
      }
    });
    await passes.markDueAgain(db, failedPasses);
    return outcome;
  }

  return {
    async run() {
      const result = {
        sent: 0,
        unregistered: 0,
        updated: 0,
        failed: 0,
        nextAt: undefined as Date | undefined,
        more: false,
      };
      if (wallets.length === 0) return result;
      const claimed = await passes.claimDuePasses(db, wallets, PASSES_PER_RUN, WALLET_PUSH_GAP_SECONDS);
      const of = (wallet: Wallet) => claimed.filter((pass) => pass.wallet === wallet).map((pass) => pass.id);
      const [apple, google] = await Promise.all([
        deps.apns ? pushToApple(deps.apns, of("apple")) : undefined,
        deps.google ? updateGoogle(deps.google, of("google")) : undefined,
      ]);
      result.sent = apple?.sent ?? 0;
      result.unregistered = apple?.unregistered ?? 0;
      result.updated = google?.updated ?? 0;
      result.failed = (apple?.failed ?? 0) + (google?.failed ?? 0);
      result.nextAt = await passes.nextPushAt(db, wallets, WALLET_PUSH_GAP_SECONDS);
      result.more = claimed.length >= PASSES_PER_RUN;
      return result;
    },
  };
}
