/**
 * The customer's identity code: derived like TOTP from the customer's
 * secret and the 30-second window, on the phone (My QR, offline too) and on the server (identify).
 * No zod here: My QR's first load carries this module alone (decision 014).
 */

/** Length of one identity-code window (seconds); `POST /qrcode/identify` accepts this and the previous one. */
export const IDENTITY_WINDOW_SECONDS = 30;
/** Characters of the base64url HMAC kept in an identity code. */
export const IDENTITY_CODE_LENGTH = 10;

/** The 30-second window a moment falls in. */
export function identityWindow(nowMs: number): number {
  return Math.floor(nowMs / 1000 / IDENTITY_WINDOW_SECONDS);
}

/** Minimal HMAC-SHA256 signature, injected so the contract stays free of runtime deps. */
export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => Uint8Array;

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Unpadded base64url, written out so it runs the same in Node and the browser. */
export function base64url(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let j = 0; j < chars; j++) out += ALPHABET[(n >> (18 - 6 * j)) & 63];
  }
  return out;
}

export function fromBase64url(text: string): Uint8Array {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text.replace(/=+$/, "")) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new Error("not base64url");
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 255);
    }
  }
  return Uint8Array.from(bytes);
}

/**
 * The identity code for a window: `<userId>.<HMAC-SHA256(secret, window as 8-byte big-endian)
 * base64url, first 10 characters>`. `secret` is the base64url secret the API hands out.
 */
export function deriveIdentityCode(hmac: HmacSha256, userId: string, secret: string, window: number): string {
  const message = new Uint8Array(8);
  new DataView(message.buffer).setBigUint64(0, BigInt(window));
  const mac = base64url(hmac(fromBase64url(secret), message)).slice(0, IDENTITY_CODE_LENGTH);
  return `${userId}.${mac}`;
}
