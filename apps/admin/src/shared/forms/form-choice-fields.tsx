import { Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Switch } from "@stampwise/ui";
import { useId } from "react";
import { Controller, type FieldValues } from "react-hook-form";
import { ControlledFormField, type FieldProps } from "./form-controls";

/* Choices bound to a react-hook-form field: a select of options and an on/off switch. */

export type Choice = { value: string; label: string };

export function FormSelectField<Values extends FieldValues>({
  choices,
  placeholder,
  toValue = (value) => value,
  fromValue = (value) => (value as string | undefined) ?? "",
  disabled,
  ...props
}: FieldProps<Values> & {
  choices: readonly Choice[];
  placeholder?: string;
  /** Shown but not changeable (say why in `description`). */
  disabled?: boolean;
  /** For a field whose value is not the select's string (a nullable pattern: "none" ↔ null). */
  toValue?: (selected: string) => unknown;
  fromValue?: (value: unknown) => string;
}) {
  return (
    <ControlledFormField
      {...props}
      render={(control, field) => (
        <Select
          value={fromValue(field.value)}
          onValueChange={(selected) => field.onChange(toValue(selected))}
          name={field.name}
          disabled={disabled}
        >
          <SelectTrigger {...control} ref={field.ref} onBlur={field.onBlur} className="w-full">
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {choices.map((choice) => (
              <SelectItem key={choice.value} value={choice.value}>
                {choice.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}

export function FormSwitchField<Values extends FieldValues>({
  form,
  name,
  label,
  description,
  className,
}: FieldProps<Values>) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={className}>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor={id}>{label}</Label>
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Switch
              id={id}
              ref={field.ref}
              name={field.name}
              aria-describedby={descriptionId}
              checked={Boolean(field.value)}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </div>
      {description ? (
        <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
    </div>
  );
}
