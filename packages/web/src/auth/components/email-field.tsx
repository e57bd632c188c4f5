import { useTranslation } from "@stampwise/i18n";
import type { FieldValues, Path } from "react-hook-form";
import type { FieldForm } from "../../forms/field-form";
import { FormTextField } from "../../forms/form-text-field";

/** The sign-in screens' fields are a little taller on phones, where fingers do the pointing. */
export const AUTH_INPUT_CLASS = "h-11 text-base sm:h-10";

/**
 * The email field of the sign-in screens: an email keyboard on phones, no spell-checking, and the
 * autocomplete hint password managers expect (`username` where a password follows).
 */
export function EmailField<Values extends FieldValues & { email: string }>({
  form,
  autoComplete = "email",
  error,
  onValueChange,
}: {
  form: FieldForm<Values>;
  autoComplete?: "email" | "username";
  error?: string;
  onValueChange?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormTextField
      form={form}
      // Every form given here has an email field (Values requires it); Path<> of a type parameter
      // cannot be resolved by TypeScript, hence the cast.
      name={"email" as Path<Values>}
      label={t("auth.fields.email")}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      spellCheck={false}
      inputClassName={AUTH_INPUT_CLASS}
      error={error}
      onValueChange={onValueChange}
    />
  );
}
