import type { ComponentProps } from "react";
import { cn } from "./cn";
import { fieldFocusRing, invalidField } from "./focus-ring";

// `field-sizing-content` grows the box with its text, so long messages need no inner scrolling.
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        "flex field-sizing-content min-h-16 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
        fieldFocusRing,
        invalidField,
        className,
      )}
      {...props}
    />
  );
}
