import type { DeliveryRecord } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  cn,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@stampwise/ui";
import { CircleAlert } from "lucide-react";
import { useOrganizationTime } from "../../../../shared/time/organization-time";
import { DeliveryStatusBadge } from "./delivery-status-badge";
import { recipientName } from "./recipient-name";

/**
 * One page of deliveries: who, by which channel, its status and when (sent or failed, else queued).
 * A failed row opens its failure details. The table scrolls sideways inside its card on a phone.
 */
export function DeliveriesTable({
  deliveries,
  refreshing,
  onShowFailure,
}: {
  deliveries: readonly DeliveryRecord[];
  /** The previous page is shown while the next loads. */
  refreshing: boolean;
  onShowFailure: (delivery: DeliveryRecord) => void;
}) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  const unnamed = t("communicationStatistics.details.unnamed");

  return (
    <div
      className={cn("rounded-md border transition-opacity", refreshing && "opacity-60")}
      aria-busy={refreshing}
    >
      <Table>
        <TableCaption className="sr-only">{t("communicationStatistics.details.caption")}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{t("communicationStatistics.details.name")}</TableHead>
            <TableHead>{t("communicationStatistics.details.email")}</TableHead>
            <TableHead>{t("communicationStatistics.details.phone")}</TableHead>
            <TableHead>{t("communicationStatistics.details.channel")}</TableHead>
            <TableHead>{t("communicationStatistics.details.status")}</TableHead>
            <TableHead>{t("communicationStatistics.details.time")}</TableHead>
            <TableHead>
              <span className="sr-only">{t("communicationStatistics.details.actions")}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {deliveries.map((delivery) => {
            const name = recipientName(delivery, unnamed);
            const channel = t(`communicationStatistics.medium.${delivery.medium}`);
            return (
              <TableRow key={delivery.id}>
                <TableCell className="font-medium">{name}</TableCell>
                <TableCell>{delivery.email}</TableCell>
                <TableCell className="tabular-nums">
                  {delivery.phoneNumber ?? (
                    <span className="text-muted-foreground">
                      {t("communicationStatistics.details.noPhone")}
                    </span>
                  )}
                </TableCell>
                <TableCell>{channel}</TableCell>
                <TableCell>
                  <DeliveryStatusBadge status={delivery.status} />
                </TableCell>
                <TableCell className="tabular-nums">
                  <time dateTime={delivery.sentAt ?? delivery.createdAt}>
                    {time.dateTime(delivery.sentAt ?? delivery.createdAt)}
                  </time>
                </TableCell>
                <TableCell className="text-right">
                  {delivery.status === "failed" && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onShowFailure(delivery)}
                      aria-label={t("communicationStatistics.details.showFailureFor", { name, channel })}
                    >
                      <CircleAlert aria-hidden />
                      {t("communicationStatistics.details.showFailure")}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
