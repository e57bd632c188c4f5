import { ApiError } from "@stampwise/web";
import { describe, expect, it } from "vitest";
import { invitationProblemOf, invitationStep, isInvitationToken } from "./invitation-step";

const invited = { email: "ina@example.com" };

describe("invitationStep", () => {
  it("asks a new person to make an account, and a signed-out one to log in through their own door", () => {
    expect(invitationStep({ ...invited, existingAccount: null }, null)).toEqual({ kind: "signup" });
    expect(invitationStep({ ...invited, existingAccount: "admin" }, null)).toEqual({
      kind: "login",
      loginType: "admin",
    });
    // A customer account logs in at the customer door; accepting then opens the admin door too.
    expect(invitationStep({ ...invited, existingAccount: "user" }, null)).toEqual({
      kind: "login",
      loginType: "user",
    });
  });

  it("offers to accept when signed in with the invited email, whatever its case", () => {
    expect(invitationStep({ ...invited, existingAccount: "user" }, { email: "Ina@Example.com" })).toEqual({
      kind: "accept",
    });
  });

  it("names the other account when signed in as someone else, even for a new person", () => {
    for (const existingAccount of ["admin", null] as const) {
      expect(invitationStep({ ...invited, existingAccount }, { email: "olga@example.com" })).toEqual({
        kind: "other-account",
        signedInAs: "olga@example.com",
      });
    }
  });
});

describe("isInvitationToken", () => {
  it("accepts the 43 characters of a mailed link and refuses what cannot be one", () => {
    expect(isInvitationToken("A".repeat(43))).toBe(true);
    expect(isInvitationToken("abc_DEF-123".padEnd(43, "x"))).toBe(true);
    for (const token of [null, "", "short", `${"a".repeat(42)}!`, "a".repeat(101)]) {
      expect(isInvitationToken(token)).toBe(false);
    }
  });
});

describe("invitationProblemOf", () => {
  const apiError = (status: number, code: string, issues?: { path: string; message: string }[]) =>
    new ApiError(status, { error: { code, message: "server text", issues } });

  it("explains each refused link by its code", () => {
    expect(invitationProblemOf(apiError(400, "TOKEN_INVALID"))).toBe("invalid");
    expect(invitationProblemOf(apiError(410, "TOKEN_EXPIRED"))).toBe("expired");
    expect(invitationProblemOf(apiError(410, "TOKEN_USED"))).toBe("used");
    expect(invitationProblemOf(apiError(410, "INVITATION_CANCELLED"))).toBe("cancelled");
    const badToken = apiError(400, "VALIDATION_ERROR", [{ path: "token", message: "The link is invalid" }]);
    expect(invitationProblemOf(badToken)).toBe("invalid");
  });

  it("leaves other failures to the screen (a toast, a retry)", () => {
    expect(invitationProblemOf(new ApiError(0, undefined))).toBeNull();
    expect(invitationProblemOf(apiError(500, "INTERNAL_ERROR"))).toBeNull();
    const badPassword = apiError(400, "VALIDATION_ERROR", [{ path: "password", message: "too short" }]);
    expect(invitationProblemOf(badPassword)).toBeNull();
    expect(invitationProblemOf(new Error("boom"))).toBeNull();
  });
});
