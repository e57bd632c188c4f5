import { useTranslation } from "@stampwise/i18n";
import { ColorInput, FormField, type FormFieldControlProps, Input, Textarea } from "@stampwise/ui";
import { translateFieldMessage } from "@stampwise/web";
import type { ReactElement, ReactNode } from "react";
import {
  Controller,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";

/*
 * Fields of the admin's forms (stamp cards, gift cards, points rewards, the loyalty program), each
 * bound to a react-hook-form field and showing its translated message (FormField wires label, hint
 * and error to the control). FormTextField from @stampwise/web covers plain text; these cover
 * numbers, long text, colors and addresses (choices and switches: form-choice-fields).
 */

export type FieldProps<Values extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to a field.
  form: UseFormReturn<Values, unknown, any>;
  name: Path<Values>;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
};

function useFieldError<Values extends FieldValues>(form: FieldProps<Values>["form"], name: Path<Values>) {
  const { t } = useTranslation();
  const { error } = form.getFieldState(name, form.formState);
  return translateFieldMessage(error?.message, t);
}

/** A whole number; an empty or non-numeric entry reaches the schema as NaN and gets its message. */
export function FormNumberField<Values extends FieldValues>({
  form,
  name,
  label,
  description,
  className,
  min,
  max,
}: FieldProps<Values> & { min: number; max: number }) {
  const error = useFieldError(form, name);
  return (
    <FormField label={label} description={description} error={error} className={className}>
      <Input
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        className="w-32"
        {...form.register(name, { valueAsNumber: true })}
      />
    </FormField>
  );
}

export function FormTextareaField<Values extends FieldValues>({
  form,
  name,
  label,
  description,
  className,
}: FieldProps<Values>) {
  const error = useFieldError(form, name);
  return (
    <FormField label={label} description={description} error={error} className={className}>
      <Textarea rows={2} {...form.register(name)} />
    </FormField>
  );
}

/**
 * FormField around a Controller, for a control that is not a native input or whose value is
 * mapped (colors, nullable addresses, selects): the control gets FormField's id and aria props.
 */
export function ControlledFormField<Values extends FieldValues>({
  form,
  name,
  label,
  description,
  className,
  render,
}: FieldProps<Values> & {
  render: (
    control: FormFieldControlProps,
    field: ControllerRenderProps<Values, Path<Values>>,
  ) => ReactElement;
}) {
  const error = useFieldError(form, name);
  return (
    <FormField label={label} description={description} error={error} className={className}>
      {(control) => (
        <Controller control={form.control} name={name} render={({ field }) => render(control, field)} />
      )}
    </FormField>
  );
}

export function FormColorField<Values extends FieldValues>(props: FieldProps<Values>) {
  return (
    <ControlledFormField
      {...props}
      render={(control, field) => (
        <ColorInput
          {...control}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** An image address that may be left empty: an empty field is stored as null ("no image"). */
export function FormUrlField<Values extends FieldValues>(props: FieldProps<Values>) {
  return (
    <ControlledFormField
      {...props}
      render={(control, field) => (
        <Input
          {...control}
          ref={field.ref}
          name={field.name}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          value={field.value ?? ""}
          onChange={(event) => field.onChange(event.target.value.trim() === "" ? null : event.target.value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
