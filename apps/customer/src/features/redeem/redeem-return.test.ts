import { safeRedirectPath } from "@stampwise/web";
import { describe, expect, it } from "vitest";
import { APP_BASENAME, paths } from "../../lib/paths";
import { authPageReturningHere, COLLECT_PARAM, redeemReturnPath } from "./redeem-return";

const instanceId = "6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b";

describe("the way back to the redeem page", () => {
  it("comes back to this code and asks to collect at once", () => {
    const url = new URL(redeemReturnPath(instanceId), "https://stampwise.invalid");
    expect(url.pathname).toBe(paths.redeem(instanceId));
    expect(url.searchParams.get(COLLECT_PARAM)).toBe("1");
  });

  it("rides in the login and sign-up links as one ?redirect= the auth screens accept", () => {
    for (const authPath of [paths.login, paths.signup]) {
      const target = authPageReturningHere(authPath, instanceId);
      if (typeof target === "string") throw new Error("expected a location object");
      expect(target.pathname).toBe(authPath);
      const redirect = new URLSearchParams(target.search).get("redirect");
      expect(safeRedirectPath(redirect, APP_BASENAME)).toBe(redeemReturnPath(instanceId));
    }
  });
});
