import { Label, RadioGroup, RadioGroupItem } from "@stampwise/ui";
import { useId } from "react";

/**
 * A short either/or (add or remove, a purchase or points) as a labelled radio group: a fieldset
 * whose legend names the choice, each option with its own label.
 */
export function ChoiceField<Value extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend id={`${id}-legend`} className="mb-2 text-sm font-medium">
        {legend}
      </legend>
      <RadioGroup
        aria-labelledby={`${id}-legend`}
        value={value}
        onValueChange={(chosen) => onChange(chosen as Value)}
        className="flex flex-wrap gap-4"
      >
        {options.map((option) => (
          <div key={option.value} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${option.value}`} value={option.value} />
            <Label htmlFor={`${id}-${option.value}`}>{option.label}</Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
