import { useTranslation } from "@stampwise/i18n";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "@stampwise/ui";
import { Link, useLocation } from "@stampwise/web/router";
import { Fragment } from "react";
import { usePageTitles } from "../../../shared/page-title";
import { breadcrumbTrail } from "../breadcrumbs/breadcrumb-trail";
import { crumbTarget } from "../breadcrumbs/crumb-target";

/** One crumb per path segment; hidden below md, where the sheet menu rules. */
export function AdminBreadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { pageTitle, named } = usePageTitles();
  const crumbs = breadcrumbTrail(
    pathname,
    {
      segment: (segment) => t(`shell.breadcrumbs.segments.${segment}`),
      loading: t("common.loading"),
      named,
      pageTitle,
    },
    crumbTarget,
  );

  return (
    <Breadcrumb className="hidden min-w-0 md:block">
      <BreadcrumbList>
        {crumbs.map((crumb) => (
          <Fragment key={crumb.path}>
            {crumb !== crumbs[0] && <BreadcrumbSeparator />}
            <BreadcrumbItem className="min-w-0">
              {crumb.current ? (
                <BreadcrumbPage className="truncate">{crumb.label}</BreadcrumbPage>
              ) : crumb.href === null ? (
                <span>{crumb.label}</span>
              ) : (
                <BreadcrumbLink asChild>
                  <Link to={crumb.href}>{crumb.label}</Link>
                </BreadcrumbLink>
              )}
            </BreadcrumbItem>
          </Fragment>
        ))}
      </BreadcrumbList>
    </Breadcrumb>
  );
}
