import type { User } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { Spinner } from "@stampwise/ui";
import { useSession } from "@stampwise/web";
import { Navigate } from "@stampwise/web/router";
import type { ReactNode } from "react";
import { paths } from "../../../shared/paths";
import { adminAccess } from "../admin-access";

/**
 * Route guard: a spinner while the session is checked, /login when signed out,
 * /unauthorized for an account that may not administer anything, else the area.
 */
export function AdminGuard({ children }: { children: (user: User) => ReactNode }) {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();

  if (isLoading) {
    return (
      <div className="flex min-h-svh items-center justify-center">
        <Spinner label={t("shell.loadingArea")} className="[&_svg]:size-8 text-muted-foreground" />
      </div>
    );
  }
  switch (adminAccess(user)) {
    case "signed-out":
      return <Navigate to={paths.login} replace />;
    case "not-an-admin":
      return <Navigate to={paths.unauthorized} replace />;
    default:
      return user ? children(user) : null;
  }
}
