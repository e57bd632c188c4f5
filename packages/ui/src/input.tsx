import type { ComponentProps } from "react";
import { cn } from "./cn";
import { fieldFocusRing, invalidField } from "./focus-ring";

const inputClassName = cn(
  "flex h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-base shadow-xs transition-colors md:text-sm",
  "placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground",
  "file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
  "disabled:cursor-not-allowed disabled:opacity-50",
  fieldFocusRing,
  invalidField,
);

// `text-base` below md: iOS zooms into any focused field whose text is smaller than 16px.
export function Input({ className, type, ...props }: ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cn(inputClassName, className)} {...props} />;
}
