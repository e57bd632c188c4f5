import { type Organization, OrganizationSettingsSchema } from "@stampwise/contract";
import { currentLanguage, useTranslation } from "@stampwise/i18n";
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@stampwise/ui";
import { FormTextField, translateFieldMessage, useZodForm } from "@stampwise/web";
import { useMemo } from "react";
import { browserTimeZone, organizationTime } from "../../../shared/time/organization-time";
import { timeZoneChoices } from "../time-zone-choices";
import { useSaveOrganization } from "../use-save-organization";
import { SettingsFieldset } from "./settings-fieldset";

const GeneralSettingsSchema = OrganizationSettingsSchema.pick({ name: true, timeZone: true }).required();

/**
 * Settings, General: the organization's name (required) and its time zone; its email is shown,
 * not edited. `readOnly` (a plain admin): the same form, every control disabled.
 */
export function GeneralSettingsForm({
  organization,
  readOnly,
}: {
  organization: Organization;
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const defaultValues = { name: organization.name, timeZone: organization.timeZone };
  const form = useZodForm(GeneralSettingsSchema, { defaultValues });
  const { save, isSaving } = useSaveOrganization(form.setError, ["name", "timeZone"]);
  const timeZone = form.watch("timeZone");
  const browser = browserTimeZone();
  const choices = useMemo(() => timeZoneChoices(timeZone, language), [timeZone, language]);
  const elsewhere = organizationTime(timeZone, language, browser).named;

  const chooseZone = (value: string) => form.setValue("timeZone", value, { shouldDirty: true });
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await save(values);
    if (saved) form.reset({ name: saved.name, timeZone: saved.timeZone });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <SettingsFieldset readOnly={readOnly}>
        <Card>
          <CardContent className="flex flex-col gap-6">
            <FormTextField
              form={form}
              name="name"
              label={t("settings.general.name")}
              autoComplete="organization"
            />
            <FormField
              label={t("settings.general.timeZone")}
              description={t("settings.general.timeZoneHint")}
              error={translateFieldMessage(form.formState.errors.timeZone?.message, t)}
            >
              {(control) => (
                <div className="flex flex-col items-start gap-2">
                  <Select value={timeZone} onValueChange={chooseZone} disabled={readOnly}>
                    <SelectTrigger {...control} className="w-full max-w-sm">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {choices.map((choice) => (
                        <SelectItem key={choice.value} value={choice.value}>
                          {choice.label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  {elsewhere && (
                    <p className="text-sm text-muted-foreground" data-testid="browser-time-zone">
                      {t("settings.general.browserElsewhere", { timeZone: browser })}{" "}
                      {!readOnly && (
                        <Button
                          type="button"
                          variant="link"
                          className="h-auto p-0"
                          onClick={() => chooseZone(browser)}
                        >
                          {t("settings.general.useBrowserZone", { timeZone: browser })}
                        </Button>
                      )}
                    </p>
                  )}
                </div>
              )}
            </FormField>
            <FormField label={t("settings.general.email")} description={t("settings.general.emailHint")}>
              <Input
                type={organization.email ? "email" : "text"}
                readOnly
                value={organization.email ?? t("settings.general.noEmail")}
                className="bg-muted"
              />
            </FormField>
          </CardContent>
          <CardFooter className="justify-end">
            <Button type="submit" disabled={isSaving}>
              {isSaving ? t("common.saving") : t("common.save")}
            </Button>
          </CardFooter>
        </Card>
      </SettingsFieldset>
    </form>
  );
}
