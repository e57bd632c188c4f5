import { cn } from "@stampwise/ui";

/** The product mark (a stamp with a tick), drawn in the theme's primary colour. Decorative. */
export function StampwiseMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn("size-8", className)}>
      <circle cx="16" cy="16" r="15" className="fill-primary" />
      <circle
        cx="16"
        cy="16"
        r="10"
        fill="none"
        strokeWidth="2.5"
        strokeDasharray="4 3"
        className="stroke-primary-foreground"
      />
      <path
        d="m11 16.5 3.5 3.5 6.5-7"
        fill="none"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
    </svg>
  );
}
