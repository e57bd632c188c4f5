import { type FraudRules, HOURLY_CAP_WINDOW_SECONDS } from "@stampwise/contract";
import type { ScanHistory } from "./fraud.repository";

/** Which cap a scan breaks; the cool-down already knows how long to wait. */
export type CapBreach = { rule: "cooldown"; retryAfterSeconds: number } | { rule: "hourly-cap" };

/**
 * Decides whether a scan giving `attemptedStamps` may pass. The cool-down is checked first: a
 * customer scanned a moment ago is told to wait seconds, not that the hour is full.
 */
export function checkScanCaps(
  rules: FraudRules,
  history: ScanHistory,
  attemptedStamps: number,
): CapBreach | undefined {
  const { secondsSinceLastScan } = history;
  if (
    rules.scanCooldownSeconds > 0 &&
    secondsSinceLastScan !== null &&
    secondsSinceLastScan < rules.scanCooldownSeconds
  ) {
    // A scan that committed while this one queued can look a hair in the future: clamp.
    const wait = Math.ceil(rules.scanCooldownSeconds - Math.max(0, secondsSinceLastScan));
    return { rule: "cooldown", retryAfterSeconds: Math.max(1, wait) };
  }
  if (history.cardStampsLastHour + attemptedStamps > rules.maxScanStampsPerHour)
    return { rule: "hourly-cap" };
  return undefined;
}

/**
 * Seconds until enough of the hour's scans (oldest first) have left the rolling window for
 * `attemptedStamps` more to fit under the cap; undefined when waiting never helps (the scan alone
 * gives more stamps than the cap).
 */
export function hourlyCapRetryAfterSeconds(
  scans: readonly { stamps: number; ageSeconds: number }[],
  attemptedStamps: number,
  maxScanStampsPerHour: number,
): number | undefined {
  if (attemptedStamps > maxScanStampsPerHour) return undefined;
  let counted = scans.reduce((sum, scan) => sum + scan.stamps, 0);
  for (const scan of scans) {
    counted -= scan.stamps;
    if (counted + attemptedStamps <= maxScanStampsPerHour) {
      return Math.max(1, Math.ceil(HOURLY_CAP_WINDOW_SECONDS - scan.ageSeconds));
    }
  }
  return 1;
}
