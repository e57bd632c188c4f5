import type { QrInstance } from "@stampwise/contract";
import { isApiError } from "@stampwise/web";

/**
 * Why the redeem page cannot offer the stamps: each has its own title in the
 * `redeem.problem` texts.
 */
export type RedeemProblem =
  | "missingId"
  | "unknown"
  | "expired"
  | "used"
  | "offerEnded"
  | "fetchOffline"
  | "fetchFailed"
  | "redeemOffline"
  | "redeemFailed"
  | "tooSoon"
  | "hourlyCap"
  | "programInactive";

/** Problems a points code words for points (`redeem.pointsProblem`). */
export type PointsWordedProblem =
  | "offerEnded"
  | "redeemOffline"
  | "redeemFailed"
  | "tooSoon"
  | "hourlyCap"
  | "programInactive";
const POINTS_WORDED: readonly RedeemProblem[] = [
  "offerEnded",
  "redeemOffline",
  "redeemFailed",
  "tooSoon",
  "hourlyCap",
  "programInactive",
];

/**
 * Where a problem's title and description are: a points code's own wording where the stamp
 * wording would be wrong ("your stamps were not added"), the shared texts otherwise.
 */
export function problemTextsOf(
  problem: RedeemProblem,
  pointsCode: boolean,
):
  | { group: "pointsProblem"; problem: PointsWordedProblem }
  | { group: "problem"; problem: Exclude<RedeemProblem, "programInactive"> } {
  if (problem === "programInactive" || (pointsCode && POINTS_WORDED.includes(problem))) {
    return { group: "pointsProblem", problem: problem as PointsWordedProblem };
  }
  return { group: "problem", problem };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A missing id, or one no QR code can have (a mistyped or truncated address): no need to ask. */
export function problemOfInstanceId(instanceId: string | undefined): RedeemProblem | null {
  if (!instanceId) return "missingId";
  return UUID.test(instanceId) ? null : "unknown";
}

export function problemOfStatus(status: QrInstance["status"]): RedeemProblem | null {
  if (status === "expired") return "expired";
  if (status === "used") return "used";
  return null;
}

/** The request never reached the server (no network, a dropped connection). */
const isOffline = (error: unknown) => isApiError(error) && error.code === "NETWORK_ERROR";

/**
 * Loading the code failed: its stamp card was deleted, it is unknown to the server, the server
 * could not be reached, or it failed.
 */
export function problemOfFetchError(error: unknown): RedeemProblem {
  if (isOffline(error)) return "fetchOffline";
  if (isApiError(error) && error.code === "OFFER_ENDED") return "offerEnded";
  return isApiError(error) && (error.status === 404 || error.code === "VALIDATION_ERROR")
    ? "unknown"
    : "fetchFailed";
}

/** Redeeming failed: the code changed since it was loaded, the counter rules said wait, or else. */
export function problemOfRedeemError(error: unknown): RedeemProblem {
  if (isOffline(error)) return "redeemOffline";
  if (!isApiError(error)) return "redeemFailed";
  switch (error.code) {
    case "QR_EXPIRED":
      return "expired";
    case "QR_ALREADY_USED":
      return "used";
    case "OFFER_ENDED":
      return "offerEnded";
    case "NOT_FOUND":
      return "unknown";
    case "FRAUD_COOLDOWN":
      return "tooSoon";
    case "FRAUD_HOURLY_CAP":
      return "hourlyCap";
    case "POINTS_PROGRAM_INACTIVE":
      return "programInactive";
    default:
      return "redeemFailed";
  }
}

/**
 * Problems that asking again may solve (a dropped connection, the counter rules' short cool-down;
 * the code is not used up by a refused redeem), so the page offers a retry.
 */
export function isRetryable(problem: RedeemProblem): boolean {
  return (
    problem === "fetchOffline" ||
    problem === "fetchFailed" ||
    problem === "redeemOffline" ||
    problem === "redeemFailed" ||
    problem === "tooSoon"
  );
}

/**
 * Whether the help "the QR code may be expired or invalid: scan again or contact the store" is
 * true of the problem: the code itself is at fault. It is not after a network or server failure
 * (the code may be fine), for the counter rules' waits, nor for an ended offer, where a new code
 * would not help either.
 */
export function showsCodeHelp(problem: RedeemProblem): boolean {
  // Not for a used code: it was valid, and its own text already says to ask for a new one.
  return problem === "missingId" || problem === "unknown" || problem === "expired";
}

/** How long the counter rules ask to wait, when the answer says. */
export function waitSecondsOf(error: unknown): number | undefined {
  return isApiError(error) && error.retryAfterSeconds && error.retryAfterSeconds > 0
    ? error.retryAfterSeconds
    : undefined;
}

/** A wait told in seconds under two minutes, else in whole minutes rounded up. */
export function waitInUnits(seconds: number): { unit: "seconds" | "minutes"; count: number } {
  return seconds < 120
    ? { unit: "seconds", count: seconds }
    : { unit: "minutes", count: Math.ceil(seconds / 60) };
}
