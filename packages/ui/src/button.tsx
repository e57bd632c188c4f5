import type { ComponentProps } from "react";
import { cn } from "./cn";

const base =
  "inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium whitespace-nowrap " +
  "transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring " +
  "disabled:pointer-events-none disabled:opacity-50";

const variants = {
  default: "bg-primary text-primary-foreground hover:bg-primary/90",
  outline: "border border-border bg-background hover:bg-muted",
} as const;

export type ButtonVariant = keyof typeof variants;

/** The button look for elements that are not buttons, such as a link that starts a journey. */
export function buttonVariants({ variant = "default" }: { variant?: ButtonVariant } = {}): string {
  return cn(base, variants[variant]);
}

export type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant };

// `type="button"` by default: a button inside a form must not submit it unless asked to.
export function Button({ variant, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant }), className)} {...props} />;
}
