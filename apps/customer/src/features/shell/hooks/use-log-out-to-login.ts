import { useLogout } from "@stampwise/web";
import { useNavigate } from "@stampwise/web/router";
import { useContext } from "react";
import { forgetAccounts } from "../../../lib/account-storage";
import { paths } from "../../../lib/paths";
import { LogOutIntentContext } from "./log-out-intent";

/**
 * Logs out, then opens the login page. `mutateAsync` rather than `mutate` callbacks: the guard
 * unmounts the menu as soon as the session is cleared, and per-call callbacks of an unmounted
 * observer never run. A failed logout still ends at the login page, as useLogout forgets the
 * account in this tab whatever the server answered, and the device forgets what it kept for
 * offline use.
 */
export function useLogOutToLogin() {
  const logout = useLogout();
  const navigate = useNavigate();
  const logOutIntent = useContext(LogOutIntentContext);
  const logOut = async () => {
    if (logOutIntent) logOutIntent.current = true;
    try {
      await logout.mutateAsync();
    } catch {
      // Nothing to tell the person: they are signed out here either way.
    }
    // The identity secret and the remembered account leave the device with the session.
    forgetAccounts();
    navigate(paths.login, { replace: true });
  };
  return { logOut, isLoggingOut: logout.isPending };
}
