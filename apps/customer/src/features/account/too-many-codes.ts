import type { TFunction } from "@stampwise/i18n";
import { isApiError } from "@stampwise/web";

/**
 * What to say when the server sent no code because too many were asked for (429: the account's,
 * the number's, the shop's or everybody's hourly limit), with the wait it gave in whole minutes;
 * undefined for any other failure.
 */
export function tooManyCodesText(error: unknown, t: TFunction): string | undefined {
  if (!isApiError(error) || error.code !== "RATE_LIMITED") return undefined;
  const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
  return t("customerAccount.account.phone.tooManyCodes", { count: minutes });
}
