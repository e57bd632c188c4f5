import type { Communication, DeliveryRecord } from "@stampwise/contract";
import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  ListLoading,
  LoadFailedCard,
} from "@stampwise/ui";
import { Download, Inbox, SearchX } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { DELIVERIES_PAGE_SIZE, type DeliveryFilter, useDeliveriesPage } from "../api/search-deliveries";
import { useDeliveriesExport } from "../use-deliveries-export";
import { DeliveriesPager } from "./deliveries-pager";
import { DeliveriesTable } from "./deliveries-table";
import { DeliveryFilters } from "./delivery-filters";
import { FailureDialog } from "./failure-dialog";

const NO_FILTER: DeliveryFilter = { status: null, medium: null };

/** The delivery details table, filtered by status and channel, a page at a time; CSV export. */
export function DeliveryDetails({ communication, live }: { communication: Communication; live: boolean }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const titleId = useId();
  const [filter, setFilter] = useState<DeliveryFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<DeliveryRecord | null>(null);
  const query = useDeliveriesPage(communication.id, filter, page, live);
  const { exportDeliveries, exporting } = useDeliveriesExport(communication);
  const answer = query.data;
  const filtered = filter.status !== null || filter.medium !== null;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / DELIVERIES_PAGE_SIZE)) : 1;

  const changeFilter = (changes: Partial<DeliveryFilter>) => {
    setFilter((current) => ({ ...current, ...changes }));
    setPage(1);
  };

  // Past the last page (a filter that matches fewer now): go to the last page there is.
  useEffect(() => {
    if (answer && !query.isPlaceholderData && page > pages) setPage(pages);
  }, [answer, query.isPlaceholderData, page, pages]);

  let body: ReactNode;
  if (query.isError && !answer) {
    body = (
      <LoadFailedCard
        title={t("communicationStatistics.loadFailed.deliveries.title")}
        description={t("communicationStatistics.loadFailed.deliveries.description")}
        retryLabel={t("communicationStatistics.loadFailed.retry")}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!answer) {
    body = <ListLoading label={t("communicationStatistics.details.loading")} rows={5} />;
  } else if (answer.total === 0 && !filtered) {
    body = (
      <EmptyState
        icon={<Inbox />}
        titleLevel={3}
        title={t("communicationStatistics.details.empty.title")}
        description={t("communicationStatistics.details.empty.description")}
      />
    );
  } else if (answer.total === 0) {
    body = (
      <EmptyState
        icon={<SearchX />}
        titleLevel={3}
        title={t("communicationStatistics.details.noMatch.title")}
        description={t("communicationStatistics.details.noMatch.description")}
        action={
          <Button variant="outline" onClick={() => changeFilter(NO_FILTER)}>
            {t("communicationStatistics.details.noMatch.clear")}
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <DeliveriesTable
          deliveries={answer.items}
          refreshing={query.isPlaceholderData}
          onShowFailure={setFailure}
        />
        {pages > 1 && <DeliveriesPager page={page} pages={pages} onPage={setPage} />}
      </>
    );
  }

  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby={titleId}>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild>
          <h2 id={titleId}>{t("communicationStatistics.details.title")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex min-w-0 flex-col gap-4 px-4 sm:px-6">
        {/* Filters and export wait for a first delivery. */}
        {(filtered || (answer && answer.total > 0)) && (
          <div className="flex flex-wrap items-end justify-between gap-4">
            <DeliveryFilters filter={filter} onChange={changeFilter} />
            <div className="flex flex-wrap items-center gap-3">
              {answer && (
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {t("communicationStatistics.details.shown", {
                    count: answer.total,
                    formattedCount: formatNumber(answer.total, language),
                  })}
                </p>
              )}
              <Button
                variant="outline"
                disabled={exporting || !answer || answer.total === 0}
                onClick={() => void exportDeliveries(filter)}
              >
                <Download aria-hidden />
                {exporting
                  ? t("communicationStatistics.export.pending")
                  : t("communicationStatistics.export.button")}
              </Button>
            </div>
          </div>
        )}
        {body}
      </CardContent>
      <FailureDialog delivery={failure} onClose={() => setFailure(null)} />
    </Card>
  );
}
