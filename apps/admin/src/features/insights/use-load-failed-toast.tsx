import { useTranslation } from "@stampwise/i18n";
import { ToastAction, toast } from "@stampwise/ui";
import { apiErrorToastContent, isApiError } from "@stampwise/web";
import { useEffect } from "react";

/** Codes whose own toast says more than "could not load" (wait, reconnect, sign in again). */
const OWN_TOAST_CODES = new Set([
  "RATE_LIMITED",
  "TOO_MANY_HEAVY_REQUESTS",
  "QUERY_TOO_HEAVY",
  "NETWORK_ERROR",
  "UNAUTHENTICATED",
  "SERVICE_UNAVAILABLE",
]);

/** A 400 whose issues name the range's fields: shown at the fields as well. */
export function isRangeRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.code === "VALIDATION_ERROR" &&
    error.issues.some((issue) => issue.path === "from" || issue.path === "to")
  );
}

/**
 * When the insights could not be fetched: once per failure (after react-query's own retries), a toast with
 * a title, a try-again description and a Try again button.
 */
export function useLoadFailedToast(
  query: { isError: boolean; error: unknown; errorUpdatedAt: number },
  retry: () => void,
) {
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per failure, told by its time.
  useEffect(() => {
    if (!query.isError) return;
    const error = query.error;
    const fallback = {
      title: t("insights.loadFailed.title"),
      description: isRangeRefusal(error)
        ? t("insights.loadFailed.rangeRefused")
        : isApiError(error) && error.code === "STATISTICS_FIGURE_TOO_LARGE"
          ? t("insights.loadFailed.figureTooLarge")
          : t("insights.loadFailed.description"),
    };
    const content =
      isApiError(error) && OWN_TOAST_CODES.has(error.code)
        ? apiErrorToastContent(error, t, fallback)
        : { ...fallback, variant: "destructive" as const };
    const retryLabel = t("insights.loadFailed.retry");
    toast({
      ...content,
      action: (
        <ToastAction altText={retryLabel} onClick={retry}>
          {retryLabel}
        </ToastAction>
      ),
    });
  }, [query.isError, query.errorUpdatedAt]);
}
