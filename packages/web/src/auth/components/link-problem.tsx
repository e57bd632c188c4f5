import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { LinkIcon } from "lucide-react";
import type { To } from "../../routing/router";
import { Link } from "../../routing/router";
import { ScreenHeading } from "./screen-heading";

export type LinkProblemKind = "missing" | "invalid" | "expired" | "used" | "superseded";

/** A token code from the API, or a token the address bar lacks, as the problem to explain. */
export function linkProblemFromCode(code: string | undefined): LinkProblemKind | null {
  if (code === "TOKEN_EXPIRED") return "expired";
  if (code === "TOKEN_USED") return "used";
  if (code === "TOKEN_SUPERSEDED") return "superseded";
  if (code === "TOKEN_INVALID") return "invalid";
  return null;
}

/**
 * An email link that cannot be used (missing, mangled, expired, already used, replaced by a newer
 * one): say which, and offer the way to a fresh one, plus logging in for a link that has already
 * done its work.
 */
export function LinkProblem({
  kind,
  action,
  loginTo,
}: {
  kind: LinkProblemKind;
  action: { label: string; to: To };
  loginTo: To;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
        <LinkIcon aria-hidden className="size-6" />
      </span>
      <ScreenHeading
        title={t(`authFlows.link.${kind}.title`)}
        description={t(`authFlows.link.${kind}.description`)}
        focusOnMount
      />
      <div className="grid gap-3">
        <Button asChild className="h-11 w-full text-base sm:h-10 sm:text-sm">
          <Link to={action.to}>{action.label}</Link>
        </Button>
        <Button asChild variant="outline" className="h-11 w-full text-base sm:h-10 sm:text-sm">
          <Link to={loginTo}>{t("authFlows.link.logIn")}</Link>
        </Button>
      </div>
    </div>
  );
}
