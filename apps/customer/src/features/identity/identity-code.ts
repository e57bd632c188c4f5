import { deriveIdentityCode } from "@stampwise/contract";

/** The WebCrypto calls used here, so tests can run against Node's implementation. */
export type HmacSigner = Pick<SubtleCrypto, "importKey" | "sign">;

/** WebCrypto needs a secure context (https or localhost); elsewhere `crypto.subtle` is missing. */
export function webCryptoSigner(): HmacSigner | null {
  return globalThis.crypto?.subtle ?? null;
}

/**
 * The identity code of a window, as the server checks it (`deriveIdentityCode` of the contract),
 * computed with WebCrypto. WebCrypto only signs asynchronously while the contract takes a
 * synchronous HMAC, so the contract is asked twice: first to learn the exact key and message it
 * signs (no second copy of its byte layout here), then with that signature ready.
 */
export async function identityCodeFor(
  signer: HmacSigner,
  userId: string,
  secret: string,
  window: number,
): Promise<string> {
  let request: { key: Uint8Array; message: Uint8Array } | undefined;
  deriveIdentityCode(
    (key, message) => {
      request = { key, message };
      return new Uint8Array(32);
    },
    userId,
    secret,
    window,
  );
  if (!request) throw new Error("deriveIdentityCode did not ask for a signature");
  const key = await signer.importKey(
    "raw",
    request.key as Uint8Array<ArrayBuffer>,
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await signer.sign("HMAC", key, request.message as Uint8Array<ArrayBuffer>));
  return deriveIdentityCode(() => mac, userId, secret, window);
}
