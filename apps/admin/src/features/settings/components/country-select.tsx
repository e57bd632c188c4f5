import { currentLanguage, useTranslation } from "@stampwise/i18n";
import { FormField, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@stampwise/ui";
import { translateFieldMessage } from "@stampwise/web";
import { useMemo } from "react";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { countryChoices } from "../country-choices";

/** The organization's country: how phone numbers typed without a country code are read. */
export function CountrySelect<Values extends FieldValues & { country: string }>({
  control,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to a field.
  control: Control<Values, unknown, any>;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const choices = useMemo(() => countryChoices(language), [language]);
  return (
    <Controller
      control={control}
      // Every form given here has a country; TypeScript cannot resolve Path<> of a type parameter.
      name={"country" as Path<Values>}
      render={({ field, fieldState }) => (
        <FormField
          label={t("settings.contact.country")}
          description={t("settings.contact.countryHint")}
          error={translateFieldMessage(fieldState.error?.message, t)}
        >
          {(controlProps) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger
                {...controlProps}
                ref={field.ref}
                onBlur={field.onBlur}
                className="w-full sm:max-w-80"
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {choices.map((choice) => (
                  <SelectItem key={choice.code} value={choice.code}>
                    {choice.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
    />
  );
}
