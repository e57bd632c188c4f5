import { MEMBERSHIP_ROLES, type MembershipRole } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { FormField, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@stampwise/ui";
import { translateFieldMessage } from "@stampwise/web";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";

// Administrator first: the everyday choice, and the one that gives away less.
const ROLE_ORDER: readonly MembershipRole[] = [...MEMBERSHIP_ROLES].reverse();

/**
 * The role of an administrator: each choice explained in one line in the list, the chosen one's
 * line under the field. `lockedReason` disables it and says why (the last owner keeps the role).
 */
export function RoleSelect<Values extends FieldValues & { role: MembershipRole }>({
  control,
  lockedReason,
  warning,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to a field.
  control: Control<Values, unknown, any>;
  lockedReason?: string;
  /** A consequence of the chosen role worth saying before saving (demoting yourself). */
  warning?: (role: MembershipRole) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      // Every form given here has a role (Values requires it); TypeScript cannot resolve Path<> of
      // a type parameter, hence the cast.
      name={"role" as Path<Values>}
      render={({ field, fieldState }) => {
        const role = field.value as MembershipRole;
        return (
          <FormField
            label={t("administrators.form.role")}
            description={lockedReason ?? warning?.(role) ?? t(`administrators.roleHints.${role}`)}
            error={translateFieldMessage(fieldState.error?.message, t)}
          >
            {(controlProps) => (
              <Select value={role} onValueChange={field.onChange} disabled={Boolean(lockedReason)}>
                <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {ROLE_ORDER.map((choice) => (
                    <SelectItem
                      key={choice}
                      value={choice}
                      description={t(`administrators.roleHints.${choice}`)}
                    >
                      {t(`administrators.roles.${choice}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        );
      }}
    />
  );
}
