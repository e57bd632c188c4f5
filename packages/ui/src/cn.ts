export type ClassValue = string | false | null | undefined;

/**
 * Joins the truthy class names. It does not resolve conflicting Tailwind utilities (that is what
 * tailwind-merge is for); callers' `className` comes last, and the design-system work can swap
 * this for tailwind-merge once components need overrides that conflict.
 */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(" ");
}
