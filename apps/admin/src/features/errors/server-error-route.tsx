import { ErrorPage } from "@stampwise/web";
import { useSearchParams } from "@stampwise/web/router";
import { paths } from "../../shared/paths";

/**
 * `/500`. `/500?variant=minimal` is the minimal variant: title and description only, for
 * places where buttons would lead nowhere useful (an embedded frame, a status link in a mail).
 */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <ErrorPage
      kind="server-error"
      homePath={paths.home}
      minimal={searchParams.get("variant") === "minimal"}
    />
  );
}
