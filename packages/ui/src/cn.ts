import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

export type { ClassValue };

/**
 * Joins class names and lets a later Tailwind utility win over a conflicting earlier one, so a
 * caller's `className="h-8"` really replaces the component's `h-9` instead of racing it in the CSS.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
