import { useTranslation } from "@stampwise/i18n";
import { LoadingRegion, Skeleton } from "@stampwise/ui";
import { LoadFailedState } from "../../../components/load-failed-state";

/** Message-shaped placeholders while the inbox loads. */
export function MessagesSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t("customerMessages.loading")} className="flex flex-col gap-3">
      {[0, 1, 2].map((placeholder) => (
        <Skeleton key={placeholder} className="h-20 w-full rounded-xl" />
      ))}
    </LoadingRegion>
  );
}

export function MessagesLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadFailedState
      title={t("customerMessages.loadFailed.title")}
      description={t("customerMessages.loadFailed.description")}
      retryLabel={t("customerMessages.loadFailed.retry")}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
