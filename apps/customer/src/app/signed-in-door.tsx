import { fetchSession, readKnownSession, storeSessionUser } from "@stampwise/web";
import { Navigate, Outlet, useLocation } from "@stampwise/web/router";
import { useEffect, useState } from "react";
import { loginRedirect } from "../features/shell/login-redirect";
import { rememberedAccount } from "../lib/account-storage";

type Door = "open" | "to-login" | "asking";

/** Open at once for an account this tab knows, or one this device remembers (offline My QR). */
function firstDoor(): Door {
  const known = readKnownSession();
  if (known) return "open";
  if (known === null) return "to-login";
  return rememberedAccount() ? "open" : "asking";
}

/**
 * The layout route in front of the signed-in pages (decision 021), small enough to be part of the
 * app's entry, so a remembered customer's shell loads with no extra step. A visitor this device
 * has never seen signed in, who is most often signed out (a first visit to /app/), is sent to the
 * login without loading the shell and react-query first; the session answer is handed on, so the
 * guard behind does not ask again. A remembered customer goes straight on, and the shell's guard
 * checks the session as before (telling an offline phone from a signed-out one). A server that
 * cannot be reached is left to that guard too.
 */
export function SignedInDoor() {
  const location = useLocation();
  const [door, setDoor] = useState<Door>(firstDoor);

  useEffect(() => {
    if (door !== "asking") return;
    let current = true;
    fetchSession().then(
      (user) => {
        if (!current) return;
        storeSessionUser(user);
        setDoor(user ? "open" : "to-login");
      },
      () => current && setDoor("open"),
    );
    return () => {
      current = false;
    };
  }, [door]);

  if (door === "to-login") return <Navigate to={loginRedirect(location)} replace />;
  // While asking: the blank page a lazy screen shows while it loads, for one short request.
  return door === "open" ? <Outlet /> : null;
}
