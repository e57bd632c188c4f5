import type { User } from "@stampwise/contract";
import { useEffect, useRef } from "react";
import { useSession } from "../use-session";

/**
 * Spec §4 "Login screen load": once the session check answers, a signed-in account is handed to
 * `onSignedIn` (which moves on or logs out); a failed check leaves the screen as it is. Only the
 * first answer counts, so a login on this screen is not handled twice.
 */
export function useSessionCheckOnLoad(onSignedIn: (user: User, options: { explain: false }) => void) {
  const { user, isLoading } = useSession();
  const checked = useRef(false);
  useEffect(() => {
    if (isLoading || checked.current) return;
    checked.current = true;
    if (user) onSignedIn(user, { explain: false });
  }, [user, isLoading, onSignedIn]);
}
