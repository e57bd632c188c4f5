import { useTranslation } from "@stampwise/i18n";
import { LoadFailedCard, LoadingRegion, Skeleton } from "@stampwise/ui";

export function TeamLoading() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t("common.loading")} className="flex flex-col gap-3 rounded-md border p-4">
      {Array.from({ length: 3 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <div key={index} className="flex items-center gap-4">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-40 max-w-full" />
            <Skeleton className="h-3 w-56 max-w-full" />
          </div>
          <Skeleton className="h-5 w-20 shrink-0" />
          <Skeleton className="size-8 shrink-0" />
        </div>
      ))}
    </LoadingRegion>
  );
}

/** The team could not be read: say so, with a way to ask again. */
export function TeamFetchFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadFailedCard
      title={t("administrators.loadFailed.title")}
      description={t("administrators.loadFailed.description")}
      retryLabel={t("administrators.loadFailed.retry")}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
