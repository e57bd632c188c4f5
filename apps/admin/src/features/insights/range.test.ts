import { STATISTICS_VALIDATION_MESSAGES as M } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import {
  addDays,
  customRangeProblems,
  DEFAULT_RANGE,
  firstOfMonth,
  isCalendarDay,
  presetDays,
  readInsightsRange,
  todayIn,
  writeInsightsRange,
} from "./range";
import { readInsightsTab, writeInsightsTab } from "./tabs";

describe("presetDays", () => {
  it("reads the last 12 months as this month so far and the eleven before it", () => {
    expect(presetDays("last12Months", "2026-05-15")).toEqual({ from: "2025-06-01", to: "2026-05-15" });
    expect(presetDays("last12Months", "2026-01-01")).toEqual({ from: "2025-02-01", to: "2026-01-01" });
    expect(presetDays("last12Months", "2026-12-31")).toEqual({ from: "2026-01-01", to: "2026-12-31" });
  });

  it("never overflows a month end or trips on a leap day for the 12 months", () => {
    expect(presetDays("last12Months", "2026-03-31")).toEqual({ from: "2025-04-01", to: "2026-03-31" });
    expect(presetDays("last12Months", "2024-02-29")).toEqual({ from: "2023-03-01", to: "2024-02-29" });
  });

  it("counts 30 and 90 days including today, across month ends and leap days", () => {
    expect(presetDays("last30Days", "2026-05-15")).toEqual({ from: "2026-04-16", to: "2026-05-15" });
    expect(presetDays("last30Days", "2024-03-01")).toEqual({ from: "2024-02-01", to: "2024-03-01" });
    expect(presetDays("last30Days", "2023-03-01")).toEqual({ from: "2023-01-31", to: "2023-03-01" });
    expect(presetDays("last30Days", "2026-01-10")).toEqual({ from: "2025-12-12", to: "2026-01-10" });
    expect(presetDays("last90Days", "2024-03-31")).toEqual({ from: "2024-01-02", to: "2024-03-31" });
    expect(presetDays("last90Days", "2023-03-31")).toEqual({ from: "2023-01-01", to: "2023-03-31" });
  });

  it("takes this year up to today and last year whole", () => {
    expect(presetDays("thisYear", "2026-05-15")).toEqual({ from: "2026-01-01", to: "2026-05-15" });
    expect(presetDays("thisYear", "2026-01-01")).toEqual({ from: "2026-01-01", to: "2026-01-01" });
    expect(presetDays("lastYear", "2026-05-15")).toEqual({ from: "2025-01-01", to: "2025-12-31" });
    expect(presetDays("lastYear", "2025-02-28")).toEqual({ from: "2024-01-01", to: "2024-12-31" });
  });

  it("gives ranges the server accepts", () => {
    for (const today of ["2024-02-29", "2026-03-31", "2026-12-31", "2027-01-01"]) {
      for (const preset of ["last12Months", "last30Days", "last90Days", "thisYear", "lastYear"] as const) {
        expect(customRangeProblems(presetDays(preset, today)), `${preset} on ${today}`).toEqual({});
      }
    }
  });
});

describe("day arithmetic", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2023-02-28", 1)).toBe("2023-03-01");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("finds the first of a month some months away", () => {
    expect(firstOfMonth("2026-03-31", -1)).toBe("2026-02-01");
    expect(firstOfMonth("2026-01-15", -11)).toBe("2025-02-01");
    expect(firstOfMonth("2026-12-31")).toBe("2026-12-01");
  });

  it("knows a real calendar day from a lookalike", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2023-02-29")).toBe(false);
    expect(isCalendarDay("2026-04-31")).toBe(false);
    expect(isCalendarDay("2026-4-1")).toBe(false);
    expect(isCalendarDay("")).toBe(false);
  });
});

describe("todayIn", () => {
  it("reads today in the organization's zone, not the browser's", () => {
    const lateEvening = new Date("2026-03-31T22:30:00Z");
    expect(todayIn("Europe/Stockholm", lateEvening)).toBe("2026-04-01");
    expect(todayIn("America/New_York", lateEvening)).toBe("2026-03-31");
    expect(todayIn("UTC", lateEvening)).toBe("2026-03-31");
  });

  it("falls back to a day for a zone it does not know", () => {
    expect(todayIn("Nowhere/Atlantis", new Date("2026-03-31T12:00:00Z"))).toMatch(/^2026-03-3[01]$/);
  });
});

