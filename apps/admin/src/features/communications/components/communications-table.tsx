import type { CommunicationListItem } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { ArrowDown, ArrowUp, ArrowUpDown, ChartColumn, Trash2 } from "lucide-react";
import { paths } from "../../../shared/paths";
import { useOrganizationTime } from "../../../shared/time/organization-time";
import type { CommunicationSortColumn, CommunicationsView } from "../list-view";
import { CommunicationFailureNote } from "./failure-note";
import { CommunicationStatusBadge } from "./status-badge";

/**
 * Title, target group (whom the rules select, by kind of condition), media, status, delivery type,
 * scheduled for, created; actions.
 */
export function CommunicationsTable({
  rows,
  view,
  onSort,
  onRemove,
}: {
  rows: readonly CommunicationListItem[];
  view: CommunicationsView;
  onSort: (column: CommunicationSortColumn) => void;
  onRemove: (communication: CommunicationListItem) => void;
}) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  const sortable = (column: CommunicationSortColumn, label: string, className?: string) => (
    <TableHead
      className={className}
      aria-sort={view.sort === column ? (view.descending ? "descending" : "ascending") : undefined}
    >
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2 h-8 px-2"
        onClick={() => onSort(column)}
        aria-label={t("communications.list.sortBy", { column: label })}
      >
        {label}
        {view.sort !== column ? (
          <ArrowUpDown aria-hidden className="text-muted-foreground" />
        ) : view.descending ? (
          <ArrowDown aria-hidden />
        ) : (
          <ArrowUp aria-hidden />
        )}
      </Button>
    </TableHead>
  );

  return (
    <Table>
      <TableCaption className="sr-only">{t("communications.list.caption")}</TableCaption>
      <TableHeader>
        <TableRow>
          {sortable("title", t("communications.list.title"))}
          <TableHead className="hidden lg:table-cell">{t("communications.list.targetGroup")}</TableHead>
          <TableHead className="hidden md:table-cell">{t("communications.list.media")}</TableHead>
          {sortable("status", t("communications.list.status"))}
          <TableHead className="hidden md:table-cell">{t("communications.list.deliveryType")}</TableHead>
          {sortable("scheduledFor", t("communications.list.scheduledFor"), "hidden sm:table-cell")}
          {sortable("createdAt", t("communications.list.createdAt"), "hidden xl:table-cell")}
          <TableHead className="text-right">
            <span className="sr-only">{t("communications.list.actions")}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="max-w-40 font-medium whitespace-normal break-words sm:max-w-64">
              <Link
                to={paths.admin.communication(row.id)}
                className="underline-offset-4 hover:underline"
                aria-label={t("communications.list.open", { title: row.title })}
              >
                {row.title}
              </Link>
            </TableCell>
            <TableCell className="hidden max-w-48 truncate lg:table-cell">
              {row.targetConditionKinds === null
                ? "—"
                : row.targetConditionKinds.length === 0
                  ? t("communications.editor.targeting.everyone")
                  : row.targetConditionKinds
                      .map((kind) => t(`communications.editor.targeting.kinds.${kind}`))
                      .join(", ")}
            </TableCell>
            <TableCell className="hidden md:table-cell">
              {row.media.length === 0
                ? t("communications.list.noChannels")
                : row.media.map((medium) => t(`communications.media.${medium}`)).join(", ")}
            </TableCell>
            <TableCell>
              <div className="flex max-w-64 flex-col items-start gap-1">
                <CommunicationStatusBadge status={row.status} />
                <CommunicationFailureNote failure={row.failure} withTime={false} />
              </div>
            </TableCell>
            <TableCell className="hidden md:table-cell">
              {t(`communications.deliveryType.${row.deliveryType}`)}
            </TableCell>
            <TableCell className="hidden tabular-nums sm:table-cell">
              {row.scheduledFor ? (
                time.dateTime(row.scheduledFor)
              ) : (
                <span className="text-muted-foreground">{t("communications.list.notScheduled")}</span>
              )}
            </TableCell>
            <TableCell className="hidden tabular-nums xl:table-cell">
              {time.dateTime(row.createdAt)}
            </TableCell>
            <TableCell>
              <div className="flex items-center justify-end gap-1">
                <Button variant="ghost" size="icon" asChild>
                  <Link
                    to={paths.admin.communicationStatistics(row.id)}
                    aria-label={t("communications.list.statistics", { title: row.title })}
                  >
                    <ChartColumn aria-hidden />
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => onRemove(row)}
                  disabled={row.status === "active"}
                  aria-label={t("communications.list.remove", { title: row.title })}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
