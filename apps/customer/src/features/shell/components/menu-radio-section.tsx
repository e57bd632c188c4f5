import { DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem } from "@stampwise/ui";
import type { ReactNode } from "react";
import { useId } from "react";

export type MenuRadioOption<Value extends string> = {
  value: Value;
  label: string;
  icon?: ReactNode;
  /** Language names are read in their own language by screen readers. */
  lang?: string;
};

type MenuRadioSectionProps<Value extends string> = {
  label: string;
  value: Value;
  options: readonly MenuRadioOption<Value>[];
  onChange: (value: Value) => void;
  itemClassName?: string;
};

/** A titled group of menu choices; the visible title is also the group's accessible name. */
export function MenuRadioSection<Value extends string>({
  label,
  value,
  options,
  onChange,
  itemClassName,
}: MenuRadioSectionProps<Value>) {
  const labelId = useId();
  return (
    <>
      <DropdownMenuLabel id={labelId} className="text-xs font-medium text-muted-foreground">
        {label}
      </DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-labelledby={labelId}
        value={value}
        // Radix hands back a plain string; it is always one of the options given above.
        onValueChange={(next) => onChange(next as Value)}
      >
        {options.map((option) => (
          <DropdownMenuRadioItem
            key={option.value}
            value={option.value}
            lang={option.lang}
            className={itemClassName}
          >
            {option.icon}
            {option.label}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
