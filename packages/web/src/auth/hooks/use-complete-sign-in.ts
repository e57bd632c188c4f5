import type { User } from "@stampwise/contract";
import { useTranslation } from "@stampwise/i18n";
import { toast } from "@stampwise/ui";
import { useNavigate } from "../../routing/router";
import type { AuthDoor } from "../auth-door";
import { logout } from "../session-api";
import { forgetSignedInSession, storeSessionUser } from "../session-handoff";
import { decideAfterSignIn } from "../sign-in-destination";
import { useRedirectParam } from "./use-redirect-param";

type CompleteOptions = {
  /** A path to go to instead of the one in the address bar (sign-up finishing from an email link). */
  redirect?: string | null;
  /** False on the silent check at load (an admin without organizations is logged out and stays put). */
  explain?: boolean;
};

/**
 * What every way of signing in ends with: remember the user and go to the admin area
 * or the customer's page; an admin account without organizations is logged out instead. Without
 * react-query (session-handoff), so the login screen can do without it.
 */
export function useCompleteSignIn(door: AuthDoor) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redirectParam = useRedirectParam(door);

  return (user: User, { redirect, explain = true }: CompleteOptions = {}) => {
    const decision = decideAfterSignIn(
      { role: door.role, home: door.paths.signedInHome },
      user,
      redirect ?? redirectParam,
    );
    if (decision.kind === "go") {
      storeSessionUser(user);
      navigate(decision.to, { replace: true });
      return;
    }
    if (decision.kind === "logout") {
      // Whatever the server says, this tab forgets the account.
      void logout()
        .catch(() => undefined)
        .finally(forgetSignedInSession);
      if (explain) {
        // An account without organizations is logged out and goes to /login — from sign-up too.
        navigate(door.paths.login, { replace: true });
        toast({
          title: t("auth.login.noOrganization.title"),
          description: t("auth.login.noOrganization.description"),
          variant: "destructive",
        });
      }
    }
  };
}
