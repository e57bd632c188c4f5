import { type LazySection, loadSections } from "@stampwise/i18n";
import type { i18n } from "i18next";
import { lazy, Suspense } from "react";

const ERROR_TEXTS: LazySection[] = ["errors"];

/**
 * The root 500 page of an app, as the fallback of its outermost `ErrorBoundary`: anything a screen
 * throws outside the other boundaries shows it instead of a blank page. The page and its texts
 * load only then, so no first load carries them.
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
