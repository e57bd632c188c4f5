import { FormField, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@stampwise/ui";

/** A labelled select of a few fixed values (a condition's kind, event, comparison). */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
  className,
}: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <FormField label={label} className={className}>
      {(control) => (
        <Select value={value} onValueChange={(chosen) => onChange(chosen as Value)} disabled={disabled}>
          <SelectTrigger {...control} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
