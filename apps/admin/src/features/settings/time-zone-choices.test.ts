import { describe, expect, it } from "vitest";
import { timeZoneChoices } from "./time-zone-choices";

const winter = new Date("2026-01-15T12:00:00Z");

describe("timeZoneChoices", () => {
  it("lists the zones A to Z with their offset now, UTC among them", () => {
    const choices = timeZoneChoices("Europe/Stockholm", "en-US", winter);
    expect(choices.find((choice) => choice.value === "Europe/Stockholm")?.label).toBe(
      "Europe/Stockholm (GMT+1)",
    );
    expect(choices.find((choice) => choice.value === "America/New_York")?.label).toBe(
      "America/New York (GMT-5)",
    );
    expect(choices.some((choice) => choice.value === "UTC")).toBe(true);
    const values = choices.map((choice) => choice.value);
    expect(values).toEqual([...values].sort());
    expect(new Set(values).size).toBe(values.length);
  });

  it("keeps the organization's zone when this browser does not list it", () => {
    const choices = timeZoneChoices("US/Eastern", "en-US", winter);
    expect(choices.map((choice) => choice.value)).toContain("US/Eastern");
  });
});
