import { createHmac, webcrypto } from "node:crypto";
import { base64url, deriveIdentityCode, identityWindow } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { type HmacSigner, identityCodeFor } from "./identity-code";

const nodeHmac = (key: Uint8Array, message: Uint8Array) => createHmac("sha256", key).update(message).digest();
const signer = webcrypto.subtle as unknown as HmacSigner;
const userId = "4b5f3a63-0d1e-4b77-9a55-2f6f0f1c2d3e";
const secret = base64url(Uint8Array.from({ length: 32 }, (_, index) => (index * 37 + 11) % 256));

describe("identityCodeFor", () => {
  it("computes with WebCrypto exactly the code the server derives with node:crypto", async () => {
    const window = identityWindow(Date.UTC(2026, 10, 21, 12, 0, 0));
    expect(await identityCodeFor(signer, userId, secret, window)).toBe(
      deriveIdentityCode(nodeHmac, userId, secret, window),
    );
  });

  it("gives each window its own code, starting with the customer's id", async () => {
    const first = await identityCodeFor(signer, userId, secret, 1000);
    const next = await identityCodeFor(signer, userId, secret, 1001);
    expect(first).not.toBe(next);
    expect(first.startsWith(`${userId}.`)).toBe(true);
    expect(next).toBe(deriveIdentityCode(nodeHmac, userId, secret, 1001));
  });
});
