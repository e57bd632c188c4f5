import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";

export type EmptyStateProps = Omit<ComponentProps<"div">, "title"> & {
  /** A lucide icon element; decorative, so it is hidden from screen readers. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually one Button that starts the first step ("Create a loyalty program"). */
  action?: ReactNode;
  /** The heading level that fits the page outline; h2 under a page's h1 by default. */
  titleLevel?: 2 | 3 | 4;
};

/** What a list or page shows when it has nothing yet, and the way to change that. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  titleLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${titleLevel}` as const;
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center justify-center gap-4 rounded-lg border border-dashed p-8 text-center text-balance",
        className,
      )}
      {...props}
    >
      {icon && (
        <div
          aria-hidden
          className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg:not([class*='size-'])]:size-6"
        >
          {icon}
        </div>
      )}
      <div className="flex max-w-sm flex-col gap-1.5">
        <Heading className="text-lg font-semibold">{title}</Heading>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {action && <div className="flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}
