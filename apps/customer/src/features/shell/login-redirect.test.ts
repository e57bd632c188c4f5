import { safeRedirectPath } from "@stampwise/web";
import { describe, expect, it } from "vitest";
import { paths } from "../../lib/paths";
import { loginRedirect } from "./login-redirect";

const redirectOf = (target: { search: string }) => new URLSearchParams(target.search).get("redirect");

describe("loginRedirect", () => {
  it("sends a signed-out visitor to the login page", () => {
    expect(loginRedirect({ pathname: paths.myQr, search: "", hash: "" }).pathname).toBe(paths.login);
  });

  it("remembers the page with its query and hash, encoded as one parameter", () => {
    const target = loginRedirect({ pathname: paths.messages, search: "?tab=all&x=1", hash: "#latest" });
    expect(target.search).not.toContain("&x=1");
    expect(redirectOf(target)).toBe("/messages?tab=all&x=1#latest");
  });

  it("names a page the login screen accepts and sends the person back to", () => {
    for (const pathname of [paths.cards, paths.myQr, paths.messages, paths.redeem("abc123")]) {
      const redirect = redirectOf(loginRedirect({ pathname, search: "", hash: "" }));
      expect(safeRedirectPath(redirect, "/app")).toBe(pathname);
    }
  });
});
