import { useTranslation } from "@stampwise/i18n";
import { EmptyState, LoadFailedCard, LoadingRegion, Skeleton } from "@stampwise/ui";
import { CalendarX, ChartNoAxesColumn } from "lucide-react";

/** The figures' shape while the first answer loads: a row of tabs, then a grid of figure cards. */
export function InsightsSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t("insights.page.loading")} className="flex flex-col gap-4">
      <Skeleton className="h-9 w-full max-w-md" />
      <Skeleton className="h-4 w-72 max-w-full" />
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <Skeleton key={index} className="h-28" />
        ))}
      </div>
    </LoadingRegion>
  );
}

/** The insights could not be fetched: what failed and a retry (the toast said it too). */
export function InsightsLoadFailed({
  description,
  onRetry,
  retrying,
}: {
  description: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <LoadFailedCard
      title={t("insights.loadFailed.title")}
      description={description}
      retryLabel={t("insights.loadFailed.retry")}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** "No Data Available" for an organization or date range without data, for a whole section. */
export function NoDataAvailable({ range }: { range: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<ChartNoAxesColumn />}
      titleLevel={3}
      title={t("insights.noData.title")}
      description={t("insights.noData.description", { range })}
      data-no-data=""
    />
  );
}

/** The same for one chart or table inside a section's card. */
export function NoDataInCard() {
  const { t } = useTranslation();
  return (
    <div
      className="flex min-h-32 flex-col items-center justify-center gap-2 rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground"
      data-no-data=""
    >
      <ChartNoAxesColumn aria-hidden className="size-5" />
      <p className="font-medium">{t("insights.noData.title")}</p>
    </div>
  );
}

/** An address with a range the server would refuse: nothing is asked until the dates are fixed. */
export function InvalidRange() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<CalendarX />}
      title={t("insights.range.invalid.title")}
      description={t("insights.range.invalid.description")}
    />
  );
}
