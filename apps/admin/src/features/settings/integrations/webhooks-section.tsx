import { WEBHOOK_ENDPOINTS_PER_ORGANIZATION, type WebhookEndpoint } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ListLoading,
  LoadFailedCard,
} from "@stampwise/ui";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useIsOwner } from "../../../shared/use-is-owner";
import { DeleteEndpointDialog, RotateSecretDialog } from "./webhooks/confirm-endpoint-dialogs";
import { DeliveryLogDialog } from "./webhooks/delivery-log-dialog";
import { EndpointFormDialog } from "./webhooks/endpoint-form-dialog";
import { EndpointItem } from "./webhooks/endpoint-item";
import { SecretDialog } from "./webhooks/secret-dialog";
import { useTextSections } from "./webhooks/use-text-sections";
import { useWebhookEndpoints } from "./webhooks/webhook-queries";

/** Which dialog is open, if any: one at a time. */
type OpenDialog =
  | { kind: "add" }
  | { kind: "edit" | "log" | "rotate" | "delete"; endpoint: WebhookEndpoint }
  | { kind: "secret"; secret: string }
  | null;

/**
 * Settings → Integrations, Webhooks: the current organization's endpoints (owners only, as the API
 * is). Mounted by the Integrations page; it loads its own texts, so the page need not know them.
 */
export function WebhooksSection() {
  const textsReady = useTextSections(["webhooks", "validation"]);
  const isOwner = useIsOwner();
  if (!textsReady || !isOwner) return null;
  return <WebhookEndpoints />;
}

function WebhookEndpoints() {
  const { t } = useTranslation();
  const endpoints = useWebhookEndpoints(true);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  /** Closes the dialog of `kind` only: a confirmation that opened the secret must not close it. */
  const closeIf = (kind: NonNullable<OpenDialog>["kind"]) => () =>
    setDialog((open) => (open?.kind === kind ? null : open));
  const full = (endpoints.data?.length ?? 0) >= WEBHOOK_ENDPOINTS_PER_ORGANIZATION;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t("webhooks.section.title")}</h2>
        </CardTitle>
        <CardDescription>{t("webhooks.section.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            {t("webhooks.section.limit", { count: WEBHOOK_ENDPOINTS_PER_ORGANIZATION })}
          </p>
          <Button onClick={() => setDialog({ kind: "add" })} disabled={full || endpoints.data === undefined}>
            <Plus aria-hidden />
            {t("webhooks.section.add")}
          </Button>
        </div>
        {endpoints.isError && endpoints.data === undefined ? (
          <LoadFailedCard
            title={t("webhooks.section.loadFailed")}
            description={t("common.genericError.description")}
            retryLabel={t("webhooks.section.retry")}
            retrying={endpoints.isFetching}
            onRetry={() => void endpoints.refetch()}
            headingLevel={2}
          />
        ) : endpoints.data === undefined ? (
          <ListLoading label={t("webhooks.section.loading")} rows={2} />
        ) : endpoints.data.length === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">
            {t("webhooks.section.empty")}
          </p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label={t("webhooks.section.title")}>
            {endpoints.data.map((endpoint) => (
              <EndpointItem
                key={endpoint.id}
                endpoint={endpoint}
                onEdit={(chosen) => setDialog({ kind: "edit", endpoint: chosen })}
                onLog={(chosen) => setDialog({ kind: "log", endpoint: chosen })}
                onRotate={(chosen) => setDialog({ kind: "rotate", endpoint: chosen })}
                onDelete={(chosen) => setDialog({ kind: "delete", endpoint: chosen })}
              />
            ))}
          </ul>
        )}
      </CardContent>

      {dialog?.kind === "add" && (
        <EndpointFormDialog
          onClose={closeIf("add")}
          onCreated={(created) => setDialog({ kind: "secret", secret: created.secret })}
        />
      )}
      {dialog?.kind === "edit" && (
        <EndpointFormDialog endpoint={dialog.endpoint} onClose={closeIf("edit")} onCreated={() => {}} />
      )}
      {dialog?.kind === "secret" && <SecretDialog secret={dialog.secret} onClose={closeIf("secret")} />}
      {dialog?.kind === "log" && <DeliveryLogDialog endpoint={dialog.endpoint} onClose={closeIf("log")} />}
      {dialog?.kind === "rotate" && (
        <RotateSecretDialog
          endpoint={dialog.endpoint}
          onClose={closeIf("rotate")}
          onRotated={(secret) => setDialog({ kind: "secret", secret })}
        />
      )}
      {dialog?.kind === "delete" && (
        <DeleteEndpointDialog endpoint={dialog.endpoint} onClose={closeIf("delete")} />
      )}
    </Card>
  );
}
