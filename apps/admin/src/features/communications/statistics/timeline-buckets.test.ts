import { describe, expect, it } from "vitest";
import { axisTicks, timelineBuckets } from "./timeline-buckets";

describe("timelineBuckets", () => {
  it("has no bars before anything ended", () => {
    expect(timelineBuckets([])).toEqual({ unit: "hour", buckets: [] });
  });

  it("fills the hours without deliveries between the first and the last", () => {
    const chart = timelineBuckets([
      { at: "2026-05-01T10:00:00.000Z", sent: 5, failed: 1 },
      { at: "2026-05-01T13:00:00.000Z", sent: 2, failed: 0 },
    ]);
    expect(chart.unit).toBe("hour");
    expect(chart.buckets.map((bucket) => [bucket.at.toISOString(), bucket.sent, bucket.failed])).toEqual([
      ["2026-05-01T10:00:00.000Z", 5, 1],
      ["2026-05-01T11:00:00.000Z", 0, 0],
      ["2026-05-01T12:00:00.000Z", 0, 0],
      ["2026-05-01T13:00:00.000Z", 2, 0],
    ]);
  });

  it("sums a run longer than two days per day, with the days between empty", () => {
    const chart = timelineBuckets([
      { at: "2026-05-01T09:00:00.000Z", sent: 1, failed: 0 },
      { at: "2026-05-01T11:00:00.000Z", sent: 2, failed: 1 },
      { at: "2026-05-04T11:00:00.000Z", sent: 4, failed: 0 },
    ]);
    expect(chart.unit).toBe("day");
    expect(chart.buckets.map((bucket) => [bucket.sent, bucket.failed])).toEqual([
      [3, 1],
      [0, 0],
      [0, 0],
      [4, 0],
    ]);
    expect(chart.buckets.every((bucket) => bucket.at.getHours() === 0)).toBe(true);
  });
});

describe("axisTicks", () => {
  it("rounds the top up to a readable step", () => {
    expect(axisTicks(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(axisTicks(120)).toEqual({ top: 150, ticks: [0, 50, 100, 150] });
  });

  it("counts in whole deliveries for small numbers", () => {
    expect(axisTicks(1)).toEqual({ top: 1, ticks: [0, 1] });
    expect(axisTicks(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
  });

  it("has an axis with nothing to show", () => {
    expect(axisTicks(0)).toEqual({ top: 1, ticks: [0, 1] });
  });
});
