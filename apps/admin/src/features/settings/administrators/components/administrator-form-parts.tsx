import { useTranslation } from "@stampwise/i18n";
import { FormTextField } from "@stampwise/web";
import type { Path, UseFormReturn } from "react-hook-form";
import { PHONE_EXAMPLE } from "../../phone-example";

/**
 * The member's phone as people type it: national (read in the organization's country) or with
 * its country code; the API stores it in E.164. `optional` says so in the label.
 */
export function AdministratorPhoneField<Values extends { phoneNumber: string }>({
  form,
  autoComplete,
  optional = false,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to its field.
  form: UseFormReturn<Values, unknown, any>;
  autoComplete?: string;
  optional?: boolean;
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
      label={optional ? t("administrators.form.phoneNumberOptional") : t("administrators.form.phoneNumber")}
      description={t("administrators.form.phoneNumberHint")}
    />
  );
}
