import type { User } from "@stampwise/contract";
import { useEffect, useRef } from "react";
import { fetchSession } from "../session-api";
import { readKnownSession, storeSessionUser } from "../session-handoff";

/**
 * "Login screen load": once the session check answers, a signed-in account is handed to
 * `onSignedIn` (which moves on or logs out); a failed check leaves the screen as it is. Only the
 * first answer counts, so a login on this screen is not handled twice. Without react-query (the
 * login is a first screen, decision 014): what the app already knows is used, else the server is
 * asked once, and a failed check counts as signed out.
 */
export function useSessionCheckOnLoad(onSignedIn: (user: User, options: { explain: false }) => void) {
  const latest = useRef(onSignedIn);
  latest.current = onSignedIn;
  useEffect(() => {
    let current = true;
    const known = readKnownSession();
    const check = known !== undefined ? Promise.resolve(known) : fetchSession().catch(() => null);
    void check.then((user) => {
      if (!current) return;
      if (known === undefined) storeSessionUser(user);
      if (user) latest.current(user, { explain: false });
    });
    return () => {
      current = false;
    };
  }, []);
}
