import { useSession } from "@stampwise/web";
import { type ReactNode, useRef } from "react";
import { Navigate, useLocation } from "react-router";
import { LogOutIntentContext } from "../hooks/log-out-intent";
import { loginRedirect } from "../login-redirect";
import { AdminAccountNotice } from "./admin-account-notice";
import { SessionLoading } from "./session-loading";

/**
 * Spec §4 "Route guard" for the customer app: a spinner while the session is checked, the login
 * page for a signed-out visitor (coming back here afterwards), and an explanation for an admin
 * account, which has no cards of its own to show.
 */
export function CustomerGuard({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const loggingOut = useRef(false);

  if (isLoading) return <SessionLoading />;
  if (!user) {
    if (loggingOut.current) return null;
    return <Navigate to={loginRedirect(location)} replace />;
  }
  return (
    <LogOutIntentContext value={loggingOut}>
      {user.role === "admin" ? <AdminAccountNotice email={user.email} /> : children}
    </LogOutIntentContext>
  );
}
