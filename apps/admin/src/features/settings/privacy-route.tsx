import { ACCOUNT_DELETION_GRACE_DAYS, type DataRequestLogEntry } from "@stampwise/contract";
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
 * /admin/settings/privacy: the owners' log of privacy requests: copies of their data sent to
 * customers who asked in person (who for, who sent it, when, whether it was downloaded), and
 * deletions of customers' accounts (asked here or by the customer; waiting, cancelled or done, and
 * then only the anonymous id their history carries). Admins see that the log is for owners.
 */
export function Component() {
  const { t } = useTranslation();
  const isOwner = useIsOwner();
  const query = useDataRequests(isOwner);
  return (
    <SettingsPage
      title={t(`${texts}.title`)}
      description={t(`${texts}.description`, { days: ACCOUNT_DELETION_GRACE_DAYS })}
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
    : entry.kind === "erasure" && entry.status === "erased"
      ? t(`${texts}.erasedCustomer`)
      : t(`${texts}.formerCustomer`);
  const title =
    entry.kind === "export"
      ? t(`${texts}.export`, { customer: customerName })
      : t(`${texts}.erasure`, { customer: customerName });
  const asker = entry.requestedBy
    ? `${entry.requestedBy.firstName} ${entry.requestedBy.lastName}`.trim()
    : "";
  const date = time.dateTime(entry.requestedAt);
  const asked =
    entry.kind === "export"
      ? asker
        ? t(`${texts}.askedBy`, { name: asker, date })
        : t(`${texts}.askedByUnknown`, { date })
      : asker
        ? t(`${texts}.erasureAskedBy`, { name: asker, date })
        : t(`${texts}.erasureAskedByCustomer`, { date });
  const outcome =
    entry.kind !== "erasure"
      ? undefined
      : entry.erasedAt
        ? t(`${texts}.erasedAt`, { date: time.dateTime(entry.erasedAt) })
        : entry.cancelledAt
          ? t(`${texts}.cancelledAt`, { date: time.dateTime(entry.cancelledAt) })
          : entry.dueAt
            ? t(`${texts}.dueAt`, { date: time.dateTime(entry.dueAt) })
            : undefined;
  return (
    <li className="grid gap-1 p-3" data-request-kind={entry.kind}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words">
          {customer ? (
            <Link to={paths.admin.user(customer.userId)} className="underline-offset-4 hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </span>
        <Badge variant={entry.status === "failed" ? "destructive" : "outline"}>
          {t(`${texts}.statuses.${entry.status}`, { days: ACCOUNT_DELETION_GRACE_DAYS })}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">{asked}</p>
      {outcome && <p className="text-sm text-muted-foreground">{outcome}</p>}
      {entry.anonymousId && (
        <p className="text-sm break-all text-muted-foreground">
          {t(`${texts}.anonymousId`, { id: entry.anonymousId })}
        </p>
      )}
    </li>
  );
}
