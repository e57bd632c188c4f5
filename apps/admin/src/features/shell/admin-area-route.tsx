import { ErrorBoundary, ErrorPage } from "@stampwise/web";
import { useLocation } from "@stampwise/web/router";
import { paths } from "../../shared/paths";
import { AdminGuard } from "./components/admin-guard";
import { AdminLayout } from "./components/admin-layout";

/**
 * /admin: only admins of an organization get in; every admin page renders inside the layout.
 * An error in the area shows the 500-type page with a way back to /admin; moving to
 * another address clears it.
 */
export function Component() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={() => <ErrorPage kind="server-error" homePath={paths.admin.root} />}
    >
      <AdminGuard>{(user) => <AdminLayout user={user} />}</AdminGuard>
    </ErrorBoundary>
  );
}
