import { useTranslation } from "@stampwise/i18n";
import { Button } from "@stampwise/ui";
import { ErrorPage, useLogout, useSession } from "@stampwise/web";
import { Link, useLocation, useNavigate } from "@stampwise/web/router";
import { LogIn } from "lucide-react";
import { paths } from "../../shared/paths";

/**
 * `/401` and `/unauthorized`. A signed-in account lands here when it administers no organization;
 * logging in again as that account would bring it straight back, so its button signs out first.
 */
export function Component() {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const logInButton = isAuthenticated ? (
    <Button
      disabled={logout.isPending}
      onClick={() => logout.mutate(undefined, { onSettled: () => navigate(paths.login) })}
    >
      <LogIn aria-hidden />
      {t("errors.unauthorized.logInWithAnotherAccount")}
    </Button>
  ) : (
    <Button asChild>
      <Link to={paths.login}>
        <LogIn aria-hidden />
        {t("errors.unauthorized.logIn")}
      </Link>
    </Button>
  );

  return (
    <ErrorPage
      kind="unauthorized"
      homePath={paths.home}
      description={
        isAuthenticated && pathname === paths.unauthorized
          ? t("errors.unauthorized.noOrganization")
          : undefined
      }
      actions={logInButton}
    />
  );
}
