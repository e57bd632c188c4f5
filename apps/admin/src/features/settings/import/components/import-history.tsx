import type { CustomerImport } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Badge, Card, CardContent, CardHeader, CardTitle, LoadingRegion, Skeleton } from "@stampwise/ui";
import { useOrganizationTime } from "../../../../shared/time/organization-time";
import { useCustomerImports } from "../api/customer-imports";

/** The organization's earlier imports with their status and counts, newest first. */
export function ImportHistory() {
  const { t } = useTranslation();
  const texts = "settings.import.history";
  const query = useCustomerImports();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t(`${texts}.title`)}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <p role="alert" className="text-sm text-muted-foreground">
            {t(`${texts}.loadFailed`)}
          </p>
        ) : !query.data ? (
          <LoadingRegion label={t("common.loading")}>
            <Skeleton className="h-14 w-full" />
          </LoadingRegion>
        ) : query.data.imports.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t(`${texts}.empty`)}</p>
        ) : (
          <ul aria-label={t(`${texts}.title`)} className="divide-y rounded-lg border">
            {query.data.imports.map((entry) => (
              <ImportRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ImportRow({ entry }: { entry: CustomerImport }) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  const texts = "settings.import.history";
  const name = `${entry.startedBy.firstName} ${entry.startedBy.lastName}`.trim();
  return (
    <li className="grid gap-1 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">
          {t(`${texts}.startedBy`, { date: time.dateTime(entry.startedAt), name })}
        </span>
        <Badge
          variant={
            entry.status === "failed" ? "destructive" : entry.status === "running" ? "secondary" : "outline"
          }
        >
          {t(`${texts}.statuses.${entry.status}`)}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground tabular-nums">
        {t(`${texts}.counts`, {
          done: entry.doneRows,
          total: entry.totalRows,
          created: entry.createdPeople,
          updated: entry.updatedCustomers,
          skipped: entry.skippedRows,
        })}
      </p>
    </li>
  );
}
