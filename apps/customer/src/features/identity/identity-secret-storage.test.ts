import { describe, expect, it } from "vitest";
import { forgetAccounts } from "../../lib/account-storage";
import { memoryStorage } from "../../lib/memory-storage.test-helpers";
import { storedIdentitySecret, storeIdentitySecret } from "./identity-secret-storage";

const alex = "4b5f3a63-0d1e-4b77-9a55-2f6f0f1c2d3e";
const sam = "9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f";
const secret = "q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c";

describe("identity secret storage", () => {
  it("gives back the secret kept for the same account only", () => {
    const storage = memoryStorage();
    storeIdentitySecret(alex, secret, storage);
    expect(storedIdentitySecret(alex, storage)).toBe(secret);
    expect(storedIdentitySecret(sam, storage)).toBeNull();
  });

  it("refuses a value that is not a base64url secret", () => {
    const storage = memoryStorage();
    storeIdentitySecret(alex, "<script>", storage);
    expect(storedIdentitySecret(alex, storage)).toBeNull();
  });

  it("is gone after the accounts are forgotten at log out", () => {
    const storage = memoryStorage();
    storeIdentitySecret(alex, secret, storage);
    forgetAccounts(storage);
    expect(storedIdentitySecret(alex, storage)).toBeNull();
  });
});
