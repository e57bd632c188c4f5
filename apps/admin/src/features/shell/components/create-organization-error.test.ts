import { createI18n, LAZY_SECTIONS, loadSections } from "@stampwise/i18n";
import { ApiError } from "@stampwise/web";
import { describe, expect, it } from "vitest";
import { createOrganizationErrorToast } from "./create-organization-error";

const englishI18n = createI18n("en-US");
const swedishI18n = createI18n("sv-SE");
await Promise.all([loadSections(englishI18n, LAZY_SECTIONS), loadSections(swedishI18n, LAZY_SECTIONS)]);

const apiError = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  new ApiError(status, { error: { code, message: "server text", ...extra } });

describe("createOrganizationErrorToast", () => {
  it("says the account owns the most organizations it may, in both languages", () => {
    const error = apiError(409, "ORGANIZATION_LIMIT_REACHED");
    expect(createOrganizationErrorToast(error, englishI18n.t)).toEqual({
      title: "You own as many organizations as an account can",
      description: expect.stringContaining("hand one you no longer run over to another owner"),
      variant: "destructive",
    });
    expect(createOrganizationErrorToast(error, swedishI18n.t).title).toBe(
      "Du äger så många organisationer som ett konto kan",
    );
  });

  it("says too many were started in an hour, and how long to wait", () => {
    const error = apiError(429, "RATE_LIMITED", { retryAfterSeconds: 1800 });
    expect(createOrganizationErrorToast(error, englishI18n.t)).toEqual({
      title: "Too many new organizations in an hour",
      description: expect.stringContaining("30 minutes"),
      variant: "destructive",
    });
    expect(createOrganizationErrorToast(error, swedishI18n.t)).toMatchObject({
      title: "För många nya organisationer på en timme",
      description: expect.stringContaining("30 minuter"),
    });
  });

  it("falls back to the dialog's own failure for anything else", () => {
    expect(createOrganizationErrorToast(apiError(500, "INTERNAL_ERROR"), englishI18n.t)).toMatchObject({
      title: "Could not create the organization",
    });
  });
});
