import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import type { RateLimiter } from "../../lib/rate-limiter";
import { googleObjectId } from "./google-pass";
import type { GoogleWalletSettings } from "./google-wallet.config";
import { type GoogleCallbackBody, verifyGoogleCallback } from "./google-wallet-callbacks";
import { recordGoogleCallbackEvent } from "./wallet-passes.repository";

/**
 * Callbacks one address may post a minute. Google's come from few addresses for every business
 * on this server; a busy day is a few saves a minute, so this bounds only a flood.
 */
export const GOOGLE_CALLBACKS_PER_MINUTE = 600;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const unverified = () =>
  new AppError(401, "WALLET_CALLBACK_UNVERIFIED", "The callback is not signed by Google for this issuer");

/**
 * Google's saves and deletes of its passes, as insights count them (wallet_pass_events): a save
 * is a pass added, a delete a pass removed, each once however often Google sends it. A message
 * about an object that is not one of this server's passes is taken and ignored, so Google does
 * not send it again.
 */
export function createGoogleCallbacks(deps: {
  db: Db;
  settings: GoogleWalletSettings | undefined;
  rateLimiter: Pick<RateLimiter, "consume">;
}) {
  const { settings } = deps;
  /** The pass an object id names when it is one of ours (`<issuer>.pass-<pass id>`). */
  const passIdOf = (issuerId: string, objectId: string) => {
    const passId = objectId.slice(googleObjectId(issuerId, "").length);
    return objectId === googleObjectId(issuerId, passId) && UUID.test(passId) ? passId : undefined;
  };

  return {
    async take(body: GoogleCallbackBody, address: string): Promise<{ recorded: boolean }> {
      const rootKeys = settings?.callbackKeys;
      if (!settings || !rootKeys) throw notFound("Google Wallet callbacks");
      await deps.rateLimiter.consume([
        { key: `wallet-google-callback:${address}`, limit: GOOGLE_CALLBACKS_PER_MINUTE, windowSeconds: 60 },
      ]);
      const verified = verifyGoogleCallback(body, { rootKeys, issuerId: settings.issuerId, now: Date.now() });
      if ("refused" in verified) throw unverified();
      const { objectId, eventType, nonce } = verified.event;
      const passId = passIdOf(settings.issuerId, objectId);
      if (!passId) return { recorded: false };
      const recorded = await recordGoogleCallbackEvent(deps.db, {
        passId,
        kind: eventType === "save" ? "added" : "removed",
        nonce,
      });
      return { recorded };
    },
  };
}
