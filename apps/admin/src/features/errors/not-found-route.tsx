import { ErrorPage } from "@stampwise/web";
import { paths } from "../../shared/paths";

/** `/404` and every address no route knows. */
export function Component() {
  return <ErrorPage kind="not-found" homePath={paths.home} />;
}
