import type { ComponentProps } from "react";
import { cn } from "./cn";

/**
 * A progress bar with its accessible name and value: `value` from 0 to 100, `valueText` what a
 * screen reader says ("116 points to Silver"), the theme's primary colour on a muted track.
 */
export function Progress({
  value,
  valueText,
  className,
  ...props
}: Omit<ComponentProps<"div">, "role" | "children"> & { value: number; valueText?: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      aria-valuetext={valueText}
      data-slot="progress"
      className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}
      {...props}
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-500"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
