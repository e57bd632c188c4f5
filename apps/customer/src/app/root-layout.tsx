import { ServerErrorPage } from "@stampwise/web";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration } from "react-router";
import { paths } from "./paths";

/** Around every screen: the document title in the reader's language. */
export function RootLayout() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t("common.documentTitle.customer");
    // `t` is bound to the active language, so it changes (and this runs) on every switch.
  }, [t]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Anything a screen throws lands here instead of a blank page. */
export function RootErrorBoundary() {
  return <ServerErrorPage homePath={paths.cards} />;
}

/**
 * Shown while the first screen's chunk loads (a few milliseconds from cache). Nothing rather than
 * a spinner: a flash of spinner before every first paint looks worse than a blank frame.
 */
export function RootHydrateFallback() {
  return null;
}
