import type { CustomerSummary } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import type { HeaderContext } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { HideableUserColumn } from "../column-visibility-storage";
import type { UsersTableFeatures } from "./users-table-features";

/**
 * A header that sorts on the server when clicked. The arrow shows the order to the eye; the th
 * around it carries aria-sort, which screen readers announce with the column name.
 */
export function SortableHeader<Value>({ column }: HeaderContext<UsersTableFeatures, CustomerSummary, Value>) {
  const { t } = useTranslation();
  const label = t(`users.table.columns.${column.id as HideableUserColumn}`);
  const sorted = column.getIsSorted();
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3 data-[sorted=false]:text-foreground"
      data-sorted={Boolean(sorted)}
      onClick={column.getToggleSortingHandler()}
    >
      {label}
      <Icon aria-hidden className={sorted ? undefined : "text-muted-foreground"} />
    </Button>
  );
}
