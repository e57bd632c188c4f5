import {
  DEFAULT_FRAUD_RULES,
  type FraudRules,
  FraudRulesSchema,
  SCAN_COOLDOWN_SECONDS_LIMIT,
} from "@stampwise/contract";

export type DurationUnit = "hours" | "minutes" | "seconds";

/**
 * A cool-down in the units a person reads, largest first and zero parts left out: 90 → 1 minute
 * and 30 seconds, 3600 → 1 hour. Empty for 0 (no wait) or a value the form would refuse.
 */
export function splitDuration(totalSeconds: number): { unit: DurationUnit; count: number }[] {
  if (!Number.isInteger(totalSeconds) || totalSeconds <= 0 || totalSeconds > SCAN_COOLDOWN_SECONDS_LIMIT) {
    return [];
  }
  const parts = [
    { unit: "hours" as const, count: Math.floor(totalSeconds / 3600) },
    { unit: "minutes" as const, count: Math.floor((totalSeconds % 3600) / 60) },
    { unit: "seconds" as const, count: totalSeconds % 60 },
  ];
  return parts.filter((part) => part.count > 0);
}

/** True when the form holds exactly the safe defaults (then "Use defaults" has nothing to do). */
export function isDefaultRules(values: Partial<Record<keyof FraudRules, unknown>>): boolean {
  return (
    values.maxScanStampsPerHour === DEFAULT_FRAUD_RULES.maxScanStampsPerHour &&
    values.scanCooldownSeconds === DEFAULT_FRAUD_RULES.scanCooldownSeconds
  );
}

/** The form's schema is the contract's: the server checks the very same bounds. */
export const CounterRulesFormSchema = FraudRulesSchema;
export const COUNTER_RULE_FIELDS = ["maxScanStampsPerHour", "scanCooldownSeconds"] as const;
