import { describe, expect, it } from "vitest";
import { axisTicks, timelineBuckets } from "./timeline-buckets";

describe("timelineBuckets", () => {
  it("has no bars before anything ended", () => {
    expect(timelineBuckets([], "Europe/Stockholm")).toEqual({ unit: "hour", buckets: [] });
  });

  it("fills the hours without deliveries between the first and the last", () => {
    const chart = timelineBuckets(
      [
        { at: "2026-05-01T10:00:00.000Z", sent: 5, failed: 1 },
        { at: "2026-05-01T13:00:00.000Z", sent: 2, failed: 0 },
      ],
      "Europe/Stockholm",
    );
    expect(chart.unit).toBe("hour");
    expect(chart.buckets.map((bucket) => [bucket.at.toISOString(), bucket.sent, bucket.failed])).toEqual([
      ["2026-05-01T10:00:00.000Z", 5, 1],
      ["2026-05-01T11:00:00.000Z", 0, 0],
      ["2026-05-01T12:00:00.000Z", 0, 0],
      ["2026-05-01T13:00:00.000Z", 2, 0],
    ]);
  });

  it("sums a run longer than two days per day, with the days between empty", () => {
    const chart = timelineBuckets(
      [
        { at: "2026-05-01T09:00:00.000Z", sent: 1, failed: 0 },
        { at: "2026-05-01T11:00:00.000Z", sent: 2, failed: 1 },
        { at: "2026-05-04T11:00:00.000Z", sent: 4, failed: 0 },
      ],
      "Europe/Stockholm",
    );
    expect(chart.unit).toBe("day");
    expect(chart.buckets.map((bucket) => [bucket.sent, bucket.failed])).toEqual([
      [3, 1],
      [0, 0],
      [0, 0],
      [4, 0],
    ]);
    // Each day starts at Stockholm's midnight (UTC+2 in May), whatever zone the test runs in.
    expect(chart.buckets[0]?.at.toISOString()).toBe("2026-04-30T22:00:00.000Z");
    expect(chart.buckets[3]?.at.toISOString()).toBe("2026-05-03T22:00:00.000Z");
  });

  it("puts an hour in the organization's day, not the browser's", () => {
    // 22:00 UTC on 1 May is 2 May in Stockholm and still 1 May in New York.
    const timeline = [
      { at: "2026-05-01T10:00:00.000Z", sent: 1, failed: 0 },
      { at: "2026-05-01T22:00:00.000Z", sent: 2, failed: 0 },
      { at: "2026-05-04T10:00:00.000Z", sent: 4, failed: 0 },
    ];
    const sent = (timeZone: string) =>
      timelineBuckets(timeline, timeZone).buckets.map((bucket) => bucket.sent);
    expect(sent("Europe/Stockholm")).toEqual([1, 2, 0, 4]);
    expect(sent("America/New_York")).toEqual([3, 0, 0, 4]);
  });

  it("steps over the autumn's 25-hour day", () => {
    const chart = timelineBuckets(
      [
        { at: "2026-10-24T10:00:00.000Z", sent: 1, failed: 0 },
        { at: "2026-10-27T10:00:00.000Z", sent: 1, failed: 0 },
      ],
      "Europe/Stockholm",
    );
    expect(chart.buckets.map((bucket) => bucket.at.toISOString())).toEqual([
      "2026-10-23T22:00:00.000Z",
      "2026-10-24T22:00:00.000Z",
      "2026-10-25T23:00:00.000Z",
      "2026-10-26T23:00:00.000Z",
    ]);
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
