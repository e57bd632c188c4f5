import type { User } from "@stampwise/contract";
import { fetchSession } from "@stampwise/web";
import { useCallback, useEffect, useState } from "react";

export type VisitorSession = { user: User | null; isLoading: boolean };

/**
 * Who is looking at the redeem page, read without react-query (decision 014: the page a camera
 * opens does not load the query library). A failed check counts as signed out, as `useSession`
 * does, so nobody is stuck behind a skeleton.
 */
export function useVisitorSession() {
  const [session, setSession] = useState<VisitorSession>({ user: null, isLoading: true });
  useEffect(() => {
    let current = true;
    fetchSession()
      .catch(() => null)
      .then((user) => {
        if (current) setSession({ user, isLoading: false });
      });
    return () => {
      current = false;
    };
  }, []);
  const setUser = useCallback((user: User | null) => setSession({ user, isLoading: false }), []);
  return { session, setUser };
}
