import { WEBHOOK_EVENT_TYPES, type WebhookEndpoint, type WebhookEndpointCreated } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
  toast,
} from "@stampwise/ui";
import { FormTextField, isApiError, placeApiIssues, toastSaveFailed, useZodForm } from "@stampwise/web";
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { eventName } from "./event-names";
import { webhookErrorToast } from "./webhook-errors";
import { NEW_WEBHOOK_VALUES, toggleEvent, WebhookFormSchema, webhookFormValues } from "./webhook-form";
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from "./webhook-mutations";

const FIELDS = ["url", "description", "eventTypes"] as const;

/**
 * Add an endpoint (then its secret is shown once: `onCreated`) or edit one: the address, a
 * description and the events it wants.
 */
export function EndpointFormDialog({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint?: WebhookEndpoint;
  onClose: () => void;
  onCreated: (created: WebhookEndpointCreated) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const pending = create.isPending || update.isPending;
  const form = useZodForm(WebhookFormSchema, {
    defaultValues: endpoint ? webhookFormValues(endpoint) : NEW_WEBHOOK_VALUES,
  });
  // The server's "not an address we send to", shown under the URL until it is changed.
  const [urlRefused, setUrlRefused] = useState(false);
  const eventsId = useId();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (endpoint) {
        await update.mutateAsync({ id: endpoint.id, body: values });
        toast({ title: t("webhooks.form.saved") });
        onClose();
      } else {
        onCreated(await create.mutateAsync(values));
      }
    } catch (error) {
      if (isApiError(error) && error.code === "WEBHOOK_URL_NOT_ALLOWED") {
        setUrlRefused(true);
        form.setFocus("url");
        return;
      }
      placeApiIssues(error, form.setError, FIELDS);
      if (isApiError(error) && error.code !== "VALIDATION_ERROR") {
        webhookErrorToast(error, t, t("webhooks.form.failed.title"));
        return;
      }
      toastSaveFailed(error, t, {
        title: t("webhooks.form.failed.title"),
        description: t("webhooks.form.failed.description"),
      });
    }
  });

  const eventsError = form.formState.errors.eventTypes;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{endpoint ? t("webhooks.form.editTitle") : t("webhooks.form.addTitle")}</DialogTitle>
          <DialogDescription>{t("webhooks.form.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FormTextField
            form={form}
            name="url"
            type="url"
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            placeholder="https://"
            label={t("webhooks.form.url")}
            description={t("webhooks.form.urlHint")}
            error={urlRefused ? t("webhooks.errors.WEBHOOK_URL_NOT_ALLOWED.description") : undefined}
            onValueChange={() => setUrlRefused(false)}
          />
          <FormTextField
            form={form}
            name="description"
            autoComplete="off"
            label={t("webhooks.form.label")}
            description={t("webhooks.form.labelHint")}
          />
          <fieldset className="grid gap-2" aria-describedby={eventsError ? `${eventsId}-error` : undefined}>
            <legend className="mb-2 text-sm font-medium">{t("webhooks.form.events")}</legend>
            <Controller
              control={form.control}
              name="eventTypes"
              render={({ field }) => (
                <div className="grid gap-2 sm:grid-cols-2">
                  {WEBHOOK_EVENT_TYPES.map((event) => (
                    <div key={event} className="flex min-h-11 items-center gap-2 sm:min-h-8">
                      <Checkbox
                        id={`${eventsId}-${event}`}
                        checked={field.value.includes(event)}
                        onCheckedChange={(checked) =>
                          field.onChange(toggleEvent(field.value, event, checked === true))
                        }
                      />
                      <Label htmlFor={`${eventsId}-${event}`} className="font-normal">
                        {eventName(event, t)}
                      </Label>
                    </div>
                  ))}
                </div>
              )}
            />
            {eventsError && (
              <p id={`${eventsId}-error`} role="alert" className="text-sm text-destructive">
                {t("validation.webhookEventsRequired")}
              </p>
            )}
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {endpoint
                ? pending
                  ? t("webhooks.form.saving")
                  : t("webhooks.form.save")
                : pending
                  ? t("webhooks.form.adding")
                  : t("webhooks.form.add")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
