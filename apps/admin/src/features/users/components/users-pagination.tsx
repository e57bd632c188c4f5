import { type CustomerSummary, USERS_PAGE_SIZES } from "@stampwise/contract";
import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import { Button, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@stampwise/ui";
import type { ReactTable } from "@tanstack/react-table";
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { useId } from "react";
import type { UsersTableFeatures } from "./users-table-features";

/**
 * Server-side pages: the total, the page size (the contract's sizes), where we are, and first /
 * previous / next / last. The buttons go through the table, which writes the address.
 */
export function UsersPagination({ table }: { table: ReactTable<UsersTableFeatures, CustomerSummary> }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const sizeLabelId = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  const total = table.getRowCount();
  const pages = Math.max(1, table.getPageCount());

  const navigation = [
    { key: "first", icon: ChevronsLeft, onClick: table.firstPage, enabled: table.getCanPreviousPage() },
    { key: "previous", icon: ChevronLeft, onClick: table.previousPage, enabled: table.getCanPreviousPage() },
    { key: "next", icon: ChevronRight, onClick: table.nextPage, enabled: table.getCanNextPage() },
    { key: "last", icon: ChevronsRight, onClick: table.lastPage, enabled: table.getCanNextPage() },
  ] as const;

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {t("users.table.pagination.total", { count: total, formattedCount: formatNumber(total, language) })}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex items-center gap-2">
          <span id={sizeLabelId} className="font-medium">
            {t("users.table.pagination.rowsPerPage")}
          </span>
          <Select value={String(pageSize)} onValueChange={(value) => table.setPageSize(Number(value))}>
            <SelectTrigger size="sm" aria-labelledby={sizeLabelId} className="w-20">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {USERS_PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <p className="font-medium tabular-nums">
          {t("users.table.pagination.pageOf", {
            page: formatNumber(pageIndex + 1, language),
            pages: formatNumber(pages, language),
          })}
        </p>
        <nav aria-label={t("ui.pagination.label")} className="flex items-center gap-1">
          {navigation.map(({ key, icon: Icon, onClick, enabled }) => (
            <Button
              key={key}
              variant="outline"
              size="icon"
              className="size-8"
              aria-label={t(`users.table.pagination.${key}`)}
              disabled={!enabled}
              onClick={() => onClick()}
            >
              <Icon aria-hidden />
            </Button>
          ))}
        </nav>
      </div>
    </div>
  );
}
