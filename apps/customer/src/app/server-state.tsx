import { Outlet } from "@stampwise/web/router";
import { WithServerState } from "../components/with-server-state";

/** The lazy layout route around every screen that shows server state: all but the redeem page. */
export function Component() {
  return (
    <WithServerState>
      <Outlet />
    </WithServerState>
  );
}
