import { createI18n, LAZY_SECTIONS, loadSections } from "@stampwise/i18n";
import { describe, expect, it } from "vitest";
import { pausedDescription, statusChangeDescription } from "./status-texts";

const english = createI18n("en-US");
await loadSections(english, LAZY_SECTIONS);
const { t } = english;

describe("a paused instant communication", () => {
  it("says reactivating adds nobody who came to match since it went out, unlike a continuous one", () => {
    const instant = t(statusChangeDescription("reactivate", "instant"));
    const continuous = t(statusChangeDescription("reactivate", "continuous"));
    expect(instant).toContain("Customers who match only now do not receive it");
    expect(continuous).toContain("including those who came to match while it was paused");
    expect(t(pausedDescription("instant"))).toContain("nobody else is added");
  });

  it("describes pausing and cancelling the schedule alike for both deliveries", () => {
    for (const kind of ["pause", "cancelSchedule"] as const) {
      expect(statusChangeDescription(kind, "instant")).toBe(statusChangeDescription(kind, "continuous"));
    }
  });
});
