import { type Organization, OrganizationSettingsSchema } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, Card, CardContent, CardFooter, FormField, Input } from "@stampwise/ui";
import { FormTextField, useZodForm } from "@stampwise/web";
import { useSaveOrganization } from "../use-save-organization";
import { SettingsFieldset } from "./settings-fieldset";

const GeneralSettingsSchema = OrganizationSettingsSchema.pick({ name: true }).required();

/**
 * Spec §2 Settings, General: the organization's name (required); its email is shown, not edited.
 * `readOnly` (a plain admin): the same form, every control disabled.
 */
export function GeneralSettingsForm({
  organization,
  readOnly,
}: {
  organization: Organization;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const form = useZodForm(GeneralSettingsSchema, { defaultValues: { name: organization.name } });
  const { save, isSaving } = useSaveOrganization(form.setError, ["name"]);

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await save(values);
    if (saved) form.reset({ name: saved.name });
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