describe("customRangeProblems", () => {
  it("accepts a range up to 24 months", () => {
    expect(customRangeProblems({ from: "2024-06-01", to: "2026-05-31" })).toEqual({});
    expect(customRangeProblems({ from: "2026-05-15", to: "2026-05-15" })).toEqual({});
  });

  it("refuses an end before the start at the end's field", () => {
    expect(customRangeProblems({ from: "2026-05-15", to: "2026-05-14" })).toEqual({
      to: M.statisticsRangeReversed,
    });
  });

  it("refuses more than 24 months at the start's field", () => {
    expect(customRangeProblems({ from: "2024-05-31", to: "2026-05-31" })).toEqual({
      from: M.statisticsRangeTooLong,
    });
    // 24 months from a leap day's month end.
    expect(customRangeProblems({ from: "2022-03-01", to: "2024-02-29" })).toEqual({});
    expect(customRangeProblems({ from: "2022-02-28", to: "2024-02-29" })).toEqual({
      from: M.statisticsRangeTooLong,
    });
  });

  it("refuses days outside the years 1900–2999, which the server cannot count", () => {
    expect(customRangeProblems({ from: "9999-01-01", to: "9999-12-31" })).toEqual({
      from: M.statisticsDateOutOfRange,
      to: M.statisticsDateOutOfRange,
    });
    expect(customRangeProblems({ from: "2999-01-01", to: "2999-12-31" })).toEqual({});
  });

  it("asks for a date in an empty or broken field", () => {
    expect(customRangeProblems({ from: "", to: "2026-05-14" })).toEqual({ from: M.statisticsDateInvalid });
    expect(customRangeProblems({ from: "2026-05-01", to: "2026-02-30" })).toEqual({
      to: M.statisticsDateInvalid,
    });
  });
});

describe("the range and tab in the address", () => {
  const params = (search: string) => new URLSearchParams(search);

  it("reads a preset, custom days, or the default", () => {
    expect(readInsightsRange(params(""))).toEqual(DEFAULT_RANGE);
    expect(readInsightsRange(params("range=last30Days"))).toEqual({ kind: "preset", preset: "last30Days" });
    expect(readInsightsRange(params("from=2025-01-01&to=2025-03-31"))).toEqual({
      kind: "custom",
      from: "2025-01-01",
      to: "2025-03-31",
    });
  });

  it("falls back to the default for what is not a preset or a day", () => {
    expect(readInsightsRange(params("range=forever"))).toEqual(DEFAULT_RANGE);
    expect(readInsightsRange(params("from=yesterday&to=2025-03-31"))).toEqual(DEFAULT_RANGE);
    expect(readInsightsRange(params("from=2025-01-01"))).toEqual(DEFAULT_RANGE);
  });

  it("keeps a reversed range, so the page can say what is wrong with it", () => {
    expect(readInsightsRange(params("from=2025-03-01&to=2025-01-01"))).toMatchObject({ kind: "custom" });
  });

  it("writes only what differs from the default and keeps the other parameters", () => {
    const start = params("tab=analytics&range=lastYear");
    expect(writeInsightsRange(start, DEFAULT_RANGE).toString()).toBe("tab=analytics");
    expect(
      writeInsightsRange(start, { kind: "custom", from: "2025-01-01", to: "2025-01-31" }).toString(),
    ).toBe("tab=analytics&from=2025-01-01&to=2025-01-31");
    expect(
      writeInsightsRange(params("from=2025-01-01&to=2025-01-31"), {
        kind: "preset",
        preset: "thisYear",
      }).toString(),
    ).toBe("range=thisYear");
  });

  it("reads and writes the tab, the overview being the default", () => {
    expect(readInsightsTab(params(""))).toBe("overview");
    expect(readInsightsTab(params("tab=reports"))).toBe("reports");
    expect(readInsightsTab(params("tab=secrets"))).toBe("overview");
    expect(writeInsightsTab(params("range=lastYear&tab=reports"), "overview").toString()).toBe(
      "range=lastYear",
    );
    expect(writeInsightsTab(params("range=lastYear"), "analytics").toString()).toBe(
      "range=lastYear&tab=analytics",
    );
  });
});
