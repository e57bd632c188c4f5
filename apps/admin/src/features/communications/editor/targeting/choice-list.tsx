import { Checkbox, Label } from "@stampwise/ui";
import { useId } from "react";

/** Several of a short list (stamp cards, levels), as labelled checkboxes in a fieldset. */
export function ChoiceList({
  legend,
  options,
  chosen,
  onChange,
  empty,
  error,
  disabled,
}: {
  legend: string;
  options: readonly { id: string; label: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  empty: string;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined} disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {options.map((option) => (
            <div key={option.id} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${option.id}`}
                checked={chosen.includes(option.id)}
                disabled={disabled}
                onCheckedChange={(checked) =>
                  onChange(checked ? [...chosen, option.id] : chosen.filter((value) => value !== option.id))
                }
              />
              <Label htmlFor={`${id}-${option.id}`} className="font-normal">
                {option.label}
              </Label>
            </div>
          ))}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
