import { useTranslation } from "@stampwise/i18n";
import { Button, EmptyState, LoadingRegion, Skeleton } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { SearchX } from "lucide-react";
import { paths } from "../../../../shared/paths";

/** The page's shape while it loads: the heading, five totals, the chart and the channels. */
export function StatisticsSkeleton({ withoutHeader = false }: { withoutHeader?: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t("communicationStatistics.page.loading")} className="flex flex-col gap-6">
      {!withoutHeader && (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-64 max-w-full" />
          <Skeleton className="h-4 w-80 max-w-full" />
        </div>
      )}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {["total", "pending", "sent", "failed", "rate"].map((key) => (
          <Skeleton key={key} className="h-24" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
    </LoadingRegion>
  );
}

/** Another organization's communication, a deleted one, or an address that is no id. */
export function CommunicationNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="sr-only">{t("communicationStatistics.page.title")}</h1>
      <EmptyState
        icon={<SearchX />}
        title={t("communicationStatistics.notFound.title")}
        description={t("communicationStatistics.notFound.description")}
        action={
          <Button asChild>
            <Link to={paths.admin.communications}>{t("communicationStatistics.notFound.back")}</Link>
          </Button>
        }
      />
    </>
  );
}
