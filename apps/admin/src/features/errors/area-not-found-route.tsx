import { ErrorPage } from "@stampwise/web";
import { paths } from "../../shared/paths";

/** An unknown page inside the admin area: the 404 within the layout, with home being /admin. */
export function Component() {
  return <ErrorPage kind="not-found" homePath={paths.admin.root} embedded />;
}
