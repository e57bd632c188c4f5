import { type Organization, OrganizationSettingsSchema } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, Card, CardContent, CardFooter, FormField, Textarea } from "@stampwise/ui";
import { FormTextField, translateFieldMessage, useZodForm } from "@stampwise/web";
import { Controller } from "react-hook-form";
import { PHONE_EXAMPLE } from "../phone-example";
import { useSaveOrganization } from "../use-save-organization";
import { MapLocationFields } from "./map-location-fields";
import { SettingsFieldset } from "./settings-fieldset";

/** Spec §5: phone in E.164 and address are required here; the map location is optional. */
const ContactSettingsSchema = OrganizationSettingsSchema.pick({
  phoneNumber: true,
  address: true,
  mapLocation: true,
}).required();

/** `readOnly` (a plain admin): the same form, every control disabled. */
export function ContactSettingsForm({
  organization,
  readOnly,
}: {
  organization: Organization;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const form = useZodForm(ContactSettingsSchema, {
    defaultValues: {
      phoneNumber: organization.phoneNumber ?? "",
      address: organization.address ?? "",
      mapLocation: organization.mapLocation,
    },
  });
  const { save, isSaving } = useSaveOrganization(form.setError, [
    "phoneNumber",
    "address",
    "mapLocation.latitude",
    "mapLocation.longitude",
  ]);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await save(values);
    if (saved)
      form.reset({
        phoneNumber: saved.phoneNumber ?? "",
        address: saved.address ?? "",
        mapLocation: saved.mapLocation,
      });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <SettingsFieldset readOnly={readOnly}>
        <Card>
          <CardContent className="flex flex-col gap-6">
            <FormTextField
              form={form}
              name="phoneNumber"
              type="tel"
              autoComplete="tel"
              // A disabled field's example would read as the organization's own number.
              placeholder={readOnly ? undefined : PHONE_EXAMPLE}
              label={t("settings.contact.phoneNumber")}
              description={t("settings.contact.phoneNumberHint")}
            />
            <FormField
              label={t("settings.contact.address")}
              error={translateFieldMessage(errors.address?.message, t)}
            >
              <Textarea
                rows={2}
                autoComplete="street-address"
                placeholder={readOnly ? undefined : t("settings.contact.addressPlaceholder")}
                {...form.register("address")}
              />
            </FormField>
            <Controller
              control={form.control}
              name="mapLocation"
              render={({ field }) => (
                <MapLocationFields
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  errors={{
                    latitude: Boolean(errors.mapLocation?.latitude),
                    longitude: Boolean(errors.mapLocation?.longitude),
                  }}
                />
              )}
            />
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
