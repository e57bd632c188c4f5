import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/api-error";
import { placeApiIssues } from "./api-issues";

type Values = { email: string; organizationName: string };

function validationError(issues: { path: string; message: string }[]) {
  return new ApiError(400, {
    error: { code: "VALIDATION_ERROR", message: "The request is invalid", issues },
  });
}

describe("placeApiIssues", () => {
  it("puts each issue under its field and focuses only the first", () => {
    const setError = vi.fn();
    const error = validationError([
      { path: "email", message: "Please enter a valid email address" },
      { path: "organizationName", message: "Organization name is required" },
    ]);
    expect(placeApiIssues<Values>(error, setError, ["email", "organizationName"])).toEqual([]);
    expect(setError).toHaveBeenCalledWith(
      "email",
      { type: "server", message: "Please enter a valid email address" },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      "organizationName",
      { type: "server", message: "Organization name is required" },
      { shouldFocus: false },
    );
  });

  it("answers the issues no field of the form can show", () => {
    const setError = vi.fn();
    const error = validationError([{ path: "token", message: "The link is invalid" }]);
    expect(placeApiIssues<Values>(error, setError, ["email"])).toEqual([
      { path: "token", message: "The link is invalid" },
    ]);
    expect(setError).not.toHaveBeenCalled();
  });

  it("ignores errors that are not API errors", () => {
    const setError = vi.fn();
    expect(placeApiIssues<Values>(new Error("boom"), setError, ["email"])).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });
});
