import { describe, expect, it } from "vitest";
import { organizationTime } from "./organization-time";

// 09:00 in Stockholm in winter; 03:00 in New York.
const instant = "2026-11-29T08:00:00.000Z";

describe("organizationTime", () => {
  it("shows times on the organization's clock, naming its zone when the browser is elsewhere", () => {
    const time = organizationTime("Europe/Stockholm", "en-US", "America/New_York");
    expect(time.named).toBe(true);
    expect(time.dateTime(instant)).toBe("11/29/26, 9:00 AM GMT+1");
    expect(time.fullDateTime(instant)).toBe("Sunday, November 29, 2026 at 9:00 AM GMT+1");
    expect(organizationTime("Europe/Stockholm", "sv-SE", "America/New_York").dateTime(instant)).toBe(
      "2026-11-29 09:00 CET",
    );
  });

  it("names no zone when the browser keeps the organization's", () => {
    const time = organizationTime("Europe/Stockholm", "sv-SE", "Europe/Stockholm");
    expect(time.named).toBe(false);
    expect(time.dateTime(instant)).toBe("2026-11-29 09:00");
    // Another name for the same zone is the same zone.
    expect(organizationTime("Europe/Kyiv", "en-US", "Europe/Kiev").named).toBe(false);
  });

  it("gives the organization's calendar day, which may not be the browser's", () => {
    // 23:30 UTC on 31 January is already 1 February in Stockholm.
    const lateEvening = "2026-01-31T23:30:00.000Z";
    expect(organizationTime("Europe/Stockholm", "en-US", "UTC").date(lateEvening)).toBe("February 1, 2026");
    expect(organizationTime("America/New_York", "en-US", "UTC").date(lateEvening)).toBe("January 31, 2026");
  });
});
