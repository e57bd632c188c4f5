import { toast } from "@stampwise/ui";
import type { TFunction } from "i18next";
import { apiErrorToastContent, type FallbackToast } from "./api-error-toast";

/** Shows the translated toast for a failed request (see `apiErrorToastContent`). */
export function toastForApiError(error: unknown, t: TFunction, fallback?: FallbackToast): void {
  toast(apiErrorToastContent(error, t, fallback));
}
