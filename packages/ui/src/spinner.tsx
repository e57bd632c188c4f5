import { useTranslation } from "@stampwise/i18n";
import { LoaderCircleIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export type SpinnerProps = ComponentProps<"span"> & {
  /** What is loading, for screen readers; "Loading" by default. */
  label?: string;
};

/** A status region, so a screen reader hears the label when the spinner appears. */
export function Spinner({ label, className, ...props }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span data-slot="spinner" role="status" className={cn("inline-flex items-center", className)} {...props}>
      <LoaderCircleIcon aria-hidden className="size-4 animate-spin" />
      <span className="sr-only">{label ?? t("ui.loading")}</span>
    </span>
  );
}
