import { Outlet } from "@stampwise/web/router";
import { WithServerState } from "../shared/with-server-state";

/**
 * Server state for the screens that fetch (auth, legal, the admin area). A lazy layout route
 * rather than a root provider: the landing page fetches nothing on first paint, so its first load
 * does not carry react-query.
 */
export function Component() {
  return (
    <WithServerState>
      <Outlet />
    </WithServerState>
  );
}
