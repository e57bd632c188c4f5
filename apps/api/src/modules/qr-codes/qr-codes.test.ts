import { createHmac, randomBytes } from "node:crypto";
import { base64url, deriveIdentityCode, fromBase64url } from "@stampwise/contract";
import { describe, expect, it } from "vitest";

describe("identity code derivation", () => {
  it("matches Node's HMAC and base64url", () => {
    const raw = randomBytes(32);
    const secret = raw.toString("base64url");
    expect(base64url(fromBase64url(secret))).toBe(secret);
    const hmac = (key: Uint8Array, message: Uint8Array) => createHmac("sha256", key).update(message).digest();
    const message = Buffer.alloc(8);
    message.writeBigUInt64BE(123n);
    const expected = createHmac("sha256", raw).update(message).digest("base64url").slice(0, 10);
    expect(deriveIdentityCode(hmac, "u", secret, 123)).toBe(`u.${expected}`);
  });
});
