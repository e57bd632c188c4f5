import type { TFunction } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { apiErrorToastContent, type FallbackToast } from "./api-error-toast";

/** Shows the translated toast for a failed request (see `apiErrorToastContent`). */
export function toastForApiError(error: unknown, t: TFunction, fallback?: FallbackToast): void {
  toast(apiErrorToastContent(error, t, fallback));
}
