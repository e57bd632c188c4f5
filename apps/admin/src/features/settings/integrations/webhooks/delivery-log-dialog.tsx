import type { WebhookDelivery, WebhookEndpoint } from "@stampwise/contract";
import { type TFunction, useTranslation } from "@stampwise/i18n";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ListLoading,
  toast,
} from "@stampwise/ui";
import { isApiError } from "@stampwise/web";
import { RefreshCw, Send } from "lucide-react";
import { type OrganizationTime, useOrganizationTime } from "../../../../shared/time/organization-time";
import { DeliveryStatusBadge } from "./delivery-status-badge";
import { eventName } from "./event-names";
import { webhookErrorToast } from "./webhook-errors";
import { useResendWebhookDelivery } from "./webhook-mutations";
import { useWebhookDeliveries } from "./webhook-queries";

/**
 * The endpoint's latest deliveries: event, status, attempts, the receiver's answer and when; each
 * can be sent again (same webhook-id). A list of cards, not a table, so it reads at 360 px.
 */
export function DeliveryLogDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const { t } = useTranslation();
  const deliveries = useWebhookDeliveries(endpoint.id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("webhooks.log.title")}</DialogTitle>
          <DialogDescription className="break-all">
            {t("webhooks.log.description", { url: endpoint.url })}
          </DialogDescription>
        </DialogHeader>
        <div className="flex justify-end">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void deliveries.refetch()}
            disabled={deliveries.isFetching}
          >
            <RefreshCw aria-hidden className={deliveries.isFetching ? "animate-spin" : undefined} />
            {t("webhooks.log.refresh")}
          </Button>
        </div>
        {deliveries.data === undefined ? (
          deliveries.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t("webhooks.section.loadFailed")}
            </p>
          ) : (
            <ListLoading label={t("webhooks.section.loading")} rows={3} />
          )
        ) : deliveries.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("webhooks.log.empty")}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t("webhooks.log.title")}>
            {deliveries.data.map((delivery) => (
              <DeliveryItem key={delivery.id} endpointId={endpoint.id} delivery={delivery} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

function DeliveryItem({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  const resend = useResendWebhookDelivery();
  async function sendAgain() {
    try {
      await resend.mutateAsync({ endpointId, deliveryId: delivery.id });
      toast({ title: t("webhooks.log.resent") });
    } catch (error) {
      if (isApiError(error)) webhookErrorToast(error, t, t("webhooks.log.resendFailed.title"));
      else toast({ variant: "destructive", ...resendFailed(t) });
    }
  }
  return (
    <li className="grid min-w-0 gap-2 rounded-md border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{eventName(delivery.eventType, t)}</span>
        <DeliveryStatusBadge status={delivery.status} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-muted-foreground">
        <dt>{t("webhooks.log.time")}</dt>
        <dd>{time.dateTime(delivery.lastAttemptAt ?? delivery.createdAt)}</dd>
        <dt>{t("webhooks.log.attempts")}</dt>
        <dd>{delivery.attempts}</dd>
        <dt>{t("webhooks.log.response")}</dt>
        <dd className="break-words">{responseText(delivery, t)}</dd>
      </dl>
      {delivery.responseExcerpt && (
        <pre className="max-h-24 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 font-mono text-xs">
          {delivery.responseExcerpt}
        </pre>
      )}
      <NextAttempt delivery={delivery} time={time} />
      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={() => void sendAgain()} disabled={resend.isPending}>
          <Send aria-hidden />
          {t("webhooks.log.resend")}
        </Button>
      </div>
    </li>
  );
}

function NextAttempt({ delivery, time }: { delivery: WebhookDelivery; time: OrganizationTime }) {
  const { t } = useTranslation();
  if (delivery.status !== "retrying" || !delivery.nextAttemptAt) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {t("webhooks.log.nextAttempt", { date: time.dateTime(delivery.nextAttemptAt) })}
    </p>
  );
}

const resendFailed = (t: TFunction) => ({
  title: t("webhooks.log.resendFailed.title"),
  description: t("webhooks.log.resendFailed.description"),
});

function responseText(delivery: WebhookDelivery, t: TFunction): string {
  if (delivery.responseStatus !== null) return `HTTP ${delivery.responseStatus}`;
  return delivery.attempts > 0 ? t("webhooks.log.noResponse") : "—";
}
