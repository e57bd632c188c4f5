import { useTranslation } from "@stampwise/i18n";
import { ChevronRightIcon, EllipsisIcon } from "lucide-react";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn";
import { focusRing } from "./focus-ring";

/** A labelled nav landmark ("Breadcrumb"), so screen readers can jump to it. */
export function Breadcrumb(props: ComponentProps<"nav">) {
  const { t } = useTranslation();
  return <nav aria-label={t("ui.breadcrumb")} data-slot="breadcrumb" {...props} />;
}

export function BreadcrumbList({ className, ...props }: ComponentProps<"ol">) {
  return (
    <ol
      data-slot="breadcrumb-list"
      className={cn(
        "flex flex-wrap items-center gap-1.5 text-sm break-words text-muted-foreground sm:gap-2.5",
        className,
      )}
      {...props}
    />
  );
}

export function BreadcrumbItem({ className, ...props }: ComponentProps<"li">) {
  return (
    <li
      data-slot="breadcrumb-item"
      className={cn("inline-flex items-center gap-1.5", className)}
      {...props}
    />
  );
}

/** `asChild` to render the router's Link: `<BreadcrumbLink asChild><Link to="…">…</Link></BreadcrumbLink>`. */
export function BreadcrumbLink({
  asChild,
  className,
  ...props
}: ComponentProps<"a"> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "a";
  return (
    <Comp
      data-slot="breadcrumb-link"
      className={cn("rounded-sm transition-colors hover:text-foreground", focusRing, className)}
      {...props}
    />
  );
}

/** The current page: not a link, marked with aria-current so it is announced as "current page". */
export function BreadcrumbPage({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      data-slot="breadcrumb-page"
      aria-current="page"
      className={cn("font-normal text-foreground", className)}
      {...props}
    />
  );
}

export function BreadcrumbSeparator({ children, className, ...props }: ComponentProps<"li">) {
  return (
    <li
      data-slot="breadcrumb-separator"
      role="presentation"
      aria-hidden="true"
      className={cn("[&>svg]:size-3.5", className)}
      {...props}
    >
      {children ?? <ChevronRightIcon />}
    </li>
  );
}

/** Stands for collapsed crumbs; screen readers hear "More". */
export function BreadcrumbEllipsis({ className, ...props }: ComponentProps<"span">) {
  const { t } = useTranslation();
  return (
    <span
      data-slot="breadcrumb-ellipsis"
      className={cn("flex size-9 items-center justify-center", className)}
      {...props}
    >
      <EllipsisIcon aria-hidden className="size-4" />
      <span className="sr-only">{t("ui.more")}</span>
    </span>
  );
}
