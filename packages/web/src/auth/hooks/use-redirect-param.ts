import { useSearchParams } from "../../routing/router";
import type { AuthDoor } from "../auth-door";
import { safeRedirectPath } from "../sign-in-destination";

/** The safe `?redirect=` path of a door that honours one (the customer app's), else null. */
export function useRedirectParam(door: AuthDoor): string | null {
  const [params] = useSearchParams();
  if (door.redirectBasename === undefined) return null;
  return safeRedirectPath(params.get("redirect"), door.redirectBasename);
}
