import { useTranslation } from "@stampwise/i18n";
import type { ComponentProps } from "react";
import { Link } from "../../routing/router";
import type { LinkTarget } from "../auth-door";

type AppLinkProps = Omit<ComponentProps<"a">, "href"> & {
  link: LinkTarget;
  /** Opens in a new tab (a legal page beside a half-filled form), and says so to screen readers. */
  newTab?: boolean;
};

/** A router link, or a plain link when the page lives in the other app's bundle. */
export function AppLink({ link, newTab = false, children, ...props }: AppLinkProps) {
  const { t } = useTranslation();
  const tabProps = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  const content = (
    <>
      {children}
      {newTab && <span className="sr-only"> {t("auth.layout.opensInNewTab")}</span>}
    </>
  );
  if ("to" in link) {
    return (
      <Link to={link.to} {...props} {...tabProps}>
        {content}
      </Link>
    );
  }
  return (
    <a href={link.href} {...props} {...tabProps}>
      {content}
    </a>
  );
}
