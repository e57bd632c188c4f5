import type { CustomerSummary } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { cn, Skeleton, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@stampwise/ui";
import { useNavigate } from "@stampwise/web/router";
import type { ReactTable } from "@tanstack/react-table";
import type { MouseEvent } from "react";
import { paths } from "../../../shared/paths";
import type { UsersTableFeatures } from "./users-table-features";

const SKELETON_ROWS = 8;

/** A click on these inside a row does their own thing, not "open the profile". */
const INTERACTIVE = "a, button, input, label, [role='checkbox'], [role='menuitem']";

/**
 * The rows of one page. While the first page loads, skeleton rows hold the layout; while the next
 * page loads, the current rows stay, dimmed, and the table says it is busy.
 */
export function UsersDataTable({
  table,
  loading,
  refreshing,
}: {
  table: ReactTable<UsersTableFeatures, CustomerSummary>;
  loading: boolean;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columnCount = table.getVisibleLeafColumns().length;

  const openProfile = (event: MouseEvent<HTMLTableRowElement>, userId: string) => {
    if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
    // Selecting text in a cell (to copy an email, say) is not a click on the row.
    if (window.getSelection()?.toString()) return;
    navigate(paths.admin.user(userId));
  };

  return (
    <div className="rounded-md border">
      <Table aria-busy={loading || refreshing} className={cn(refreshing && "opacity-60 transition-opacity")}>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <TableHead
                    key={header.id}
                    aria-sort={
                      sorted === "asc"
                        ? "ascending"
                        : sorted === "desc"
                          ? "descending"
                          : header.column.getCanSort()
                            ? "none"
                            : undefined
                    }
                    className={cn(
                      "px-3",
                      header.column.id === "select" && "w-10",
                      header.column.id === "actions" && "w-12 text-right",
                    )}
                  >
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
                <TableRow key={index} className="hover:bg-transparent">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: as above.
                    <TableCell key={cell} className="px-3 py-3">
                      <Skeleton className={cell === 0 || cell === columnCount - 1 ? "size-4" : "h-4 w-24"} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : table.getRowModel().rows.map((row) => (
                <TableRow
                  key={row.id}
                  data-state={row.getIsSelected() ? "selected" : undefined}
                  className="cursor-pointer"
                  onClick={(event) => openProfile(event, row.original.id)}
                >
                  {row.getVisibleCells().map((cell) => (
                    <TableCell
                      key={cell.id}
                      className={cn("px-3", cell.column.id === "actions" && "py-1 text-right")}
                    >
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
      {loading && (
        <span className="sr-only" role="status">
          {t("users.table.loading")}
        </span>
      )}
    </div>
  );
}
