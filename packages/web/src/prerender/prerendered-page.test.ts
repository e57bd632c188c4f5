import { describe, expect, it } from "vitest";
import { prerenderedPageMatches } from "./prerendered-page";

describe("prerenderedPageMatches", () => {
  it("serves the same path, whatever its case or trailing slash", () => {
    expect(prerenderedPageMatches("/app/login", "/app/login")).toBe(true);
    expect(prerenderedPageMatches("/app/login", "/app/Login/")).toBe(true);
    expect(prerenderedPageMatches("/", "/")).toBe(true);
  });

  it("never serves another page (the offline copy of a prerendered page opened elsewhere)", () => {
    expect(prerenderedPageMatches("/app/login", "/app/qr")).toBe(false);
    expect(prerenderedPageMatches("/", "/admin/dashboard")).toBe(false);
  });

  it("serves every path under a pattern ending in /*, but not the bare prefix", () => {
    expect(prerenderedPageMatches("/app/redeem/*", "/app/redeem/0b8f6a3c-1d2e-4f50-9a6b-7c8d9e0f1a2b")).toBe(
      true,
    );
    expect(prerenderedPageMatches("/app/redeem/*", "/app/redeem")).toBe(false);
    expect(prerenderedPageMatches("/app/redeem/*", "/app/redeemed/x")).toBe(false);
  });
});
