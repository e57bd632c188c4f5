import { ApiError } from "@stampwise/web";
import { describe, expect, it } from "vitest";
import {
  isRetryable,
  problemOfFetchError,
  problemOfInstanceId,
  problemOfRedeemError,
  problemOfStatus,
  problemTextsOf,
  showsCodeHelp,
  waitInUnits,
  waitSecondsOf,
} from "./redeem-problem";

const apiError = (status: number, code: string) => new ApiError(status, { error: { code, message: code } });

describe("redeem problems", () => {
  it("names a missing or malformed id without asking the server", () => {
    expect(problemOfInstanceId(undefined)).toBe("missingId");
    expect(problemOfInstanceId("")).toBe("missingId");
    expect(problemOfInstanceId("not-a-code")).toBe("unknown");
    expect(problemOfInstanceId("6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b")).toBeNull();
  });

  it("tells an expired code from a used one", () => {
    expect(problemOfStatus("expired")).toBe("expired");
    expect(problemOfStatus("used")).toBe("used");
    expect(problemOfStatus("available")).toBeNull();
  });

  it("reads an unknown code from a 404, a dropped connection as offline and anything else as a failed fetch", () => {
    expect(problemOfFetchError(apiError(404, "NOT_FOUND"))).toBe("unknown");
    expect(problemOfFetchError(apiError(400, "VALIDATION_ERROR"))).toBe("unknown");
    expect(problemOfFetchError(new ApiError(0, undefined))).toBe("fetchOffline");
    expect(problemOfFetchError(apiError(500, "INTERNAL_ERROR"))).toBe("fetchFailed");
  });

  it("tells a code whose stamp card was deleted from an unknown one, on loading and on redeeming", () => {
    expect(problemOfFetchError(apiError(410, "OFFER_ENDED"))).toBe("offerEnded");
    expect(problemOfRedeemError(apiError(410, "OFFER_ENDED"))).toBe("offerEnded");
    expect(isRetryable("offerEnded")).toBe(false);
  });

  it("maps each redeem failure code to its own problem", () => {
    expect(problemOfRedeemError(apiError(410, "QR_EXPIRED"))).toBe("expired");
    expect(problemOfRedeemError(apiError(409, "QR_ALREADY_USED"))).toBe("used");
    expect(problemOfRedeemError(apiError(404, "NOT_FOUND"))).toBe("unknown");
    expect(problemOfRedeemError(apiError(429, "FRAUD_COOLDOWN"))).toBe("tooSoon");
    expect(problemOfRedeemError(apiError(429, "FRAUD_HOURLY_CAP"))).toBe("hourlyCap");
    expect(problemOfRedeemError(new ApiError(0, undefined))).toBe("redeemOffline");
    expect(problemOfRedeemError(apiError(500, "INTERNAL_ERROR"))).toBe("redeemFailed");
    expect(problemOfRedeemError(new Error("boom"))).toBe("redeemFailed");
  });

  it("reads a paused loyalty program from its refusal, and words a points code's failures for points", () => {
    expect(problemOfRedeemError(apiError(409, "POINTS_PROGRAM_INACTIVE"))).toBe("programInactive");
    expect(isRetryable("programInactive")).toBe(false);
    expect(problemTextsOf("programInactive", true)).toEqual({
      group: "pointsProblem",
      problem: "programInactive",
    });
    expect(problemTextsOf("redeemFailed", true)).toEqual({ group: "pointsProblem", problem: "redeemFailed" });
    expect(problemTextsOf("redeemFailed", false)).toEqual({ group: "problem", problem: "redeemFailed" });
    expect(problemTextsOf("expired", true)).toEqual({ group: "problem", problem: "expired" });
  });

  it("offers a retry only where asking again can help", () => {
    expect(isRetryable("fetchOffline")).toBe(true);
    expect(isRetryable("fetchFailed")).toBe(true);
    expect(isRetryable("redeemOffline")).toBe(true);
    expect(isRetryable("redeemFailed")).toBe(true);
    expect(isRetryable("tooSoon")).toBe(true);
    expect(isRetryable("expired")).toBe(false);
    expect(isRetryable("hourlyCap")).toBe(false);
    expect(isRetryable("used")).toBe(false);
  });

  it("says the code may be expired or invalid only where that can be true", () => {
    for (const problem of ["missingId", "unknown", "expired"] as const) {
      expect(showsCodeHelp(problem), problem).toBe(true);
    }
    for (const problem of [
      "used",
      "fetchOffline",
      "fetchFailed",
      "redeemOffline",
      "redeemFailed",
      "offerEnded",
      "tooSoon",
      "hourlyCap",
    ] as const) {
      expect(showsCodeHelp(problem), problem).toBe(false);
    }
  });

  it("reads the wait the counter rules ask for", () => {
    const cooldown = new ApiError(429, {
      error: { code: "FRAUD_COOLDOWN", message: "wait", retryAfterSeconds: 25 },
    });
    expect(waitSecondsOf(cooldown)).toBe(25);
    expect(waitSecondsOf(apiError(409, "QR_ALREADY_USED"))).toBeUndefined();
  });

  it("tells a short wait in seconds and a long one in minutes, rounded up", () => {
    expect(waitInUnits(29)).toEqual({ unit: "seconds", count: 29 });
    expect(waitInUnits(119)).toEqual({ unit: "seconds", count: 119 });
    expect(waitInUnits(1861)).toEqual({ unit: "minutes", count: 32 });
  });
});
