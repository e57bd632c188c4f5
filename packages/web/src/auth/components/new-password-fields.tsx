import { PASSWORD_MIN_LENGTH } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import type { ReactNode } from "react";
import type { Path, UseFormReturn } from "react-hook-form";
import { PasswordField } from "../../forms/password-field";

type NewPasswordValues = { password: string; confirmPassword: string };

/**
 * A new password and its confirmation (sign-up completion, password reset). Changing the password
 * re-checks a confirmation already typed, so "Passwords do not match" clears as soon as it is true.
 */
export function NewPasswordFields<Values extends NewPasswordValues>({
  form,
  passwordLabel,
  inputClassName,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to its fields.
  form: UseFormReturn<Values, unknown, any>;
  passwordLabel: ReactNode;
  inputClassName?: string;
}) {
  const { t } = useTranslation();
  // Both names exist on every form this is given (Values extends NewPasswordValues); TypeScript
  // cannot resolve Path<> of a type parameter, hence the casts.
  const password = "password" as Path<Values>;
  const confirmPassword = "confirmPassword" as Path<Values>;
  const recheckConfirm = () => {
    if (form.getFieldState(confirmPassword).isDirty) void form.trigger(confirmPassword);
  };
  return (
    <>
      <PasswordField
        form={form}
        name={password}
        label={passwordLabel}
        description={t("authFlows.fields.passwordHint", { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        inputClassName={inputClassName}
        onValueChange={recheckConfirm}
      />
      <PasswordField
        form={form}
        name={confirmPassword}
        label={t("authFlows.fields.confirmPassword")}
        autoComplete="new-password"
        inputClassName={inputClassName}
      />
    </>
  );
}
