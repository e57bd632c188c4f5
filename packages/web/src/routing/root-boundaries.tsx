import { type LazySection, loadSections } from "@stampwise/i18n";
import type { i18n } from "i18next";
import { lazy, Suspense } from "react";

const ERROR_TEXTS: LazySection[] = ["errors"];

/**
 * The root route's ErrorBoundary for an app on a data router: anything a screen throws outside
 * the other boundaries shows the 500 page instead of a blank one. The page and its texts load only
 * then, so no first load carries them.
 */
export function createRootErrorBoundary(instance: i18n, homePath: string) {
  const RootErrorPage = lazy(async () => {
    const [{ ServerErrorPage }] = await Promise.all([
      import("../errors/server-error-page"),
      loadSections(instance, ERROR_TEXTS),
    ]);
    return { default: () => <ServerErrorPage homePath={homePath} /> };
  });
  return function RootErrorBoundary() {
    return (
      <Suspense fallback={null}>
        <RootErrorPage />
      </Suspense>
    );
  };
}

/**
 * The same 500 page for an app on react-router's declarative mode, as the fallback of an
 * `ErrorBoundary` (there are no route error responses to tell a 404 from there).
 */
export function createRootErrorPage(instance: i18n, homePath: string) {
  const RootErrorPage = lazy(async () => {
    const [{ ErrorPage }] = await Promise.all([
      import("../errors/error-page"),
      loadSections(instance, ERROR_TEXTS),
    ]);
    return { default: () => <ErrorPage kind="server-error" homePath={homePath} /> };
  });
  return function RootErrorPageLoader() {
    return (
      <Suspense fallback={null}>
        <RootErrorPage />
      </Suspense>
    );
  };
}

/**
 * Shown while the first screen's chunk loads (a few milliseconds from cache). Nothing rather than
 * a spinner: a flash of spinner before every first paint looks worse than a blank frame.
 */
export function RootHydrateFallback() {
  return null;
}
