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

/**
 * A list or table while it loads: `rows` placeholder rows, each a name, a short figure and the
 * row's actions, in a bordered box.
 */
export function ListLoading({ label, rows }: { label: string; rows: number }) {
  return (
    <LoadingRegion label={label} className="flex flex-col gap-3 rounded-md border p-4">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <div key={index} className="flex items-center gap-4">
          <Skeleton className="h-5 flex-1" />
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-8 w-20" />
        </div>
      ))}
    </LoadingRegion>
  );
}
