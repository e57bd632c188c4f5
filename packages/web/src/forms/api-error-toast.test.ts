import { createI18n, LAZY_SECTIONS, loadSections } from "@stampwise/i18n";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error";
import { apiErrorToastContent } from "./api-error-toast";

// Both instances hold every section, as they would after the screens using them have loaded.
const englishI18n = createI18n("en-US");
const swedishI18n = createI18n("sv-SE");
await Promise.all([loadSections(englishI18n, LAZY_SECTIONS), loadSections(swedishI18n, LAZY_SECTIONS)]);
const english = englishI18n.t;
const swedish = swedishI18n.t;

function apiError(status: number, code: string, extra: Record<string, unknown> = {}) {
  return new ApiError(status, { error: { code, message: "server text", ...extra } });
}

describe("apiErrorToastContent", () => {
  it("asks to check the credentials after a wrong password", () => {
    expect(apiErrorToastContent(apiError(401, "INVALID_CREDENTIALS"), english)).toEqual({
      title: "Login failed",
      description: "Please check your credentials and try again.",
      variant: "destructive",
    });
  });

  it("names the login page of the account's role, translated", () => {
    const error = apiError(403, "INVALID_LOGIN_TYPE", { role: "user" });
    expect(apiErrorToastContent(error, english)).toMatchObject({
      title: "Invalid login type",
      description: "Please use the user login page",
    });
    const admin = apiError(403, "INVALID_LOGIN_TYPE", { role: "admin" });
    expect(apiErrorToastContent(admin, english).description).toBe("Please use the admin login page");
    expect(apiErrorToastContent(admin, swedish).description).toBe("Använd administratörsinloggningen");
    expect(apiErrorToastContent(error, swedish).description).toBe("Använd användarinloggningen");
  });

  it("explains a blocked scan by its rule and tells when the customer counts again", () => {
    const cooldown = apiError(429, "FRAUD_COOLDOWN", { retryAfterSeconds: 25 });
    expect(apiErrorToastContent(cooldown, english)).toEqual({
      title: "Scanned too soon",
      description:
        "This customer was scanned a moment ago. Wait a little before the next scan. Scans of this customer count again in 25 seconds.",
      variant: "destructive",
    });
    const cap = apiError(429, "FRAUD_HOURLY_CAP", { retryAfterSeconds: 1800 });
    expect(apiErrorToastContent(cap, swedish).description).toContain("om 30 minuter.");
    // A scan that alone exceeds the cap can never count: no wait is promised.
    expect(apiErrorToastContent(apiError(429, "FRAUD_HOURLY_CAP"), english).description).not.toContain(
      "count again",
    );
  });

  it("says a QR code of a deleted stamp card ended with its offer, in both languages", () => {
    const ended = apiError(410, "OFFER_ENDED");
    expect(apiErrorToastContent(ended, english)).toEqual({
      title: "Offer ended",
      description: "The stamp card of this QR code was deleted, so the code no longer gives stamps.",
      variant: "destructive",
    });
    expect(apiErrorToastContent(ended, swedish).title).toBe("Erbjudandet har upphört");
  });

  it("tells how long to wait when rate limited", () => {
    expect(
      apiErrorToastContent(apiError(429, "RATE_LIMITED", { retryAfterSeconds: 1 }), english).description,
    ).toBe("Please wait 1 second and try again.");
    expect(
      apiErrorToastContent(apiError(429, "RATE_LIMITED", { retryAfterSeconds: 45 }), english).description,
    ).toBe("Please wait 45 seconds and try again.");
    expect(
      apiErrorToastContent(apiError(429, "RATE_LIMITED", { retryAfterSeconds: 601 }), swedish).description,
    ).toBe("Vänta 11 minuter och försök igen.");
    expect(apiErrorToastContent(apiError(429, "RATE_LIMITED"), english)).toMatchObject({
      title: "Too many attempts",
      description: "Please wait a moment and try again.",
    });
  });

  it("tells an organization busy with large requests to wait, and a request too heavy to narrow, in either language", () => {
    expect(
      apiErrorToastContent(apiError(429, "TOO_MANY_HEAVY_REQUESTS", { retryAfterSeconds: 2 }), english),
    ).toEqual({
      title: "Busy with other large requests",
      description:
        "Your organization is already counting, exporting or loading insights as much as it can at once. Please wait a moment and try again.",
      variant: "destructive",
    });
    expect(apiErrorToastContent(apiError(429, "TOO_MANY_HEAVY_REQUESTS"), swedish).title).toBe(
      "Upptagen med andra stora förfrågningar",
    );
    expect(apiErrorToastContent(apiError(503, "QUERY_TOO_HEAVY"), english)).toMatchObject({
      title: "Too much to work out at once",
      description: expect.stringContaining("Narrow it"),
    });
    expect(apiErrorToastContent(apiError(503, "QUERY_TOO_HEAVY"), swedish).description).toContain("Avgränsa");
  });

  it("tells an admin that only owners may make the change, in either language", () => {
    expect(apiErrorToastContent(apiError(403, "OWNER_REQUIRED"), english)).toEqual({
      title: "Only owners can do this",
      description: "Ask an owner of the organization to make this change.",
      variant: "destructive",
    });
    expect(apiErrorToastContent(apiError(403, "OWNER_REQUIRED"), swedish).title).toBe(
      "Bara ägare kan göra det här",
    );
  });

  it("explains the team's refusals by their code, not by the screen's fallback", () => {
    const fallback = { title: "Could not remove the administrator", description: "Please try again." };
    expect(apiErrorToastContent(apiError(409, "LAST_OWNER"), english, fallback)).toEqual({
      title: "An owner is needed",
      description: "An organization must keep at least one owner. Make someone else an owner first.",
      variant: "destructive",
    });
    expect(apiErrorToastContent(apiError(409, "ADMIN_ALREADY_EXISTS"), english).description).toBe(
      "This email is already an administrator or has a pending invitation",
    );
    expect(apiErrorToastContent(apiError(403, "INVITATION_EMAIL_MISMATCH"), swedish).title).toBe(
      "Inbjudan gäller en annan e-postadress",
    );
    expect(apiErrorToastContent(apiError(410, "INVITATION_CANCELLED"), english).title).toBe(
      "This invitation was cancelled",
    );
  });

  it("says why a gift card change was refused, in both languages", () => {
    const tooLow = apiError(409, "GIFT_CARD_BALANCE_TOO_LOW");
    expect(apiErrorToastContent(tooLow, english, { title: "fallback", description: "x" }).title).toBe(
      "Not enough on the gift card",
    );
    expect(apiErrorToastContent(tooLow, swedish).title).toBe("Presentkortet räcker inte");
    expect(apiErrorToastContent(apiError(409, "GIFT_CARD_RETIRED"), swedish).title).toBe(
      "Presentkortet erbjuds inte längre",
    );
    for (const code of ["GIFT_CARD_BALANCE_TOO_HIGH", "POINTS_BALANCE_TOO_HIGH", "POINTS_INSUFFICIENT"]) {
      const content = apiErrorToastContent(apiError(409, code), english, {
        title: "fallback",
        description: "x",
      });
      expect(content.title, code).not.toBe("fallback");
      expect(content.title, code).not.toContain(".");
    }
  });

  it("says why a communication change was refused, in both languages", () => {
    expect(apiErrorToastContent(apiError(409, "COMMUNICATION_READ_ONLY"), english).description).toBe(
      "Pause it before you change it.",
    );
    expect(apiErrorToastContent(apiError(409, "COMMUNICATION_SCHEDULED"), swedish).title).toBe(
      "Utskicket är schemalagt",
    );
    for (const code of ["COMMUNICATION_STATUS_CHANGE", "COMMUNICATION_INCOMPLETE", "COMMUNICATION_ACTIVE"]) {
      for (const t of [english, swedish]) {
        const content = apiErrorToastContent(apiError(409, code), t, { title: "fallback", description: "x" });
        expect(content.title, code).not.toBe("fallback");
        expect(content.title, code).not.toContain("communications.");
      }
    }
  });

  it("reports a dropped connection", () => {
    expect(apiErrorToastContent(new ApiError(0, undefined), english)).toMatchObject({
      title: "No connection",
    });
  });

  it("reads anything else as a generic error, or as the screen's own fallback", () => {
    const generic = {
      title: "Something went wrong",
      description: "Please try again.",
      variant: "destructive",
    };
    expect(apiErrorToastContent(apiError(500, "INTERNAL_ERROR"), english)).toEqual(generic);
    expect(apiErrorToastContent(new Error("boom"), english)).toEqual(generic);
    expect(apiErrorToastContent(new ApiError(502, "<html>"), english)).toEqual(generic);
    const fallback = { title: "Could not reset password", description: "Please try again." };
    expect(apiErrorToastContent(apiError(500, "INTERNAL_ERROR"), english, fallback)).toEqual({
      ...fallback,
      variant: "destructive",
    });
  });
});
