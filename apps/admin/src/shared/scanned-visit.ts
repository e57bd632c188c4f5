import type { UserProfile } from "@stampwise/contract";

/**
 * A profile opened by scanning the customer's identity code at the counter. The dashboard hands
 * the profile the scan answered to the profile page in the navigation state, so the page shows it
 * without asking again, and stamps given from it count as scans (`identity-scan`), which the fraud
 * caps limit.
 */
export interface ScannedVisit {
  profile: UserProfile;
  scannedAt: number;
}

/** How long a scan stands for the customer at the counter; later stamps from the page are manual. */
export const SCAN_VISIT_MS = 5 * 60 * 1000;

export function scannedVisitState(profile: UserProfile, now = Date.now()): { scanned: ScannedVisit } {
  return { scanned: { profile, scannedAt: now } };
}

/** The scan that opened this person's profile, if the navigation carried one that still stands. */
export function readScannedVisit(state: unknown, userId: string, now = Date.now()): ScannedVisit | undefined {
  const scanned = (state as { scanned?: ScannedVisit } | null)?.scanned;
  if (!scanned || scanned.profile?.user?.id !== userId) return undefined;
  if (typeof scanned.scannedAt !== "number" || now - scanned.scannedAt > SCAN_VISIT_MS) return undefined;
  return scanned;
}
