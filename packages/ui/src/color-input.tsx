import { useTranslation } from "@stampwise/i18n";
import { type ComponentProps, useState } from "react";
import { cn } from "./cn";
import { normalizeHexColor } from "./color";
import { focusRing } from "./focus-ring";
import { Input } from "./input";

export type ColorInputProps = Omit<
  ComponentProps<"input">,
  "value" | "defaultValue" | "onChange" | "type"
> & {
  /** `#rrggbb`. */
  value: string;
  /** Called with `#rrggbb` whenever the swatch or the text field holds a complete colour. */
  onChange: (value: string) => void;
};

/**
 * A native colour swatch beside a hex field, kept in sync. The remaining props (`id`, `name`, `ref`,
 * `aria-*`) go to the hex field, so FormField's label names it; with react-hook-form use a Controller.
 */
export function ColorInput({ value, onChange, onBlur, disabled, className, ...props }: ColorInputProps) {
  const { t } = useTranslation();
  // What the person is typing, which may be half a colour ("#c2") for a while.
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // A new value from outside (form reset, the swatch) replaces the draft unless it is the same colour.
  if (value !== lastValue) {
    setLastValue(value);
    if (normalizeHexColor(draft) !== normalizeHexColor(value)) setDraft(value);
  }

  return (
    <div data-slot="color-input" className={cn("flex items-center gap-2", className)}>
      <input
        type="color"
        aria-label={t("ui.color.picker")}
        aria-describedby={props["aria-describedby"]}
        value={normalizeHexColor(value) ?? "#000000"}
        disabled={disabled}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(event.target.value);
        }}
        className={cn(
          "size-9 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 disabled:cursor-not-allowed disabled:opacity-50 [&::-moz-color-swatch]:rounded-sm [&::-moz-color-swatch]:border-0 [&::-webkit-color-swatch]:rounded-sm [&::-webkit-color-swatch]:border-0 [&::-webkit-color-swatch-wrapper]:p-0",
          focusRing,
        )}
      />
      <Input
        {...props}
        type="text"
        value={draft}
        disabled={disabled}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        placeholder="#rrggbb"
        className="w-28 font-mono"
        onChange={(event) => {
          setDraft(event.target.value);
          const color = normalizeHexColor(event.target.value);
          if (color) onChange(color);
        }}
        onBlur={(event) => {
          // Leaving the field tidies it: "#ABC" becomes "#aabbcc", a half-typed colour reverts.
          setDraft(normalizeHexColor(draft) ?? value);
          onBlur?.(event);
        }}
      />
    </div>
  );
}
