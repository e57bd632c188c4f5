import type { FraudRuleKind, FraudRules, ScanSource } from "@stampwise/contract";
import { AppError } from "../../lib/app-error";

/** A scan the caps refused, with what the log row needs. */
export interface BlockedScan {
  organizationId: string;
  rule: FraudRuleKind;
  source: ScanSource;
  userId: string;
  cardId: string;
  actorUserId: string;
  attemptedStamps: number;
}

const messages: Record<FraudRuleKind, (rules: FraudRules) => string> = {
  cooldown: (rules) =>
    `This customer was scanned less than ${rules.scanCooldownSeconds} seconds ago; wait before the next scan`,
  "hourly-cap": (rules) =>
    `This customer may get at most ${rules.maxScanStampsPerHour} stamps per hour on this card through scans`,
};

/**
 * 429 FRAUD_COOLDOWN or FRAUD_HOURLY_CAP, with the wait in `retryAfterSeconds` and Retry-After.
 * It carries the attempt so whoever ends the transaction can log it after the rollback.
 */
export class FraudBlockedError extends AppError {
  constructor(
    readonly blocked: BlockedScan,
    rules: FraudRules,
    retryAfterSeconds: number | undefined,
  ) {
    const wait = retryAfterSeconds === undefined ? {} : { retryAfterSeconds };
    super(
      429,
      blocked.rule === "cooldown" ? "FRAUD_COOLDOWN" : "FRAUD_HOURLY_CAP",
      messages[blocked.rule](rules),
      wait,
      retryAfterSeconds === undefined ? {} : { "retry-after": String(retryAfterSeconds) },
    );
    this.name = "FraudBlockedError";
  }
}
