import { useTranslation } from "@stampwise/i18n";
import { FormField, Input } from "@stampwise/ui";
import type { ComponentProps, ReactNode } from "react";
import type { FieldValues, Path } from "react-hook-form";
import type { FieldForm } from "./field-form";
import { translateFieldMessage } from "./field-message";

export type FormTextFieldProps<Values extends FieldValues> = {
  form: FieldForm<Values>;
  name: Path<Values>;
  label: ReactNode;
  description?: ReactNode;
  /** An already translated message that replaces the field's own ("already registered"). */
  error?: string;
  /** Called after each change, e.g. to forget a server answer about the old value. */
  onValueChange?: () => void;
  className?: string;
} & Pick<
  ComponentProps<"input">,
  "type" | "autoComplete" | "inputMode" | "placeholder" | "autoFocus" | "disabled" | "spellCheck"
> & { inputClassName?: string };

/**
 * A labelled text input bound to a react-hook-form field, with its translated message under it
 * and aria-invalid / aria-describedby set (FormField does the wiring).
 */
export function FormTextField<Values extends FieldValues>({
  form,
  name,
  label,
  description,
  error: errorOverride,
  onValueChange,
  className,
  inputClassName,
  ...inputProps
}: FormTextFieldProps<Values>) {
  const { t } = useTranslation();
  const { error } = form.getFieldState(name, form.formState);
  return (
    <FormField
      label={label}
      description={description}
      error={errorOverride ?? translateFieldMessage(error?.message, t)}
      className={className}
    >
      <Input
        {...inputProps}
        {...form.register(name, { onChange: onValueChange })}
        className={inputClassName}
      />
    </FormField>
  );
}
