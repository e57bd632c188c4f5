import { createHmac, timingSafeEqual } from "node:crypto";

/** How long after an unsubscribe its page may undo it. */
export const UNSUBSCRIBE_UNDO_MINUTES = 10;

/** Keyed apart from the unsubscribe token itself, so neither can pass for the other. */
const purpose = "stampwise-unsubscribe-undo:";

const sign = (secret: string, token: string, expiresAtSeconds: number) =>
  createHmac("sha256", secret)
    .update(purpose)
    .update(`${token}\n${expiresAtSeconds}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");

/**
 * The ticket an unsubscribe that turned consent off hands to the page it came from:
 * `<expires, unix seconds>.<signature>`, bound to that link's token. The link alone stays unable
 * to switch news on; only whoever got this answer can, and only for a few minutes.
 */
export function createUndoTicket(secret: string, token: string, nowMs = Date.now()): string {
  const expiresAtSeconds = Math.floor(nowMs / 1000) + UNSUBSCRIBE_UNDO_MINUTES * 60;
  return `${expiresAtSeconds}.${sign(secret, token, expiresAtSeconds)}`;
}

/** Whether `ticket` was made for this token by this server and its minutes have not passed. */
export function isLiveUndoTicket(secret: string, token: string, ticket: string, nowMs = Date.now()): boolean {
  const [expires, signature, extra] = ticket.split(".");
  if (!expires || !signature || extra !== undefined || !/^[0-9]{1,12}$/.test(expires)) return false;
  const expiresAtSeconds = Number(expires);
  const expected = Buffer.from(sign(secret, token, expiresAtSeconds));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return nowMs < expiresAtSeconds * 1000;
}
