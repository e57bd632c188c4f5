import type { User } from "@stampwise/contract";
import { fetchSession, isApiError } from "@stampwise/web";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { forgetAccounts, rememberedAccount } from "../../../lib/account-storage";

type Probe = { kind: "offline" } | { kind: "signed-out" } | { kind: "signed-in"; user: User };

/** A second session check that tells "signed out" (the server said so) from "server unreachable". */
async function probeSession(): Promise<Probe> {
  try {
    const user = await fetchSession();
    return user ? { kind: "signed-in", user } : { kind: "signed-out" };
  } catch (error) {
    // No network (status 0) or a server that is down: the remembered account still stands.
    if (!isApiError(error) || error.status === 0 || error.status >= 500) return { kind: "offline" };
    return { kind: "signed-out" };
  }
}

/**
 * When the session check found nobody, the customer may simply be offline: with an account
 * remembered on this device, ask again and tell the two apart. Offline, the app goes on for the
 * remembered account (My QR works without the server); signed out for real, the device forgets
 * the account. `checking` is true while that second answer is awaited.
 */
export function useOfflineAccount(
  sessionUser: User | null,
  isSessionLoading: boolean,
  /** False while the person logs out: then nobody is to be kept. */
  enabled: boolean,
) {
  const [remembered] = useState(rememberedAccount);
  const needsProbe = enabled && !isSessionLoading && !sessionUser && remembered !== null;
  const probe = useQuery({
    queryKey: ["session-probe"],
    queryFn: probeSession,
    enabled: needsProbe,
    retry: false,
    gcTime: 0,
    // The point is to find out whether the network is there: never wait for react-query to think so.
    networkMode: "always",
  });

  const outcome = needsProbe ? probe.data : undefined;
  useEffect(() => {
    if (outcome?.kind === "signed-out") forgetAccounts();
  }, [outcome]);

  if (!needsProbe) return { checking: false, offlineUser: null, signedInUser: null };
  return {
    checking: probe.isPending,
    offlineUser: outcome?.kind === "offline" ? remembered : null,
    signedInUser: outcome?.kind === "signed-in" ? outcome.user : null,
  };
}
