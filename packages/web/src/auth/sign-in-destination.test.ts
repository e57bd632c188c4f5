import type { User } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { decideAfterSignIn, safeRedirectPath } from "./sign-in-destination";

function user(overrides: Partial<User> = {}): User {
  return {
    id: "8a4f8f36-56a8-4f63-9d3c-3c1f8f6a8b10",
    firstName: "Maja",
    lastName: "Berg",
    email: "maja@example.com",
    phoneNumber: null,
    pictureUrl: null,
    role: "admin",
    language: "en-US",
    memberSince: "2025-01-01T00:00:00.000Z",
    organizations: [
      {
        id: "0b7c0f5e-1d8c-4f5a-9a53-2b1c4d5e6f70",
        name: "Maja's Bakery",
        email: null,
        role: "owner",
        timeZone: "Europe/Stockholm",
      },
    ],
    ...overrides,
  };
}

const adminDoor = { role: "admin", home: "/admin" } as const;
const customerDoor = { role: "user", home: "/" } as const;

describe("decideAfterSignIn", () => {
  it("sends an admin with an organization to the admin area", () => {
    expect(decideAfterSignIn(adminDoor, user(), null)).toEqual({ kind: "go", to: "/admin" });
  });

  it("sends a customer account that was invited into an organization to the admin area", () => {
    expect(decideAfterSignIn(adminDoor, user({ role: "user" }), null)).toEqual({ kind: "go", to: "/admin" });
  });

  it("logs out an admin without organizations, and a customer without any at the admin door", () => {
    expect(decideAfterSignIn(adminDoor, user({ organizations: [] }), null)).toEqual({ kind: "logout" });
    expect(decideAfterSignIn(adminDoor, user({ role: "user", organizations: [] }), null)).toEqual({
      kind: "logout",
    });
  });

  it("sends a customer to the page that asked for the login, else to the cards", () => {
    const customer = user({ role: "user", organizations: [] });
    expect(decideAfterSignIn(customerDoor, customer, "/redeem/abc")).toEqual({
      kind: "go",
      to: "/redeem/abc",
    });
    expect(decideAfterSignIn(customerDoor, customer, null)).toEqual({ kind: "go", to: "/" });
  });

  it("leaves an admin's session alone at the customer door", () => {
    expect(decideAfterSignIn(customerDoor, user(), null)).toEqual({ kind: "stay" });
  });
});

describe("safeRedirectPath", () => {
  it("keeps a path inside the app, with its query", () => {
    expect(safeRedirectPath("/redeem/3f1c9a")).toBe("/redeem/3f1c9a");
    expect(safeRedirectPath("/messages?tab=unread")).toBe("/messages?tab=unread");
  });

  it("makes a full address of the app relative to its router", () => {
    expect(safeRedirectPath("/app/redeem/3f1c9a", "/app")).toBe("/redeem/3f1c9a");
    expect(safeRedirectPath("/app", "/app")).toBe("/");
    expect(safeRedirectPath("/apple", "/app")).toBe("/apple");
  });

  it("refuses anything that could leave the site", () => {
    for (const value of [
      "https://evil.test/",
      "//evil.test/x",
      "/\\evil.test",
      "javascript:alert(1)",
      "redeem/abc",
      "/%0d%0aLocation:x".replace("%0d", "\r"),
      "",
      null,
      undefined,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
  });

  it("refuses the sign-in screens themselves, which would loop", () => {
    expect(safeRedirectPath("/login")).toBeNull();
    expect(safeRedirectPath("/signup?x=1")).toBeNull();
    expect(safeRedirectPath("/app/oauth", "/app")).toBeNull();
    expect(safeRedirectPath("/loginhelp")).toBe("/loginhelp");
  });
});
