import { DELIVERY_TYPES, type DeliveryType } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Label, RadioGroup, RadioGroupItem } from "@stampwise/ui";
import { useId } from "react";

/** Instant or continuous, each explained in one line (the create dialog and the editor). */
export function DeliveryTypeChoice({
  legend,
  value,
  onChange,
  disabled,
  legendHidden = false,
}: {
  legend: string;
  /** When a heading above already names the choice. */
  legendHidden?: boolean;
  value: DeliveryType;
  onChange: (value: DeliveryType) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend id={`${id}-legend`} className={legendHidden ? "sr-only" : "mb-2 text-sm font-medium"}>
        {legend}
      </legend>
      <RadioGroup
        aria-labelledby={`${id}-legend`}
        value={value}
        onValueChange={(chosen) => onChange(chosen as DeliveryType)}
        disabled={disabled}
        className="grid gap-3 sm:grid-cols-2"
      >
        {DELIVERY_TYPES.map((type) => (
          <div key={type} className="flex items-start gap-3 rounded-md border p-3">
            <RadioGroupItem
              id={`${id}-${type}`}
              value={type}
              className="mt-0.5"
              aria-describedby={`${id}-${type}-hint`}
            />
            <div className="grid gap-1">
              <Label htmlFor={`${id}-${type}`}>{t(`communications.deliveryType.${type}`)}</Label>
              <p id={`${id}-${type}-hint`} className="text-sm text-muted-foreground">
                {t(`communications.deliveryType.${type}Hint`)}
              </p>
            </div>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
