import type { WebhookEndpoint } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Badge,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Switch,
  toast,
} from "@stampwise/ui";
import { isApiError } from "@stampwise/web";
import { Ellipsis, KeyRound, ListChecks, Pencil, Send, Trash2 } from "lucide-react";
import { useOrganizationTime } from "../../../../shared/time/organization-time";
import { webhookErrorToast } from "./webhook-errors";
import { useSendTestWebhook, useUpdateWebhookEndpoint } from "./webhook-mutations";

export type EndpointActions = {
  onEdit: (endpoint: WebhookEndpoint) => void;
  onLog: (endpoint: WebhookEndpoint) => void;
  onRotate: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
};

/** One endpoint: its address and description, how many events it wants, on or off, and its actions. */
export function EndpointItem({ endpoint, ...actions }: { endpoint: WebhookEndpoint } & EndpointActions) {
  const { t } = useTranslation();
  const time = useOrganizationTime();
  const update = useUpdateWebhookEndpoint();
  const sendTest = useSendTestWebhook();

  async function switchTo(enabled: boolean) {
    try {
      await update.mutateAsync({ id: endpoint.id, body: { enabled } });
      toast({ title: enabled ? t("webhooks.toggle.on") : t("webhooks.toggle.off") });
    } catch (error) {
      if (isApiError(error)) webhookErrorToast(error, t, t("webhooks.toggle.failed.title"));
    }
  }
  async function test() {
    try {
      await sendTest.mutateAsync(endpoint.id);
      toast({ title: t("webhooks.test.sent"), description: t("webhooks.test.sentDescription") });
    } catch (error) {
      if (isApiError(error)) {
        webhookErrorToast(error, t, t("webhooks.test.failed.title"));
      } else {
        toast({
          variant: "destructive",
          title: t("webhooks.test.failed.title"),
          description: t("webhooks.test.failed.description"),
        });
      }
    }
  }

  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="break-all font-mono text-sm">{endpoint.url}</p>
        <p className="text-sm text-muted-foreground">
          {endpoint.description || t("webhooks.endpoint.noDescription")}
        </p>
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <Badge variant="outline">
            {t("webhooks.endpoint.eventCount", { count: endpoint.eventTypes.length })}
          </Badge>
          {endpoint.disabledReason === "failing" && (
            <Badge variant="destructive">{t("webhooks.endpoint.switchedOffFailing")}</Badge>
          )}
          {endpoint.enabled && endpoint.failingSince && (
            <Badge variant="outline" className="border-destructive text-destructive">
              {t("webhooks.endpoint.failingSince", { date: time.dateTime(endpoint.failingSince) })}
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-nowrap sm:justify-end">
        <div className="me-auto flex items-center gap-2 sm:me-0">
          <Switch
            checked={endpoint.enabled}
            disabled={update.isPending}
            onCheckedChange={(checked) => void switchTo(checked)}
            aria-label={t("webhooks.endpoint.toggle", { url: endpoint.url })}
          />
          <span className="text-sm" aria-hidden>
            {endpoint.enabled ? t("webhooks.endpoint.enabled") : t("webhooks.endpoint.disabled")}
          </span>
        </div>
        <div className="flex items-center gap-1">
          <Button variant="outline" size="sm" onClick={() => actions.onLog(endpoint)}>
            <ListChecks aria-hidden />
            {t("webhooks.endpoint.log")}
          </Button>
          {/* Not modal: a dialog opened from an item would otherwise inherit the menu's locked page. */}
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="size-11 sm:size-8"
                aria-label={t("webhooks.endpoint.actions", { url: endpoint.url })}
              >
                <Ellipsis aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="max-w-64">
              <DropdownMenuItem onSelect={() => actions.onEdit(endpoint)}>
                <Pencil aria-hidden />
                {t("webhooks.endpoint.edit")}
              </DropdownMenuItem>
              <DropdownMenuItem
                disabled={!endpoint.enabled || sendTest.isPending}
                onSelect={() => void test()}
              >
                <Send aria-hidden />
                {t("webhooks.endpoint.test")}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => actions.onRotate(endpoint)}>
                <KeyRound aria-hidden />
                {t("webhooks.endpoint.rotate")}
              </DropdownMenuItem>
              <DropdownMenuItem variant="destructive" onSelect={() => actions.onDelete(endpoint)}>
                <Trash2 aria-hidden />
                {t("webhooks.endpoint.delete")}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
    </li>
  );
}
