import { useTranslation } from "@stampwise/i18n";
import { LoadFailedCard, LoadingRegion, Skeleton } from "@stampwise/ui";

/** The profile's shape while it loads: header, six totals, two cards. */
export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t("users.profile.loading")} className="flex flex-col gap-6">
      <div className="flex items-start gap-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-4 w-40" />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {["a", "b", "c", "d", "e", "f"].map((key) => (
          <Skeleton key={key} className="h-20" />
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </LoadingRegion>
  );
}

export function ProfileLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadFailedCard
      title={t("users.profile.loadFailed.title")}
      description={t("users.profile.loadFailed.description")}
      retryLabel={t("users.profile.loadFailed.retry")}
      onRetry={onRetry}
      retrying={retrying}
      headingLevel={1}
    />
  );
}
