import type { CommunicationListItem } from "@stampwise/contract";
import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import { Button, EmptyState, ListLoading, LoadFailedCard } from "@stampwise/ui";
import { ChevronLeft, ChevronRight, Megaphone, Plus } from "lucide-react";
import { useState } from "react";
import { usePageTitle } from "../../../shared/page-title";
import { useCommunications } from "../api/communications";
import {
  type CommunicationSortColumn,
  type CommunicationsView,
  DEFAULT_VIEW,
  viewCommunications,
} from "../list-view";
import { CommunicationsFilters } from "./communications-filters";
import { CommunicationsTable } from "./communications-table";
import { CreateCommunicationDialog } from "./create-communication-dialog";
import { RemoveCommunicationDialog } from "./remove-communication-dialog";

/** /admin/communications: the list, filtered, sorted and paged, and "New communication". */
export function CommunicationsPage() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  usePageTitle(t("communications.page.title"));
  const communications = useCommunications();
  const [view, setView] = useState<CommunicationsView>(DEFAULT_VIEW);
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<CommunicationListItem | null>(null);
  const change = (changes: Partial<CommunicationsView>) => setView((current) => ({ ...current, ...changes }));
  const sortBy = (column: CommunicationSortColumn) =>
    change({
      sort: column,
      // A new column starts with what a person looks for first: A→Z, the latest dates.
      descending: view.sort === column ? !view.descending : column !== "title",
      page: 1,
    });
  const addButton = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      {t("communications.add")}
    </Button>
  );

  const shown = communications.data ? viewCommunications(communications.data, view) : null;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t("communications.page.title")}</h1>
          <p className="text-muted-foreground">{t("communications.page.description")}</p>
        </div>
        {communications.data && communications.data.length > 0 && addButton}
      </div>

      {communications.isError ? (
        <LoadFailedCard
          title={t("communications.loadFailed.title")}
          description={t("communications.loadFailed.description")}
          retryLabel={t("communications.loadFailed.retry")}
          retrying={communications.isFetching}
          onRetry={() => void communications.refetch()}
        />
      ) : !communications.data || !shown ? (
        <ListLoading label={t("common.loading")} rows={4} />
      ) : communications.data.length === 0 ? (
        <EmptyState
          icon={<Megaphone />}
          title={t("communications.empty.title")}
          description={t("communications.empty.description")}
          action={addButton}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <CommunicationsFilters view={view} onChange={change} />
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t("communications.list.shown", {
                count: shown.total,
              })}
            </p>
          </div>
          {shown.total === 0 ? (
            <EmptyState
              icon={<Megaphone />}
              title={t("communications.list.noMatchTitle")}
              description={t("communications.list.noMatchDescription")}
              action={
                <Button variant="outline" onClick={() => change({ status: null, medium: null, page: 1 })}>
                  {t("communications.list.clearFilters")}
                </Button>
              }
            />
          ) : (
            <div className="rounded-md border">
              <CommunicationsTable rows={shown.rows} view={view} onSort={sortBy} onRemove={setRemoving} />
            </div>
          )}
          {shown.pages > 1 && (
            <nav aria-label={t("ui.pagination.label")} className="flex items-center justify-end gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={shown.page <= 1}
                onClick={() => change({ page: shown.page - 1 })}
                aria-label={t("ui.pagination.previousPage")}
              >
                <ChevronLeft aria-hidden />
                {t("ui.pagination.previous")}
              </Button>
              <span className="text-sm tabular-nums">
                {formatNumber(shown.page, language)} / {formatNumber(shown.pages, language)}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={shown.page >= shown.pages}
                onClick={() => change({ page: shown.page + 1 })}
                aria-label={t("ui.pagination.nextPage")}
              >
                {t("ui.pagination.next")}
                <ChevronRight aria-hidden />
              </Button>
            </nav>
          )}
        </div>
      )}

      <CreateCommunicationDialog open={creating} onClose={() => setCreating(false)} />
      <RemoveCommunicationDialog communication={removing} onClose={() => setRemoving(null)} />
    </div>
  );
}
