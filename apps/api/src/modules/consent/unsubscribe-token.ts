import { createHmac, timingSafeEqual } from "node:crypto";
import { CONSENT_CHANNELS, type ConsentChannel } from "@stampwise/contract";

export interface UnsubscribeClaim {
  userId: string;
  organizationId: string;
  channel: ConsentChannel;
}

/** Keyed apart from session and link hashes, so one kind of token can never pass for another. */
const purpose = "stampwise-unsubscribe:";
/** 128 bits of HMAC: plenty against forging, and the token stays within a path segment's 100 characters. */
const SIGNATURE_BYTES = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret)
    .update(purpose)
    .update(payload)
    .digest()
    .subarray(0, SIGNATURE_BYTES)
    .toString("base64url");

const uuidBytes = (id: string) => Buffer.from(id.replaceAll("-", ""), "hex");
const uuidText = (bytes: Buffer) =>
  bytes.toString("hex").replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");

/**
 * The token of an unsubscribe link (RFC 8058 one-click, no login): who, which organization, which
 * channel (33 bytes), signed with the server secret. It does not expire: a years-old newsletter's
 * link must still unsubscribe; all it can do is switch that one consent off (or on again, as its undo).
 */
export function createUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.concat([
    uuidBytes(claim.userId),
    uuidBytes(claim.organizationId),
    Buffer.from([CONSENT_CHANNELS.indexOf(claim.channel)]),
  ]).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/** The claim of a genuine token; undefined for anything else. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | undefined {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const bytes = Buffer.from(payload, "base64url");
  const channel = CONSENT_CHANNELS[bytes[32] ?? -1];
  if (bytes.length !== 33 || !channel) return undefined;
  const userId = uuidText(bytes.subarray(0, 16));
  const organizationId = uuidText(bytes.subarray(16, 32));
  if (!UUID.test(userId) || !UUID.test(organizationId)) return undefined;
  return { userId, organizationId, channel };
}

/** The page a person opens from the email, and the address mail clients POST to (one-click). */
export function unsubscribeLinks(publicUrl: string, token: string) {
  return { page: `${publicUrl}/app/unsubscribe/${token}`, oneClick: `${publicUrl}/api/unsubscribe/${token}` };
}
