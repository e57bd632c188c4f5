import { createI18n, resources } from "@stampwise/i18n";
import { ApiError } from "@stampwise/web";
import { describe, expect, it } from "vitest";
import { tooManyCodesText } from "./too-many-codes";

const refused = (retryAfterSeconds: number) =>
  new ApiError(429, { error: { code: "RATE_LIMITED", message: "Too many attempts.", retryAfterSeconds } });

describe("tooManyCodesText", () => {
  it("says in the app's language that no code can be sent now, and for how long", () => {
    const english = createI18n("en-US");
    english.addSection("en-US", "customerAccount", resources["en-US"].customerAccount);
    expect(tooManyCodesText(refused(3000), english.t)).toBe(
      "No more codes can be sent right now: too many were asked for. Try again in 50 minutes.",
    );
    expect(tooManyCodesText(refused(20), english.t)).toMatch(/Try again in 1 minute\.$/);
    const swedish = createI18n("sv-SE");
    swedish.addSection("sv-SE", "customerAccount", resources["sv-SE"].customerAccount);
    expect(tooManyCodesText(refused(3000), swedish.t)).toMatch(/^Inga fler koder.*om 50 minuter\.$/);
  });

  it("leaves every other failure to the screen's usual message", () => {
    const english = createI18n("en-US");
    expect(
      tooManyCodesText(new ApiError(400, { error: { code: "VALIDATION_ERROR", message: "x" } }), english.t),
    ).toBe(undefined);
    expect(tooManyCodesText(new Error("boom"), english.t)).toBeUndefined();
  });
});
