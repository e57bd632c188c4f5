import { useTranslation } from "@stampwise/i18n";
import { FormField, Input } from "@stampwise/ui";
import { AUTH_INPUT_CLASS } from "@stampwise/web";

/**
 * The invited address, fixed: the invitation belongs to it. Still a real field (read-only), so a
 * password manager files the new password, or finds the saved one, under the right account.
 */
export function InvitedEmailField({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <FormField label={t("auth.fields.email")}>
      <Input
        type="email"
        readOnly
        value={email}
        autoComplete="username"
        className={`${AUTH_INPUT_CLASS} bg-muted`}
      />
    </FormField>
  );
}
