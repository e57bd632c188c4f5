import type { CustomerSummary } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Checkbox } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import type { CellContext, HeaderContext } from "@tanstack/react-table";
import { paths } from "../../../shared/paths";
import { useOrganizationTime } from "../../../shared/time/organization-time";
import { fullName } from "../full-name";
import { SortableHeader } from "./sortable-header";
import { UserRowActions } from "./user-row-actions";
import { type UsersTableFeatures, userColumnHelper } from "./users-table-features";

type Header = HeaderContext<UsersTableFeatures, CustomerSummary, unknown>;
type Cell<Value> = CellContext<UsersTableFeatures, CustomerSummary, Value>;

/** Users table: the five columns, a selection box and the row actions. */
export const userColumns = userColumnHelper.columns([
  userColumnHelper.display({
    id: "select",
    header: SelectPageHeader,
    cell: SelectRowCell,
    enableSorting: false,
    enableHiding: false,
  }),
  userColumnHelper.accessor("firstName", { header: SortableHeader, cell: NameCell }),
  userColumnHelper.accessor("lastName", { header: SortableHeader, cell: NameCell }),
  userColumnHelper.accessor("email", { header: SortableHeader, cell: EmailCell }),
  userColumnHelper.accessor("phoneNumber", { header: SortableHeader, cell: PhoneCell }),
  // Newest first is what a person wants from "member since" on the first click.
  userColumnHelper.accessor("memberSince", {
    header: SortableHeader,
    cell: MemberSinceCell,
    sortDescFirst: true,
  }),
  userColumnHelper.display({
    id: "actions",
    header: ActionsHeader,
    cell: ActionsCell,
    enableSorting: false,
    enableHiding: false,
  }),
]);

/** The header box selects the rows on this page (not every page of the table). */
function SelectPageHeader({ table }: Header) {
  const { t } = useTranslation();
  const all = table.getIsAllPageRowsSelected();
  const some = table.getIsSomePageRowsSelected();
  return (
    <Checkbox
      aria-label={t("users.table.selection.page")}
      checked={all ? true : some ? "indeterminate" : false}
      disabled={table.getRowModel().rows.length === 0}
      onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
    />
  );
}

function SelectRowCell({ row }: Cell<unknown>) {
  const { t } = useTranslation();
  return (
    <Checkbox
      aria-label={t("users.table.selection.row", { name: fullName(row.original) || row.original.email })}
      checked={row.getIsSelected()}
      onCheckedChange={(checked) => row.toggleSelected(checked === true)}
    />
  );
}

/** Names link to the profile: the keyboard's way in (a mouse may click anywhere on the row). */
function NameCell({ row, getValue }: Cell<string>) {
  return (
    <Link
      to={paths.admin.user(row.original.id)}
      className="rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {getValue()}
    </Link>
  );
}

function EmailCell({ getValue }: Cell<string>) {
  return <span className="block max-w-72 truncate">{getValue()}</span>;
}

function PhoneCell({ getValue }: Cell<string | null>) {
  const { t } = useTranslation();
  const phone = getValue();
  if (phone) return <span className="tabular-nums">{phone}</span>;
  return (
    <>
      <span aria-hidden className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">{t("users.table.noPhone")}</span>
    </>
  );
}

function MemberSinceCell({ getValue }: Cell<string | null>) {
  const time = useOrganizationTime();
  const memberSince = getValue();
  if (!memberSince) return <span className="text-muted-foreground">—</span>;
  return <time dateTime={memberSince}>{time.date(memberSince)}</time>;
}

function ActionsHeader() {
  const { t } = useTranslation();
  return <span className="sr-only">{t("users.table.columns.actions")}</span>;
}

function ActionsCell({ row }: Cell<unknown>) {
  return <UserRowActions user={row.original} />;
}
