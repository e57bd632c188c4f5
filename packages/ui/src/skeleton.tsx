import type { ComponentProps } from "react";
import { cn } from "./cn";

/** A loading placeholder; hidden from screen readers, so pair it with a Spinner or busy region. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn("animate-pulse rounded-md bg-accent", className)}
      {...props}
    />
  );
}
