import { useSession, useSetSessionUser } from "@stampwise/web";
import { Navigate, useLocation } from "@stampwise/web/router";
import { lazy, type ReactNode, Suspense, useEffect, useRef } from "react";
import { rememberAccount } from "../../../lib/account-storage";
import { SignedInAccountContext } from "../../../lib/signed-in-account";
import { LogOutIntentContext } from "../hooks/log-out-intent";
import { useOfflineAccount } from "../hooks/use-offline-account";
import { loginRedirect } from "../login-redirect";
import { SessionLoading } from "./session-loading";

// Only an admin account that opens the customer app sees it, so customers do not load it.
const AdminAccountNotice = lazy(() =>
  import("./admin-account-notice").then((module) => ({ default: module.AdminAccountNotice })),
);

/**
 * "Route guard" for the customer app: a spinner while the session is checked, the login
 * page for a signed-out visitor (coming back here afterwards), and an explanation for an admin
 * account, which has no cards of its own to show. A customer whose phone is offline keeps the
 * app for the account remembered on the device, so My QR still works at the counter.
 */
export function CustomerGuard({ children }: { children: ReactNode }) {
  const { user: sessionUser, isLoading, refetch } = useSession();
  const setSessionUser = useSetSessionUser();
  const location = useLocation();
  const loggingOut = useRef(false);
  const { checking, offlineUser, signedInUser } = useOfflineAccount(
    sessionUser,
    isLoading,
    !loggingOut.current,
  );

  useEffect(() => {
    if (sessionUser?.role === "user") rememberAccount(sessionUser);
  }, [sessionUser]);
  useEffect(() => {
    // The first check failed on a flaky network and the second one found the account.
    if (signedInUser) setSessionUser(signedInUser);
  }, [signedInUser, setSessionUser]);
  useEffect(() => {
    if (!offlineUser) return;
    // Back online: check the session again, which ends the offline mode one way or the other.
    const onOnline = () => void refetch();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [offlineUser, refetch]);

  if (loggingOut.current && !sessionUser) return null;
  if (isLoading || checking) return <SessionLoading />;
  const user = sessionUser ?? signedInUser ?? offlineUser;
  if (!user) return <Navigate to={loginRedirect(location)} replace />;
  return (
    <LogOutIntentContext value={loggingOut}>
      {user.role === "admin" ? (
        <Suspense fallback={<SessionLoading />}>
          <AdminAccountNotice email={user.email} />
        </Suspense>
      ) : (
        <SignedInAccountContext value={{ user, offline: user === offlineUser }}>
          {children}
        </SignedInAccountContext>
      )}
    </LogOutIntentContext>
  );
}
