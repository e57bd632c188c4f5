import { type Organization, OrganizationSettingsSchema } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Button, Card, CardContent, CardFooter, FormField, Textarea } from "@stampwise/ui";
import { FormTextField, translateFieldMessage, useZodForm } from "@stampwise/web";
import { Controller } from "react-hook-form";
import { PHONE_EXAMPLE } from "../phone-example";
import { useSaveOrganization } from "../use-save-organization";
import { CountrySelect } from "./country-select";
import { MapLocationFields } from "./map-location-fields";
import { SettingsFieldset } from "./settings-fieldset";

/**
 * The phone number and address are required here; the map location is optional. The phone is typed
 * as people dial it and read in the country chosen above it; the API stores it in E.164.
 */
const ContactSettingsSchema = OrganizationSettingsSchema.pick({
  country: true,
  phoneNumber: true,
  address: true,
  mapLocation: true,
}).required();

const contactValues = (organization: Organization) => ({
  country: organization.country,
  phoneNumber: organization.phoneNumber ?? "",
  address: organization.address ?? "",
  mapLocation: organization.mapLocation,
});

/** `readOnly` (a plain admin): the same form, every control disabled. */
export function ContactSettingsForm({
  organization,
  readOnly,
}: {
  organization: Organization;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const form = useZodForm(ContactSettingsSchema, { defaultValues: contactValues(organization) });
  const { save, isSaving } = useSaveOrganization(form.setError, [
    "country",
    "phoneNumber",
    "address",
    "mapLocation.latitude",
    "mapLocation.longitude",
  ]);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await save(values);
    // The number comes back as stored: "070-111 22 33" reads +46701112233.
    if (saved) form.reset(contactValues(saved));
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <SettingsFieldset readOnly={readOnly}>
        <Card>
          <CardContent className="flex flex-col gap-6">
            <CountrySelect control={form.control} />
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
