import type { To } from "@stampwise/web/router";
import { paths } from "../../lib/paths";

/** Set on the way back from logging in or signing up: the person already asked for the stamps. */
export const COLLECT_PARAM = "collect";

/** This redeem page, asking it to collect at once: where log in and sign up send the person back. */
export function redeemReturnPath(instanceId: string): string {
  return `${paths.redeem(instanceId)}?${new URLSearchParams({ [COLLECT_PARAM]: "1" })}`;
}

/** The login or sign-up page, with the way back here as its `?redirect=`. */
export function authPageReturningHere(authPath: string, instanceId: string): To {
  return {
    pathname: authPath,
    search: `?${new URLSearchParams({ redirect: redeemReturnPath(instanceId) })}`,
  };
}
