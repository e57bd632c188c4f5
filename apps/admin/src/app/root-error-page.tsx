import { ServerErrorPage } from "@stampwise/web";
import { paths } from "./paths";

/** The page a crash outside any other boundary shows; loaded only when that happens. */
export default function RootErrorPage() {
  return <ServerErrorPage homePath={paths.home} />;
}
