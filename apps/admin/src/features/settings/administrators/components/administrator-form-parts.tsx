import type { TFunction } from "@stampwise/i18n";
import { useTranslation } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { FormTextField, isApiError, toastForApiError } from "@stampwise/web";
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

/**
 * An invitation or edit the server refused: its field messages are already placed on the form,
 * so a refused request says the form needs fixing; anything else is told as the API's error.
 */
export function toastAdministratorSaveFailed(
  error: unknown,
  t: TFunction,
  failed: { title: string; description: string },
): void {
  if (isApiError(error) && error.code === "VALIDATION_ERROR") {
    toast({ variant: "destructive", ...failed, description: t("validation.request.invalid.description") });
  } else {
    toastForApiError(error, t, failed);
  }
}
