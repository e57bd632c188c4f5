import type { ComponentProps } from "react";
import { cn } from "./cn";
import { focusRing } from "./focus-ring";

type SwitchProps = Omit<ComponentProps<"input">, "type" | "role" | "onChange"> & {
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox announced as a switch: keyboard (Space), forms, labels and screen readers all
 * work without script, and it costs the landing page nothing (Radix's Switch is ~2.5 KB gzip).
 * The thumb is the ::before pseudo-element. The off track uses the input colour (3:1 against the
 * page) so the control stays visible when off.
 */
export function Switch({ className, checked, onCheckedChange, ...props }: SwitchProps) {
  return (
    <input
      type="checkbox"
      role="switch"
      checked={checked}
      // Browsers derive it from `checked` anyway; stated for tools that read the markup.
      aria-checked={checked}
      data-slot="switch"
      onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
      className={cn(
        "peer relative inline-flex h-5 w-9 shrink-0 cursor-pointer appearance-none items-center rounded-full border border-transparent bg-input shadow-xs transition-colors checked:bg-primary disabled:cursor-not-allowed disabled:opacity-50",
        "before:pointer-events-none before:absolute before:left-0.5 before:size-4 before:rounded-full before:bg-background before:shadow-sm before:transition-transform checked:before:translate-x-4 motion-reduce:before:transition-none",
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
