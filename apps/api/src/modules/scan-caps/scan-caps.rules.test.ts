import { describe, expect, it } from "vitest";
import { checkScanCaps, hourlyCapRetryAfterSeconds } from "./scan-caps.rules";

const rules = { maxScanStampsPerHour: 10, scanCooldownSeconds: 30 };

describe("checkScanCaps", () => {
  it("lets a first scan through", () => {
    expect(checkScanCaps(rules, { secondsSinceLastScan: null, cardStampsLastHour: 0 }, 3)).toBeUndefined();
  });

  it("refuses a scan inside the cool-down and tells the seconds left, rounded up", () => {
    expect(checkScanCaps(rules, { secondsSinceLastScan: 12.2, cardStampsLastHour: 0 }, 1)).toEqual({
      rule: "cooldown",
      retryAfterSeconds: 18,
    });
  });

  it("waits the whole cool-down when the last scan committed while this one queued", () => {
    expect(checkScanCaps(rules, { secondsSinceLastScan: -0.01, cardStampsLastHour: 0 }, 1)).toEqual({
      rule: "cooldown",
      retryAfterSeconds: 30,
    });
  });

  it("never applies a cool-down of 0", () => {
    const off = { ...rules, scanCooldownSeconds: 0 };
    expect(checkScanCaps(off, { secondsSinceLastScan: 0, cardStampsLastHour: 0 }, 1)).toBeUndefined();
  });

  it("lets the hour fill exactly to the cap and refuses a delta crossing it", () => {
    const history = { secondsSinceLastScan: 300, cardStampsLastHour: 7 };
    expect(checkScanCaps(rules, history, 3)).toBeUndefined();
    expect(checkScanCaps(rules, history, 4)).toEqual({ rule: "hourly-cap" });
  });

  it("names the cool-down before the hourly cap when both are broken", () => {
    const history = { secondsSinceLastScan: 1, cardStampsLastHour: 10 };
    expect(checkScanCaps(rules, history, 1)?.rule).toBe("cooldown");
  });
});

describe("hourlyCapRetryAfterSeconds", () => {
  it("waits until the oldest scans that must go have left the rolling hour", () => {
    const scans = [
      { stamps: 4, ageSeconds: 3000 },
      { stamps: 4, ageSeconds: 1000 },
      { stamps: 2, ageSeconds: 100 },
    ];
    // 10 counted; 3 more fit once the first 4 have left: in 600 s.
    expect(hourlyCapRetryAfterSeconds(scans, 3, 10)).toBe(600);
    // 5 more need the second lot gone too: in 2600 s.
    expect(hourlyCapRetryAfterSeconds(scans, 5, 10)).toBe(2600);
  });

  it("rounds up and never says 0", () => {
    expect(hourlyCapRetryAfterSeconds([{ stamps: 10, ageSeconds: 3599.6 }], 1, 10)).toBe(1);
    expect(hourlyCapRetryAfterSeconds([{ stamps: 10, ageSeconds: 3000.5 }], 1, 10)).toBe(600);
  });

  it("gives no wait for a scan that alone exceeds the cap", () => {
    expect(hourlyCapRetryAfterSeconds([], 11, 10)).toBeUndefined();
  });
});
