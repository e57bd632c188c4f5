import type { TFunction } from "@stampwise/i18n";
import { type FallbackToast, isApiError, toastForApiError } from "@stampwise/web";

/**
 * The toast for a failed dashboard call. NOT_FOUND from these calls means the route or the
 * organization is not there, never a removed card, so it reads as the screen's own failure text
 * rather than the loyalty "Not found" toast; connection, session and rate-limit problems keep
 * their own words.
 */
export function toastRequestFailure(error: unknown, t: TFunction, fallback: FallbackToast): void {
  toastForApiError(
    isApiError(error) && error.code === "NOT_FOUND" ? new Error(error.message) : error,
    t,
    fallback,
  );
}
