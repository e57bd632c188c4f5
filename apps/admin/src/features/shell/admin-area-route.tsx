import { ServerErrorPage } from "@stampwise/web";
import { paths } from "../../app/paths";
import { AdminGuard } from "./components/admin-guard";
import { AdminLayout } from "./components/admin-layout";

/** /admin: only admins of an organization get in; every admin page renders inside the layout. */
export function Component() {
  return <AdminGuard>{(user) => <AdminLayout user={user} />}</AdminGuard>;
}

/** Spec §2: an error in the area shows the 500-type page with a way back to /admin. */
export function ErrorBoundary() {
  return <ServerErrorPage homePath={paths.admin.root} />;
}
