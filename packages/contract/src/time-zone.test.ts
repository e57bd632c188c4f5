import { describe, expect, it } from "vitest";
import { isKnownTimeZone, TimeZoneSchema } from "./time-zone";

describe("isKnownTimeZone", () => {
  it("knows Intl's zones, UTC, and other IANA names for them", () => {
    for (const zone of [
      "Europe/Stockholm",
      "America/Argentina/Buenos_Aires",
      "UTC",
      "US/Eastern",
      "Europe/Kyiv",
    ]) {
      expect(isKnownTimeZone(zone), zone).toBe(true);
    }
  });

  it("refuses what is no zone an owner picks", () => {
    for (const name of [
      "",
      "Mars/Olympus_Mons",
      "+01:00",
      "CET",
      "EST",
      "europe/stockholm",
      "Europe/Stockholm\u0000",
    ]) {
      expect(isKnownTimeZone(name), name).toBe(false);
    }
  });

  it("refuses a name longer than any zone's before asking Intl", () => {
    expect(TimeZoneSchema.safeParse(`Europe/${"x".repeat(60)}`).success).toBe(false);
  });
});
