import { useTranslation } from "@stampwise/i18n";
import { Button, cn, FormField, Input } from "@stampwise/ui";
import { Eye, EyeOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { FieldValues, Path } from "react-hook-form";
import type { FieldForm } from "./field-form";
import { translateFieldMessage } from "./field-message";

export type PasswordFieldProps<Values extends FieldValues> = {
  form: FieldForm<Values>;
  name: Path<Values>;
  label: ReactNode;
  description?: ReactNode;
  autoComplete: "current-password" | "new-password";
  inputClassName?: string;
  /** Called after each change, e.g. to recheck a confirm field that depends on this one. */
  onValueChange?: () => void;
};

/** A password input with a show/hide toggle, so a phone user can check what they typed. */
export function PasswordField<Values extends FieldValues>({
  form,
  name,
  label,
  description,
  autoComplete,
  inputClassName,
  onValueChange,
}: PasswordFieldProps<Values>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const { error } = form.getFieldState(name, form.formState);
  const registration = form.register(name, { onChange: onValueChange });
  return (
    <FormField label={label} description={description} error={translateFieldMessage(error?.message, t)}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            {...registration}
            type={visible ? "text" : "password"}
            autoComplete={autoComplete}
            className={cn("pr-11", inputClassName)}
          />
          <Button
            variant="ghost"
            size="icon"
            className="absolute inset-y-0 right-0 h-full w-11 rounded-l-none text-muted-foreground hover:bg-transparent"
            aria-controls={control.id}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {/* Text, not aria-label: a test's getByLabel("Password") should find the field alone. */}
            <span className="sr-only">
              {visible ? t("auth.fields.hidePassword") : t("auth.fields.showPassword")}
            </span>
          </Button>
        </div>
      )}
    </FormField>
  );
}
