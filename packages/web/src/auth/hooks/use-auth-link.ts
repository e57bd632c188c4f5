import type { To } from "../../routing/router";
import type { AuthDoor } from "../auth-door";
import { useRedirectParam } from "./use-redirect-param";

/**
 * Links between the sign-in screens carry the `?redirect=` along, so a customer who came from the
 * redeem page and detours through sign-up or a password reset still ends up back there.
 */
export function useAuthLink(door: AuthDoor): (pathname: string) => To {
  const redirect = useRedirectParam(door);
  return (pathname) => (redirect ? { pathname, search: `?${new URLSearchParams({ redirect })}` } : pathname);
}
