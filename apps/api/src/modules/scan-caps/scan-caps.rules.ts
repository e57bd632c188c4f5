import { type FraudRules, HOURLY_CAP_WINDOW_SECONDS } from "@stampwise/contract";
/** A customer's scans, as the caps see them at the moment of a new scan. */
export interface ScanHistory {
  /** Seconds since the customer's last scan-sourced stamp in the organization (any card); null: none. */
  secondsSinceLastScan: number | null;
  /** Scan-sourced stamps on this card in the rolling hour. */
  cardStampsLastHour: number;
}

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

/** A scan addition of the last hour on one card, as kept on the card instance. */
export interface TimedScan {
  /** Epoch seconds on the database clock. */
  at: number;
  stamps: number;
}

export type ScanVerdict =
  | { allowed: true; recentScans: TimedScan[] }
  | { allowed: false; breach: CapBreach["rule"]; retryAfterSeconds: number | undefined };

/**
 * The caps for one scan, from what the posting read under its lock: the customer's last scan in
 * the organization and this card's scans of the last hour. Allowed scans come back with the
 * hour's list including themselves, for the card to keep.
 */
export function judgeScan(input: {
  rules: FraudRules;
  nowSeconds: number;
  lastScanAtSeconds: number | null;
  recentScans: readonly TimedScan[];
  attemptedStamps: number;
}): ScanVerdict {
  const withinHour = input.recentScans.filter(
    (scan) => scan.at > input.nowSeconds - HOURLY_CAP_WINDOW_SECONDS,
  );
  const history: ScanHistory = {
    secondsSinceLastScan:
      input.lastScanAtSeconds === null ? null : input.nowSeconds - input.lastScanAtSeconds,
    cardStampsLastHour: withinHour.reduce((sum, scan) => sum + scan.stamps, 0),
  };
  const breach = checkScanCaps(input.rules, history, input.attemptedStamps);
  if (!breach) {
    return {
      allowed: true,
      recentScans: [...withinHour, { at: input.nowSeconds, stamps: input.attemptedStamps }],
    };
  }
  const retryAfterSeconds =
    breach.rule === "cooldown"
      ? breach.retryAfterSeconds
      : hourlyCapRetryAfterSeconds(
          withinHour.map((scan) => ({ stamps: scan.stamps, ageSeconds: input.nowSeconds - scan.at })),
          input.attemptedStamps,
          input.rules.maxScanStampsPerHour,
        );
  return { allowed: false, breach: breach.rule, retryAfterSeconds };
}
