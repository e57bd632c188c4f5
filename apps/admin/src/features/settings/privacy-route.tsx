import type { DataRequestLogEntry } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Badge, Card, CardContent, LoadingRegion, Skeleton } from "@stampwise/ui";
import { Link } from "@stampwise/web/router";
import { useDataRequests } from "../../shared/api/data-requests";
import { paths } from "../../shared/paths";
import { useOrganizationTime } from "../../shared/time/organization-time";
import { useIsOwner } from "../../shared/use-is-owner";
import { SettingsPage } from "./components/settings-page";

const texts = "settings.privacy";

/**
 * /admin/settings/privacy: the owners' log of the copies of their data sent to customers who asked
 * in person (who for, who sent it, when, and whether it was downloaded). Admins see that the log
 * is for owners.
 */
export function Component() {
  const { t } = useTranslation();
  const isOwner = useIsOwner();
  const query = useDataRequests(isOwner);
  return (
    <SettingsPage
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`)}
      ownerOnlyNote={isOwner ? undefined : t("settings.ownerOnly")}
    >
      {isOwner && (
        <Card>
          <CardContent>
            {query.isError ? (
              <p role="alert" className="text-sm text-muted-foreground">
                {t(`${texts}.loadFailed`)}
              </p>
            ) : !query.data ? (
              <LoadingRegion label={t("common.loading")}>
                <Skeleton className="h-14 w-full" />
              </LoadingRegion>
            ) : query.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t(`${texts}.empty`)}</p>
            ) : (
              <ul aria-label={t(`${texts}.listLabel`)} className="divide-y rounded-lg border">
                {query.data.map((entry) => (
                  <RequestRow key={entry.id} entry={entry} />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      )}
    </SettingsPage>
  );
}

function RequestRow({ entry }: { entry: DataRequestLogEntry }) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  const customer = entry.customer;
  const customerName = customer
    ? `${customer.firstName} ${customer.lastName}`.trim() || customer.email
    : t(`${texts}.formerCustomer`);
  const asker = entry.requestedBy
    ? `${entry.requestedBy.firstName} ${entry.requestedBy.lastName}`.trim()
    : "";
  const date = time.dateTime(entry.requestedAt);
  return (
    <li className="grid gap-1 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words">
          {customer ? (
            <Link to={paths.admin.user(customer.userId)} className="underline-offset-4 hover:underline">
              {t(`${texts}.export`, { customer: customerName })}
            </Link>
          ) : (
            t(`${texts}.export`, { customer: customerName })
          )}
        </span>
        <Badge variant={entry.status === "failed" ? "destructive" : "outline"}>
          {t(`${texts}.statuses.${entry.status}`)}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {asker ? t(`${texts}.askedBy`, { name: asker, date }) : t(`${texts}.askedByUnknown`, { date })}
      </p>
    </li>
  );
}
