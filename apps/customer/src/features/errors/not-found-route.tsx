import { ErrorPage } from "@stampwise/web";
import { paths } from "../../lib/paths";

/** Every address inside /app that no route knows; home is the cards page. */
export function Component() {
  return <ErrorPage kind="not-found" homePath={paths.cards} />;
}
