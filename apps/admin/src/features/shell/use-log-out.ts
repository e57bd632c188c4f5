import { useTranslation } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { useLogout } from "@stampwise/web";
import { useNavigate } from "@stampwise/web/router";
import { paths } from "../../shared/paths";

/**
 * Logout: end the session and go to /login. useLogout forgets the account in this tab
 * whatever the server answers; a failure is still told, since the server session may live on.
 */
export function useLogOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();

  const logOut = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      toast({
        variant: "destructive",
        title: t("shell.userMenu.logoutFailed.title"),
        description: t("shell.userMenu.logoutFailed.description"),
      });
    }
    navigate(paths.login, { replace: true });
  };

  return { logOut, isLoggingOut: logout.isPending };
}
