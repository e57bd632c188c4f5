import type { FraudEvent } from "@stampwise/contract";
import { currentLanguage, formatNumber, useTranslation } from "@stampwise/i18n";
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  LoadingRegion,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@stampwise/ui";
import { ShieldCheck } from "lucide-react";
import { useOrganizationTime } from "../../../shared/time/organization-time";
import { useRecentBlockedScans } from "../api/get-fraud-events";
import { SectionLoadFailed } from "./section-load-failed";

/** The latest scans the caps refused: when, who, which rule, which card. */
export function BlockedScans() {
  const { t } = useTranslation();
  const query = useRecentBlockedScans();

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("settings.counterRules.blocked.title")}</h2>
        </CardTitle>
        <CardDescription>{t("settings.counterRules.blocked.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <SectionLoadFailed
            message={t("settings.counterRules.blocked.loadFailed")}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        ) : !query.data ? (
          <LoadingRegion label={t("common.loading")} className="flex flex-col gap-3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-10 w-full" />
            ))}
          </LoadingRegion>
        ) : query.data.length === 0 ? (
          <EmptyState
            icon={<ShieldCheck />}
            titleLevel={3}
            title={t("settings.counterRules.blocked.emptyTitle")}
            description={t("settings.counterRules.blocked.emptyDescription")}
          />
        ) : (
          <>
            {/* A table needs room: narrow screens get the same facts stacked per scan. */}
            <BlockedScansList events={query.data} />
            <BlockedScansTable events={query.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function BlockedScansTable({ events }: { events: readonly FraudEvent[] }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const time = useOrganizationTime();
  const columns = "settings.counterRules.blocked.columns";
  return (
    <div className="hidden rounded-lg border sm:block">
      <Table aria-label={t("settings.counterRules.blocked.label")}>
        <TableHeader>
          <TableRow>
            <TableHead>{t(`${columns}.when`)}</TableHead>
            <TableHead>{t(`${columns}.customer`)}</TableHead>
            <TableHead>{t(`${columns}.rule`)}</TableHead>
            <TableHead>{t(`${columns}.card`)}</TableHead>
            <TableHead className="text-right">{t(`${columns}.stamps`)}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id}>
              <TableCell className="text-muted-foreground tabular-nums">
                {time.dateTime(event.createdAt)}
              </TableCell>
              <TableCell className="max-w-56 whitespace-normal">
                <div className="font-medium break-words">{customerName(event)}</div>
                <div className="text-xs break-all text-muted-foreground">{event.customer.email}</div>
              </TableCell>
              <TableCell>
                <div className="flex flex-col gap-1">
                  <RuleBadge event={event} />
                  <span className="text-xs text-muted-foreground">
                    {t(`settings.counterRules.blocked.sources.${event.source}`)}
                  </span>
                </div>
              </TableCell>
              <TableCell className="max-w-48 whitespace-normal break-words">
                <CardName event={event} />
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatNumber(event.attemptedStamps, language)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function BlockedScansList({ events }: { events: readonly FraudEvent[] }) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  return (
    <ul
      aria-label={t("settings.counterRules.blocked.label")}
      className="flex flex-col divide-y rounded-lg border sm:hidden"
    >
      {events.map((event) => (
        <li key={event.id} className="flex flex-col gap-1 p-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <span className="min-w-0 font-medium break-words">{customerName(event)}</span>
            <RuleBadge event={event} />
          </div>
          <span className="truncate text-xs text-muted-foreground">{event.customer.email}</span>
          <span>
            <CardName event={event} />
            {" · "}
            {t("settings.counterRules.blocked.stampsCount", { count: event.attemptedStamps })}
            {" · "}
            {t(`settings.counterRules.blocked.sources.${event.source}`)}
          </span>
          <span className="text-xs text-muted-foreground tabular-nums">{time.dateTime(event.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}

function customerName(event: FraudEvent): string {
  return `${event.customer.firstName} ${event.customer.lastName}`.trim() || event.customer.email;
}

function RuleBadge({ event }: { event: FraudEvent }) {
  const { t } = useTranslation();
  return (
    <Badge variant={event.rule === "cooldown" ? "secondary" : "outline"}>
      {t(`settings.counterRules.blocked.rules.${event.rule}`)}
    </Badge>
  );
}

/** The card's name; a card deleted for good leaves the scan without one. */
function CardName({ event }: { event: FraudEvent }) {
  const { t } = useTranslation();
  return (
    event.loyaltyCardName ?? (
      <span className="text-muted-foreground italic">{t("settings.counterRules.blocked.removedCard")}</span>
    )
  );
}
