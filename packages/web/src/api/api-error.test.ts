import { describe, expect, it } from "vitest";
import { ApiError, isNotFoundError } from "./api-error";

const answer = (status: number, code: string) =>
  new ApiError(status, { error: { code, message: "server text" } });

describe("isNotFoundError", () => {
  it("reads a 404 and an id the API refuses as not found", () => {
    expect(isNotFoundError(answer(404, "NOT_FOUND"))).toBe(true);
    expect(isNotFoundError(answer(400, "VALIDATION_ERROR"))).toBe(true);
  });

  it("leaves other failures to the screen's load-failed state", () => {
    expect(isNotFoundError(new ApiError(0, undefined))).toBe(false);
    expect(isNotFoundError(answer(500, "INTERNAL_ERROR"))).toBe(false);
    expect(isNotFoundError(answer(429, "RATE_LIMITED"))).toBe(false);
    expect(isNotFoundError(answer(400, "BAD_REQUEST"))).toBe(false);
    expect(isNotFoundError(new Error("boom"))).toBe(false);
  });
});
