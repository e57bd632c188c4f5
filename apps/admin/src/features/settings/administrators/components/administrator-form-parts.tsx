import { useTranslation } from "@stampwise/i18n";
import { FormTextField } from "@stampwise/web";
import type { Path, UseFormReturn } from "react-hook-form";
import { PHONE_EXAMPLE } from "../../phone-example";

/** The member's phone, in the international form the API stores (spec §5 Administrator). */
export function AdministratorPhoneField<Values extends { phoneNumber: string }>({
  form,
  autoComplete,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to its field.
  form: UseFormReturn<Values, unknown, any>;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      form={form}
      name={"phoneNumber" as Path<Values>}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={PHONE_EXAMPLE}
      label={t("administrators.form.phoneNumber")}
      description={t("administrators.form.phoneNumberHint")}
    />
  );
}
