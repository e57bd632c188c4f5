import type { UserProfile } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { readScannedVisit, SCAN_VISIT_MS, scannedVisitState } from "./scanned-visit";

const profile = { user: { id: "u1" } } as UserProfile;

describe("readScannedVisit", () => {
  it("reads the scan that opened this person's profile", () => {
    const state = scannedVisitState(profile, 1000);
    expect(readScannedVisit(state, "u1", 2000)).toEqual({ profile, scannedAt: 1000 });
  });

  it("ignores another person, an old scan, and a navigation without one", () => {
    const state = scannedVisitState(profile, 1000);
    expect(readScannedVisit(state, "u2", 2000)).toBeUndefined();
    expect(readScannedVisit(state, "u1", 1000 + SCAN_VISIT_MS + 1)).toBeUndefined();
    expect(readScannedVisit(null, "u1")).toBeUndefined();
    expect(readScannedVisit({ scanned: { scannedAt: 1 } }, "u1")).toBeUndefined();
  });
});
