import type { WebhookDeliveryStatus } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Badge } from "@stampwise/ui";

const VARIANTS = {
  delivered: "secondary",
  pending: "outline",
  retrying: "outline",
  failed: "destructive",
} as const satisfies Record<WebhookDeliveryStatus, string>;

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation();
  return <Badge variant={VARIANTS[status]}>{t(`webhooks.statuses.${status}`)}</Badge>;
}
