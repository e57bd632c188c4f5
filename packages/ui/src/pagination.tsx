import { useTranslation } from "@stampwise/i18n";
import { ChevronLeftIcon, ChevronRightIcon, EllipsisIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { type ButtonSize, buttonVariants } from "./button";
import { cn } from "./cn";

export function Pagination({ className, ...props }: ComponentProps<"nav">) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("ui.pagination.label")}
      data-slot="pagination"
      className={cn("mx-auto flex w-full justify-center", className)}
      {...props}
    />
  );
}

export function PaginationContent({ className, ...props }: ComponentProps<"ul">) {
  return (
    <ul
      data-slot="pagination-content"
      className={cn("flex flex-row items-center gap-1", className)}
      {...props}
    />
  );
}

export function PaginationItem(props: ComponentProps<"li">) {
  return <li data-slot="pagination-item" {...props} />;
}

type PaginationLinkStyle = { isActive?: boolean; size?: ButtonSize };

/**
 * A link when given `href` (pages in the URL), otherwise a `<button>` (client-side paging): an `<a>`
 * without href is not focusable, so a table's pager would be unreachable by keyboard.
 */
export type PaginationLinkProps = PaginationLinkStyle &
  ((ComponentProps<"a"> & { href: string }) | (ComponentProps<"button"> & { href?: undefined }));

export function PaginationLink({ className, isActive, size = "icon", ...props }: PaginationLinkProps) {
  const shared = {
    "aria-current": isActive ? ("page" as const) : undefined,
    "data-slot": "pagination-link",
    "data-active": isActive,
    className: cn(buttonVariants({ variant: isActive ? "outline" : "ghost", size }), className),
  };
  if (props.href === undefined) return <button type="button" {...shared} {...props} />;
  return <a {...shared} {...props} />;
}

export function PaginationPrevious({ className, children, ...props }: PaginationLinkProps) {
  const { t } = useTranslation();
  return (
    <PaginationLink
      aria-label={t("ui.pagination.previousPage")}
      size="default"
      className={cn("gap-1 px-2.5 sm:pl-2.5", className)}
      {...props}
    >
      {children ?? (
        <>
          <ChevronLeftIcon aria-hidden />
          <span className="hidden sm:block">{t("ui.pagination.previous")}</span>
        </>
      )}
    </PaginationLink>
  );
}

export function PaginationNext({ className, children, ...props }: PaginationLinkProps) {
  const { t } = useTranslation();
  return (
    <PaginationLink
      aria-label={t("ui.pagination.nextPage")}
      size="default"
      className={cn("gap-1 px-2.5 sm:pr-2.5", className)}
      {...props}
    >
      {children ?? (
        <>
          <span className="hidden sm:block">{t("ui.pagination.next")}</span>
          <ChevronRightIcon aria-hidden />
        </>
      )}
    </PaginationLink>
  );
}

export function PaginationEllipsis({ className, ...props }: ComponentProps<"span">) {
  const { t } = useTranslation();
  return (
    <span
      data-slot="pagination-ellipsis"
      className={cn("flex size-9 items-center justify-center", className)}
      {...props}
    >
      <EllipsisIcon aria-hidden className="size-4" />
      <span className="sr-only">{t("ui.pagination.morePages")}</span>
    </span>
  );
}
