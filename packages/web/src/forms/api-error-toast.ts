import type { TFunction } from "@stampwise/i18n";
import { isApiError } from "../api/api-error";

export type ToastContent = {
  title: string;
  description: string;
  variant: "default" | "destructive";
};

/** What a screen says when a failure has no text of its own ("Could not reset password"). */
export type FallbackToast = { title: string; description: string };

/**
 * The toast for a failed request, by the server's machine code (a title and a try-again
 * description, translated). Anything without its own text reads as the screen's fallback, else as
 * a generic "Something went wrong".
 */
export function apiErrorToastContent(error: unknown, t: TFunction, fallback?: FallbackToast): ToastContent {
  const destructive = (title: string, description: string): ToastContent => ({
    title,
    description,
    variant: "destructive",
  });
  const generic = () =>
    fallback
      ? destructive(fallback.title, fallback.description)
      : destructive(t("common.genericError.title"), t("common.genericError.description"));
  if (!isApiError(error)) return generic();

  switch (error.code) {
    case "INVALID_CREDENTIALS":
      return destructive(
        t("auth.login.invalidCredentials.title"),
        t("auth.login.invalidCredentials.description"),
      );
    case "INVALID_LOGIN_TYPE": {
      const description = error.role
        ? t("auth.invalidLoginType.description", { role: t(`auth.roles.${error.role}`) })
        : t("common.genericError.description");
      return destructive(t("auth.invalidLoginType.title"), description);
    }
    case "RATE_LIMITED":
      return destructive(
        t("validation.request.rateLimited.title"),
        rateLimitedDescription(error.retryAfterSeconds, t),
      );
    case "TOO_MANY_HEAVY_REQUESTS":
      return destructive(
        t("validation.request.heavyRequestsBusy.title"),
        t("validation.request.heavyRequestsBusy.description"),
      );
    case "QUERY_TOO_HEAVY":
      return destructive(
        t("validation.request.queryTooHeavy.title"),
        t("validation.request.queryTooHeavy.description"),
      );
    case "NETWORK_ERROR":
      return destructive(t("validation.request.network.title"), t("validation.request.network.description"));
    case "VALIDATION_ERROR":
      return destructive(t("validation.request.invalid.title"), t("validation.request.invalid.description"));
    case "UNAUTHENTICATED":
      return destructive(
        t("validation.request.sessionExpired.title"),
        t("validation.request.sessionExpired.description"),
      );
    case "SERVICE_UNAVAILABLE":
      return destructive(
        t("validation.request.unavailable.title"),
        t("validation.request.unavailable.description"),
      );
    case "OWNER_REQUIRED":
      // Any admin screen may meet it (settings, the team): its text is with the request toasts.
      return destructive(
        t("validation.request.ownerRequired.title"),
        t("validation.request.ownerRequired.description"),
      );
    case "GIFT_CARD_BALANCE_TOO_LOW":
    case "GIFT_CARD_BALANCE_TOO_HIGH":
    case "GIFT_CARD_RETIRED":
    case "GIFT_CARD_CURRENCY_LOCKED":
      // Needs the `giftCards` text section: only the admin's gift card screens meet these codes.
      return destructive(
        t(`giftCards.errors.${error.code}.title`),
        t(`giftCards.errors.${error.code}.description`),
      );
    case "COMMUNICATION_READ_ONLY":
    case "COMMUNICATION_SCHEDULED":
    case "COMMUNICATION_STATUS_CHANGE":
    case "COMMUNICATION_INCOMPLETE":
    case "COMMUNICATION_ACTIVE":
      // Needs the `communications` text section: only the communications screens meet these codes.
      return destructive(
        t(`communications.errors.${error.code}.title`),
        t(`communications.errors.${error.code}.description`),
      );
    default:
      if (isTeamErrorCode(error.code)) {
        // Needs the `administrators` text section: the team and invitation screens load it.
        return destructive(
          t(`administrators.errors.${error.code}.title`),
          t(`administrators.errors.${error.code}.description`),
        );
      }
      if (isLoyaltyErrorCode(error.code)) {
        // Needs the `loyaltyErrors` text section: every screen that makes loyalty calls loads it.
        const description = t(`loyaltyErrors.${error.code}.description`);
        const wait = error.code.startsWith("FRAUD_") ? scanWaitText(error.retryAfterSeconds, t) : undefined;
        return destructive(
          t(`loyaltyErrors.${error.code}.title`),
          wait ? `${description} ${wait}` : description,
        );
      }
      return generic();
  }
}

const LOYALTY_ERROR_CODES = [
  "STAMPS_BELOW_ZERO",
  "REWARD_NOT_AVAILABLE",
  "CARD_INSTANCE_EXISTS",
  "LOWERING_NEEDS_CONFIRMATION",
  "QR_EXPIRED",
  "QR_ALREADY_USED",
  "QR_NOT_RECOGNIZED",
  "OFFER_ENDED",
  "FRAUD_COOLDOWN",
  "FRAUD_HOURLY_CAP",
  "LOYALTY_PROGRAM_EXISTS",
  "LOYALTY_PROGRAM_REQUIRED",
  "LOYALTY_LEVEL_POINTS_TAKEN",
  "LOYALTY_LEVEL_NAME_TAKEN",
  "POINTS_INSUFFICIENT",
  "POINTS_PROGRAM_INACTIVE",
  "POINTS_NOTHING_EARNED",
  "POINTS_REWARD_INACTIVE",
  "POINTS_BALANCE_TOO_HIGH",
  "NOT_FOUND",
] as const;
type LoyaltyErrorCode = (typeof LOYALTY_ERROR_CODES)[number];

function isLoyaltyErrorCode(code: string): code is LoyaltyErrorCode {
  return (LOYALTY_ERROR_CODES as readonly string[]).includes(code);
}

/** Codes only the team's screens meet: the Administrators page and the invitation page. */
const TEAM_ERROR_CODES = [
  "LAST_OWNER",
  "ADMIN_ALREADY_EXISTS",
  "INVITATION_EMAIL_MISMATCH",
  "INVITATION_CANCELLED",
] as const;
type TeamErrorCode = (typeof TEAM_ERROR_CODES)[number];

function isTeamErrorCode(code: string): code is TeamErrorCode {
  return (TEAM_ERROR_CODES as readonly string[]).includes(code);
}

/** When a blocked scan may be tried again: seconds under two minutes, else whole minutes. */
function scanWaitText(retryAfterSeconds: number | undefined, t: TFunction): string | undefined {
  if (!retryAfterSeconds || retryAfterSeconds <= 0) return undefined;
  if (retryAfterSeconds < 120) return t("loyaltyErrors.scanWait.seconds", { count: retryAfterSeconds });
  return t("loyaltyErrors.scanWait.minutes", { count: Math.ceil(retryAfterSeconds / 60) });
}

/** Under two minutes the wait is told in seconds, above in whole minutes rounded up. */
function rateLimitedDescription(retryAfterSeconds: number | undefined, t: TFunction): string {
  if (!retryAfterSeconds || retryAfterSeconds <= 0) return t("validation.request.rateLimited.description");
  if (retryAfterSeconds < 120) {
    return t("validation.request.rateLimited.waitSeconds", { count: retryAfterSeconds });
  }
  return t("validation.request.rateLimited.waitMinutes", { count: Math.ceil(retryAfterSeconds / 60) });
}
