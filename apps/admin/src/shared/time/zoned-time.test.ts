import { describe, expect, it } from "vitest";
import { instantInZone, wallClockInZone } from "./zoned-time";

describe("instantInZone", () => {
  it("reads a time in Stockholm, winter and summer", () => {
    expect(instantInZone("2026-12-24", "15:00", "Europe/Stockholm")?.toISOString()).toBe(
      "2026-12-24T14:00:00.000Z",
    );
    expect(instantInZone("2026-07-01", "09:30", "Europe/Stockholm")?.toISOString()).toBe(
      "2026-07-01T07:30:00.000Z",
    );
  });

  it("reads the hours around the changes of clock", () => {
    // 2026-03-29 02:00 → 03:00 in Stockholm: 02:30 does not exist and becomes 03:30.
    expect(instantInZone("2026-03-29", "01:59", "Europe/Stockholm")?.toISOString()).toBe(
      "2026-03-29T00:59:00.000Z",
    );
    expect(instantInZone("2026-03-29", "03:00", "Europe/Stockholm")?.toISOString()).toBe(
      "2026-03-29T01:00:00.000Z",
    );
    expect(instantInZone("2026-10-25", "12:00", "Europe/Stockholm")?.toISOString()).toBe(
      "2026-10-25T11:00:00.000Z",
    );
  });

  it("works for zones west of UTC and at UTC", () => {
    expect(instantInZone("2026-01-15", "08:00", "America/New_York")?.toISOString()).toBe(
      "2026-01-15T13:00:00.000Z",
    );
    expect(instantInZone("2026-01-15", "08:00", "UTC")?.toISOString()).toBe("2026-01-15T08:00:00.000Z");
  });

  it("answers null for what is not a day or a time", () => {
    expect(instantInZone("2026-02-30", "10:00", "Europe/Stockholm")).toBeNull();
    expect(instantInZone("", "10:00", "Europe/Stockholm")).toBeNull();
    expect(instantInZone("2026-02-03", "24:00", "Europe/Stockholm")).toBeNull();
    expect(instantInZone("2026-02-03", "", "Europe/Stockholm")).toBeNull();
  });
});

describe("wallClockInZone", () => {
  it("turns an instant back into the day and time the dialog shows", () => {
    expect(wallClockInZone(new Date("2026-12-24T14:00:00Z"), "Europe/Stockholm")).toEqual({
      date: "2026-12-24",
      time: "15:00",
    });
    expect(wallClockInZone(new Date("2026-12-31T23:30:00Z"), "Europe/Stockholm")).toEqual({
      date: "2027-01-01",
      time: "00:30",
    });
  });
});
