import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  CreateApiKeyRequestSchema,
  type CreatedApiKey,
} from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Label,
  RadioGroup,
  RadioGroupItem,
} from "@stampwise/ui";
import { FormTextField, isApiError, placeApiIssues, toastSaveFailed, useZodForm } from "@stampwise/web";
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { useCreateApiKey } from "../api/api-keys";
import { ShownOnceKey } from "./shown-once-key";

const FIELDS = ["name", "scope"] as const;

/**
 * New API key: a name and what it may do. The answer's key is shown in the same dialog, once,
 * with a copy button; closing the dialog is the last chance to copy it.
 */
export function CreateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey>();
  const form = useZodForm(CreateApiKeyRequestSchema, { defaultValues: { name: "", scope: "counter" } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setCreated(await create.mutateAsync(values));
    } catch (error) {
      placeApiIssues(error, form.setError, FIELDS);
      // The limit is this screen's alone: its text lives here, not with every screen's toasts.
      const failed =
        isApiError(error) && error.code === "API_KEY_LIMIT_REACHED" ? "limitReached" : "create.failed";
      toastSaveFailed(error, t, {
        title: t(`settings.integrations.apiKeys.${failed}.title`),
        description: t(`settings.integrations.apiKeys.${failed}.description`),
      });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !create.isPending && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {created
              ? t("settings.integrations.apiKeys.created.title", { name: created.apiKey.name })
              : t("settings.integrations.apiKeys.create.title")}
          </DialogTitle>
          <DialogDescription>
            {created
              ? t("settings.integrations.apiKeys.created.description")
              : t("settings.integrations.apiKeys.create.description")}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <>
            <ShownOnceKey value={created.key} />
            <DialogFooter>
              <Button type="button" onClick={onClose}>
                {t("settings.integrations.apiKeys.created.done")}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <FormTextField
              form={form}
              name="name"
              label={t("settings.integrations.apiKeys.create.name")}
              description={t("settings.integrations.apiKeys.create.nameHint")}
              autoComplete="off"
            />
            <Controller
              control={form.control}
              name="scope"
              render={({ field }) => (
                <ScopeChoice value={field.value} onChange={field.onChange} disabled={create.isPending} />
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending
                  ? t("settings.integrations.apiKeys.create.submitting")
                  : t("settings.integrations.apiKeys.create.submit")}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The three scopes, each with a line on what it allows. */
function ScopeChoice({
  value,
  onChange,
  disabled,
}: {
  value: ApiKeyScope;
  onChange: (scope: ApiKeyScope) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend id={`${id}-legend`} className="mb-2 text-sm font-medium">
        {t("settings.integrations.apiKeys.create.scope")}
      </legend>
      <RadioGroup
        aria-labelledby={`${id}-legend`}
        value={value}
        onValueChange={(chosen) => onChange(chosen as ApiKeyScope)}
        disabled={disabled}
      >
        {API_KEY_SCOPES.map((scope) => (
          <div key={scope} className="flex items-start gap-3 rounded-md border p-3">
            <RadioGroupItem
              id={`${id}-${scope}`}
              value={scope}
              className="mt-0.5"
              aria-describedby={`${id}-${scope}-hint`}
            />
            <div className="grid gap-1">
              <Label htmlFor={`${id}-${scope}`}>{t(`settings.integrations.apiKeys.scopes.${scope}`)}</Label>
              <p id={`${id}-${scope}-hint`} className="text-sm text-muted-foreground">
                {t(`settings.integrations.apiKeys.scopeHints.${scope}`)}
              </p>
            </div>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
