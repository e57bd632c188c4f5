import type { TFunction } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { isApiError } from "../api/api-error";
import { apiErrorToastContent, type FallbackToast } from "./api-error-toast";

/** Shows the translated toast for a failed request (see `apiErrorToastContent`). */
export function toastForApiError(error: unknown, t: TFunction, fallback?: FallbackToast): void {
  toast(apiErrorToastContent(error, t, fallback));
}

/**
 * A form's save the server refused: when its field messages went under the fields (a
 * VALIDATION_ERROR), the toast names the save that failed and says the form needs fixing;
 * anything else is told as the API's error, with `failed` as the fallback.
 */
export function toastSaveFailed(error: unknown, t: TFunction, failed: FallbackToast): void {
  if (isApiError(error) && error.code === "VALIDATION_ERROR") {
    toast({ variant: "destructive", ...failed, description: t("validation.request.invalid.description") });
  } else {
    toastForApiError(error, t, failed);
  }
}
