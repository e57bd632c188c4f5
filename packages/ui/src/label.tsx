import type { ComponentProps } from "react";
import { cn } from "./cn";

// A native label: `select-none` keeps a double-click on it from selecting its text, which was all
// Radix's Label added, and the first screens (the customer's login) do without its runtime.
export function Label({ className, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers give htmlFor or wrap the control.
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50 group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50",
        className,
      )}
      {...props}
    />
  );
}
