import { describe, expect, it } from "vitest";
import { NEW_WEBHOOK_VALUES, toggleEvent, WebhookFormSchema } from "./webhook-form";

describe("the webhook endpoint form", () => {
  it("accepts an https address with events, and names the field of each mistake", () => {
    expect(
      WebhookFormSchema.safeParse({ ...NEW_WEBHOOK_VALUES, url: "https://till.example.com/hooks" }).success,
    ).toBe(true);
    const wrong = WebhookFormSchema.safeParse({ url: "ftp://x", description: "", eventTypes: [] });
    expect(wrong.success).toBe(false);
    const paths = wrong.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["url", "eventTypes"]));
  });

  it("keeps ticked events in the form's order, once each", () => {
    expect(toggleEvent(["reward.issued"], "stamps.added", true)).toEqual(["stamps.added", "reward.issued"]);
    expect(toggleEvent(["stamps.added", "reward.issued"], "stamps.added", false)).toEqual(["reward.issued"]);
    expect(toggleEvent(["stamps.added"], "stamps.added", true)).toEqual(["stamps.added"]);
  });
});
