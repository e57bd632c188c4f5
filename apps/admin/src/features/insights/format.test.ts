import { describe, expect, it } from "vitest";
import { countChange, formatDayRange, formatMonth, formatRate, rateChange } from "./format";

/** Intl's narrow and thin no-break spaces as plain spaces, and its minus sign as a hyphen. */
const plain = (text: string | undefined) =>
  text?.replace(/[\u00a0\u202f\u2009]/g, " ").replace(/[\u2212\u2013]/g, "-");

describe("countChange", () => {
  it("writes the change in percent of the previous period, with its sign", () => {
    expect(countChange(112, 100, "en-US")).toEqual({ direction: "up", value: "+12%", magnitude: 12 });
    expect(countChange(75, 100, "en-US")).toMatchObject({ direction: "down", value: "-25%" });
    expect(countChange(0, 40, "en-US")).toMatchObject({ direction: "down", value: "-100%" });
    expect(countChange(900, 100, "en-US")).toMatchObject({ direction: "up", value: "+800%" });
  });

  it("writes it the Swedish way in Swedish", () => {
    expect(plain(countChange(112, 100, "sv-SE")?.value)).toBe("+12 %");
    expect(plain(countChange(75, 100, "sv-SE")?.value)).toBe("-25 %");
  });

  it("keeps a decimal for a small move, and calls a move that rounds away unchanged", () => {
    expect(countChange(1004, 1000, "en-US")).toMatchObject({ direction: "up", value: "+0.4%" });
    expect(countChange(100, 100, "en-US")).toMatchObject({ direction: "same", value: "0%" });
    expect(countChange(100_001, 100_000, "en-US")).toMatchObject({ direction: "same", value: "0%" });
  });

  it("has nothing to compare with when the previous period had none or it is unknown", () => {
    expect(countChange(5, 0, "en-US")).toBeNull();
    expect(countChange(0, 0, "en-US")).toBeNull();
    expect(countChange(null, 4, "en-US")).toBeNull();
    expect(countChange(4, null, "en-US")).toBeNull();
  });
});

describe("rateChange", () => {
  it("writes a rate's change in percentage points", () => {
    expect(rateChange(0.6, 0.5, "en-US")).toEqual({ direction: "up", value: "+10", magnitude: 10 });
    expect(rateChange(0.25, 0.5, "en-US")).toMatchObject({ direction: "down", value: "-25", magnitude: 25 });
    expect(rateChange(0.505, 0.5, "en-US")).toMatchObject({ value: "+0.5", magnitude: 0.5 });
    expect(plain(rateChange(0.505, 0.5, "sv-SE")?.value)).toBe("+0,5");
    expect(rateChange(0.5, 0.5, "en-US")).toMatchObject({ direction: "same", value: "0" });
  });

  it("has nothing to compare with when either rate is unknown or the previous was 0", () => {
    expect(rateChange(0.5, null, "en-US")).toBeNull();
    expect(rateChange(null, 0.5, "en-US")).toBeNull();
    expect(rateChange(0.5, 0, "en-US")).toBeNull();
  });
});

describe("formatRate", () => {
  it("writes whole percents, a decimal under a tenth", () => {
    expect(formatRate(0.25, "en-US")).toBe("25%");
    expect(plain(formatRate(0.25, "sv-SE"))).toBe("25 %");
    expect(formatRate(0.045, "en-US")).toBe("4.5%");
    expect(formatRate(0, "en-US")).toBe("0%");
  });
});

describe("dates", () => {
  it("names a range of days in the reader's language, whatever the browser's zone", () => {
    expect(plain(formatDayRange("2025-06-01", "2026-05-31", "en-US"))).toBe("Jun 1, 2025 - May 31, 2026");
    expect(plain(formatDayRange("2025-06-01", "2026-05-31", "sv-SE"))).toBe("1 juni 2025-31 maj 2026");
    expect(formatDayRange("2026-05-15", "2026-05-15", "en-US")).toBe("May 15, 2026");
  });

  it("names a month short or long", () => {
    expect(formatMonth("2026-03", "en-US")).toBe("Mar 2026");
    expect(formatMonth("2026-03", "en-US", "long")).toBe("March 2026");
    expect(formatMonth("2026-03", "sv-SE", "long")).toBe("mars 2026");
  });
});
