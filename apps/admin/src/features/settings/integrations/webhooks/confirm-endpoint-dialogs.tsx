import type { WebhookEndpoint } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { ConfirmActionDialog } from "@stampwise/web";
import { useDeleteWebhookEndpoint, useRotateWebhookSecret } from "./webhook-mutations";

/** Delete: the endpoint gets nothing more and its log goes with it. */
export function DeleteEndpointDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteWebhookEndpoint();
  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={t("webhooks.remove.title")}
      description={t("webhooks.remove.description", { url: endpoint.url })}
      confirmLabel={t("webhooks.remove.confirm")}
      destructive
      pending={remove.isPending}
      action={() => remove.mutateAsync(endpoint.id)}
      done={{ title: t("webhooks.remove.done"), description: endpoint.url }}
      failed={{
        title: t("webhooks.remove.failed.title"),
        description: t("webhooks.remove.failed.description"),
      }}
    />
  );
}

/** A new secret: the old one stops at once, so the owner confirms first; the new one is shown once. */
export function RotateSecretDialog({
  endpoint,
  onClose,
  onRotated,
}: {
  endpoint: WebhookEndpoint;
  onClose: () => void;
  onRotated: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const rotate = useRotateWebhookSecret();
  return (
    <ConfirmActionDialog
      open
      onClose={onClose}
      title={t("webhooks.rotate.title")}
      description={t("webhooks.rotate.description")}
      confirmLabel={t("webhooks.rotate.confirm")}
      pending={rotate.isPending}
      action={async () => onRotated(await rotate.mutateAsync(endpoint.id))}
      done={{ title: t("webhooks.secret.title"), description: endpoint.url }}
      failed={{
        title: t("webhooks.rotate.failed.title"),
        description: t("webhooks.rotate.failed.description"),
      }}
    />
  );
}
