import { logout } from "@stampwise/web";
import { useState } from "react";

/**
 * Log out from the redeem page (an admin account cannot collect stamps). Whatever the server
 * says, the page forgets the account; the app's query cache, if another screen loaded it in this
 * tab, forgets it too.
 */
export function useLogOutHere(onLoggedOut: () => void) {
  const [isPending, setPending] = useState(false);
  const logOut = async () => {
    setPending(true);
    try {
      await logout().catch(() => undefined);
      const { forgetSessionInCache } = await import("../../../lib/query-client");
      forgetSessionInCache();
    } finally {
      setPending(false);
      onLoggedOut();
    }
  };
  return { logOut, isPending };
}
