import type { TFunction } from "@stampwise/i18n";
import { apiErrorToastContent, isApiError, type ToastContent } from "@stampwise/web";

/**
 * The toast for a refused "Add organization": the account's limits said in their own words
 * (too many in an hour, with the wait; the most an account may own), anything else as the API's
 * error with the dialog's fallback.
 */
export function createOrganizationErrorToast(error: unknown, t: TFunction): ToastContent {
  const fallback = {
    title: t("shell.organizations.createFailed.title"),
    description: t("shell.organizations.createFailed.description"),
  };
  if (isApiError(error) && error.code === "ORGANIZATION_LIMIT_REACHED") {
    return {
      title: t("shell.organizations.limitReached.title"),
      description: t("shell.organizations.limitReached.description"),
      variant: "destructive",
    };
  }
  const content = apiErrorToastContent(error, t, fallback);
  if (isApiError(error) && error.code === "RATE_LIMITED") {
    // The shared text says how long to wait; the title says what was too much.
    return { ...content, title: t("shell.organizations.createTooOften.title") };
  }
  return content;
}
