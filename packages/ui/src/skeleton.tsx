import type { ComponentProps, ReactNode } from "react";
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

/**
 * A region of placeholders while something loads: busy for assistive technology, which hears
 * `label` once (the placeholders themselves are hidden from it).
 */
export function LoadingRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <span className="sr-only" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}
