import type { DeliveryStatus } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Badge, type BadgeProps } from "@stampwise/ui";

const VARIANT: Record<DeliveryStatus, BadgeProps["variant"]> = {
  pending: "outline",
  sent: "secondary",
  failed: "destructive",
};

/** A delivery's status as a badge: the word carries it, the colour only helps. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={VARIANT[status]} data-status={status}>
      {t(`communicationStatistics.status.${status}`)}
    </Badge>
  );
}
