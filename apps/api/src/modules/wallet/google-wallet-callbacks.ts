import { createPublicKey, type KeyObject, verify } from "node:crypto";

/**
 * Google Wallet's save and delete callbacks (decision 044). Google posts a message signed with
 * its "ECv2SigningOnly" scheme: an intermediate key, signed by one of Google's root signing keys,
 * signs the message. Both signatures are ECDSA P-256 with SHA-256 over length-prefixed parts (each
 * part's UTF-8 bytes after their count as 4 little-endian bytes):
 *
 * - the intermediate key: the sender ("GooglePayPasses"), the protocol and the signed key's JSON;
 * - the message: the sender, the recipient (the issuer id), the protocol and the message's JSON.
 *
 * Google's root keys are published at https://pay.google.com/gp/m/issuer/keys; the operator gives
 * that file as GOOGLE_WALLET_CALLBACK_KEYS, since this server fetches nothing at start.
 */

const GOOGLE_CALLBACK_SENDER = "GooglePayPasses";
export const GOOGLE_CALLBACK_PROTOCOL = "ECv2SigningOnly";

/** The body Google posts, as the route's schema reads it. */
export interface GoogleCallbackBody {
  signature: string;
  intermediateSigningKey: { signedKey: string; signatures: string[] };
  protocolVersion: string;
  signedMessage: string;
}

/** What a verified callback says happened. */
export interface GoogleCallbackEvent {
  classId: string;
  objectId: string;
  eventType: "save" | "del";
  nonce: string;
}

/** Why a callback is not taken: none of these is Google's doing, so none is retried as such. */
export type GoogleCallbackRefusal =
  | "protocol"
  | "root-signature"
  | "key-expired"
  | "message-signature"
  | "message-expired"
  | "message-malformed";

/** A root signing key of Google's, read from its published keys file. */
export interface GoogleRootKey {
  key: KeyObject;
  /** When Google stops using it (ms since the epoch); undefined: no end given. */
  expiresAt: number | undefined;
}

/** The parts' bytes, each after its length as 4 little-endian bytes. */
function lengthPrefixed(...parts: string[]): Buffer {
  return Buffer.concat(
    parts.flatMap((part) => {
      const bytes = Buffer.from(part, "utf8");
      const length = Buffer.alloc(4);
      length.writeUInt32LE(bytes.length);
      return [length, bytes];
    }),
  );
}

/** An EC public key from base64 DER (X.509 SubjectPublicKeyInfo); undefined when it is not one. */
export function ecPublicKey(base64: string): KeyObject | undefined {
  try {
    const key = createPublicKey({ key: Buffer.from(base64, "base64"), format: "der", type: "spki" });
    return key.asymmetricKeyType === "ec" ? key : undefined;
  } catch {
    return undefined;
  }
}

const verifies = (key: KeyObject, data: Buffer, signature: string) => {
  try {
    return verify("sha256", data, key, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
};

const parseObject = (json: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/** Milliseconds given as Google gives them (a string of digits, or a number). */
const millis = (value: unknown): number | undefined => {
  const number = typeof value === "string" && /^\d{1,16}$/.test(value) ? Number(value) : value;
  return typeof number === "number" && Number.isSafeInteger(number) ? number : undefined;
};

/**
 * The event a callback tells of, when Google signed it for this issuer and it has not expired;
 * otherwise why not.
 */
export function verifyGoogleCallback(
  body: GoogleCallbackBody,
  context: { rootKeys: GoogleRootKey[]; issuerId: string; now: number },
): { event: GoogleCallbackEvent } | { refused: GoogleCallbackRefusal } {
  if (body.protocolVersion !== GOOGLE_CALLBACK_PROTOCOL) return { refused: "protocol" };
  const { signedKey, signatures } = body.intermediateSigningKey;
  const keyData = lengthPrefixed(GOOGLE_CALLBACK_SENDER, GOOGLE_CALLBACK_PROTOCOL, signedKey);
  const liveRoots = context.rootKeys.filter(
    (root) => root.expiresAt === undefined || root.expiresAt > context.now,
  );
  const signedByGoogle = signatures.some((signature) =>
    liveRoots.some((root) => verifies(root.key, keyData, signature)),
  );
  if (!signedByGoogle) return { refused: "root-signature" };

  const intermediate = parseObject(signedKey);
  const intermediateKey =
    typeof intermediate?.keyValue === "string" ? ecPublicKey(intermediate.keyValue) : undefined;
  const keyExpiresAt = millis(intermediate?.keyExpiration);
  if (!intermediateKey || keyExpiresAt === undefined) return { refused: "message-malformed" };
  if (keyExpiresAt <= context.now) return { refused: "key-expired" };

  const messageData = lengthPrefixed(
    GOOGLE_CALLBACK_SENDER,
    context.issuerId,
    GOOGLE_CALLBACK_PROTOCOL,
    body.signedMessage,
  );
  if (!verifies(intermediateKey, messageData, body.signature)) return { refused: "message-signature" };

  const message = parseObject(body.signedMessage);
  const expiresAt = millis(message?.expTimeMillis);
  const { classId, objectId, eventType, nonce } = message ?? {};
  if (
    typeof classId !== "string" ||
    typeof objectId !== "string" ||
    (eventType !== "save" && eventType !== "del") ||
    typeof nonce !== "string" ||
    nonce.length === 0 ||
    nonce.length > 200 ||
    expiresAt === undefined
  ) {
    return { refused: "message-malformed" };
  }
  if (expiresAt <= context.now) return { refused: "message-expired" };
  return { event: { classId, objectId, eventType, nonce } };
}
