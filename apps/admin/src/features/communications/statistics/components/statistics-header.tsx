import type { Communication } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import type { ReactNode } from "react";
import { useOrganizationTime } from "../../../../shared/time/organization-time";
import { CommunicationFailureNote } from "../../components/failure-note";
import { CommunicationStatusBadge } from "../../components/status-badge";

/** The communication the figures are of: its title, status, delivery, channels and when it began. */
export function StatisticsHeader({
  communication,
  actions,
}: {
  communication: Communication;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  const when = communication.activatedAt
    ? t("communicationStatistics.page.startedAt", {
        date: time.dateTime(communication.activatedAt),
      })
    : communication.scheduledFor
      ? t("communicationStatistics.page.scheduledFor", {
          date: time.dateTime(communication.scheduledFor),
        })
      : t("communicationStatistics.page.notScheduled");
  const channels = communication.media.map((medium) => t(`communicationStatistics.medium.${medium}`));

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <h1 className="flex flex-col gap-1 text-2xl font-semibold tracking-tight break-words">
          <span className="text-sm font-medium tracking-normal text-muted-foreground">
            {t("communicationStatistics.page.title")}
          </span>
          {communication.title}
        </h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <CommunicationStatusBadge status={communication.status} />
          <span>{t(`communications.deliveryType.${communication.deliveryType}`)}</span>
          {channels.length > 0 && <span>{channels.join(", ")}</span>}
          <span>{when}</span>
        </div>
        <CommunicationFailureNote failure={communication.failure} />
        <p className="text-sm text-muted-foreground">{t("communicationStatistics.page.description")}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
    </div>
  );
}
