import type { CustomerSummary } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@stampwise/ui";
import type { ReactTable } from "@tanstack/react-table";
import { Columns3 } from "lucide-react";
import { canHideUserColumn, HIDEABLE_USER_COLUMNS } from "../column-visibility-storage";
import type { UsersTableFeatures } from "./users-table-features";

/** Column toggle: a checkbox per column; the choice is remembered in this browser. */
export function ColumnToggle({ table }: { table: ReactTable<UsersTableFeatures, CustomerSummary> }) {
  const { t } = useTranslation();
  const visibility = table.state.columnVisibility;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 aria-hidden />
          {t("users.table.columnToggle.button")}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuLabel>{t("users.table.columnToggle.label")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {HIDEABLE_USER_COLUMNS.map((id) => {
          const column = table.getColumn(id);
          if (!column) return null;
          const visible = column.getIsVisible();
          return (
            <DropdownMenuCheckboxItem
              key={id}
              checked={visible}
              // The last visible column stays, so the table never turns into empty rows.
              disabled={visible && !canHideUserColumn(id, visibility)}
              onCheckedChange={(checked) => column.toggleVisibility(checked === true)}
              // Keep the menu open: people usually change more than one column at a time.
              onSelect={(event) => event.preventDefault()}
            >
              {t(`users.table.columns.${id}`)}
            </DropdownMenuCheckboxItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
