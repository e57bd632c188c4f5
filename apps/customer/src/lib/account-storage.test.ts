import type { User } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import {
  accountItemKey,
  forgetAccounts,
  readAccountItem,
  rememberAccount,
  rememberedAccount,
  writeAccountItem,
} from "./account-storage";
import { memoryStorage } from "./memory-storage.test-helpers";

const customer: User = {
  id: "4b5f3a63-0d1e-4b77-9a55-2f6f0f1c2d3e",
  firstName: "Alex",
  lastName: "Andersson",
  email: "alex@example.test",
  phoneNumber: null,
  pictureUrl: null,
  role: "user",
  language: "en-US",
  memberSince: "2026-01-01T00:00:00.000Z",
  organizations: [],
};

describe("account storage", () => {
  it("keeps items per account, so another account on the phone reads nothing", () => {
    const storage = memoryStorage();
    writeAccountItem(customer.id, "identity-secret", "s3cret", storage);
    expect(readAccountItem(customer.id, "identity-secret", storage)).toBe("s3cret");
    expect(readAccountItem("another-user", "identity-secret", storage)).toBeNull();
  });

  it("remembers the signed-in customer and gives them back", () => {
    const storage = memoryStorage();
    rememberAccount(customer, storage);
    expect(rememberedAccount(storage)).toEqual(customer);
  });

  it("ignores a remembered admin account or a damaged entry", () => {
    const storage = memoryStorage();
    rememberAccount({ ...customer, role: "admin" }, storage);
    expect(rememberedAccount(storage)).toBeNull();
    storage.setItem("stampwise.account.current", "{not json");
    expect(rememberedAccount(storage)).toBeNull();
  });

  it("forgets the account and every item of any account, and nothing else", () => {
    const storage = memoryStorage({ theme: "dark", "cookie-consent": "true" });
    rememberAccount(customer, storage);
    writeAccountItem(customer.id, "identity-secret", "one", storage);
    writeAccountItem("other", "identity-secret", "two", storage);
    forgetAccounts(storage);
    expect([...storage.map.keys()].sort()).toEqual(["cookie-consent", "theme"]);
    expect(rememberedAccount(storage)).toBeNull();
    expect(storage.getItem(accountItemKey(customer.id, "identity-secret"))).toBeNull();
  });

  it("works without storage at all", () => {
    expect(() => writeAccountItem(customer.id, "x", "y", null)).not.toThrow();
    expect(readAccountItem(customer.id, "x", null)).toBeNull();
    expect(rememberedAccount(null)).toBeNull();
    expect(() => forgetAccounts(null)).not.toThrow();
  });
});
