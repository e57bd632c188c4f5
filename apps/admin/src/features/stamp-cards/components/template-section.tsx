import type { CardTemplateFields } from "@stampwise/contract";
import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";

// biome-ignore lint/suspicious/noExplicitAny: the form's output type does not matter to the fields.
export type TemplateForm = UseFormReturn<CardTemplateFields, unknown, any>;

/** One group of template fields, two columns from small screens up. */
export function TemplateSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 rounded-xl border p-4 sm:grid-cols-2 sm:p-5">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}
