import type { CustomerSummary } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import type { ReactTable } from "@tanstack/react-table";
import { Download, X } from "lucide-react";
import { useUsersExport } from "../use-users-export";
import { ColumnToggle } from "./column-toggle";
import { UsersFilterInput } from "./users-filter-input";
import type { UsersTableFeatures } from "./users-table-features";

/** Filter, selection count, export and the column toggle, above the table. */
export function UsersToolbar({
  table,
  q,
  onFilterChange,
  hasRows,
}: {
  table: ReactTable<UsersTableFeatures, CustomerSummary>;
  q: string;
  onFilterChange: (q: string) => void;
  hasRows: boolean;
}) {
  const { t } = useTranslation();
  const { exportCustomers, exporting } = useUsersExport();
  const selectedIds = table.getSelectedRowIds();
  const selected = selectedIds.length;

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <UsersFilterInput value={q} onChange={onFilterChange} />
      <div className="flex flex-wrap items-center gap-2">
        {selected > 0 && (
          <p className="flex items-center gap-1 text-sm text-muted-foreground" aria-live="polite">
            {t("users.table.selection.count", { count: selected })}
            <Button
              variant="ghost"
              size="icon"
              className="size-7"
              aria-label={t("users.table.selection.clear")}
              onClick={() => table.resetRowSelection(true)}
            >
              <X aria-hidden />
            </Button>
          </p>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={exporting || (!hasRows && selected === 0)}
          onClick={() => exportCustomers({ ids: selectedIds, q })}
        >
          <Download aria-hidden />
          {exporting
            ? t("users.table.export.exporting")
            : selected > 0
              ? t("users.table.export.selected", { count: selected })
              : t("users.table.export.all")}
        </Button>
        <ColumnToggle table={table} />
      </div>
    </div>
  );
}
