import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorPage } from "./error-page";

/**
 * For router ErrorBoundaries: whatever a screen threw, the person sees the 500 page with a way
 * home. A 404 thrown as a route response (a loader's `throw data(null, { status: 404 })`) shows
 * the not-found page instead, since "something went wrong" would be untrue there.
 */
export function ServerErrorPage({ homePath }: { homePath: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <ErrorPage kind={notFound ? "not-found" : "server-error"} homePath={homePath} />;
}
