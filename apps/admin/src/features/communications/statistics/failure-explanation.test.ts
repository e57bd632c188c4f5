import { describe, expect, it } from "vitest";
import { failureExplanation } from "./failure-explanation";

describe("failureExplanation", () => {
  it("names the engine's own codes", () => {
    expect(failureExplanation("PHONE_NOT_CONFIRMED")).toBe("PHONE_NOT_CONFIRMED");
    expect(failureExplanation("NO_CONSENT")).toBe("NO_CONSENT");
    expect(failureExplanation("RECIPIENT_GONE")).toBe("RECIPIENT_GONE");
    expect(failureExplanation("INTERNAL")).toBe("INTERNAL");
  });

  it("tells a mail server's refusal from a failure to reach one", () => {
    expect(failureExplanation("SMTP_550")).toBe("emailRefused");
    expect(failureExplanation("SMTP_451")).toBe("emailUnreachable");
    expect(failureExplanation("SMTP_ETIMEDOUT")).toBe("emailUnreachable");
  });

  it("tells an SMS provider's refusal from an outage", () => {
    expect(failureExplanation("SMS_HTTP_400")).toBe("smsRefused");
    expect(failureExplanation("SMS_HTTP_429")).toBe("smsUnreachable");
    expect(failureExplanation("SMS_HTTP_503")).toBe("smsUnreachable");
    expect(failureExplanation("SMS_NETWORK")).toBe("smsUnreachable");
    // No provider set up: nothing was tried, and it says so rather than blaming a provider.
    expect(failureExplanation("SMS_UNAVAILABLE")).toBe("SMS_UNAVAILABLE");
    expect(failureExplanation("SMS_UNDELIVERED")).toBe("smsUndelivered");
  });

  it("falls back for a code it does not know, or none", () => {
    expect(failureExplanation("SOMETHING_NEW")).toBe("unknown");
    expect(failureExplanation(null)).toBe("unknown");
  });
});
