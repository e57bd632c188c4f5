import { loadSections } from "@stampwise/i18n";
import { useDocumentTitle } from "@stampwise/web";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration } from "react-router";
import { LazyCookieBanner } from "../features/cookies/lazy-cookie-banner";
import { i18n } from "./i18n";

/** Around every screen: the document title in the reader's language and the cookie banner. */
export function RootLayout() {
  const { t } = useTranslation();
  // The generic title; a page that names itself (useDocumentTitle) takes over while it is shown.
  useDocumentTitle(t("common.documentTitle.admin"), { fallback: true });
  return (
    <>
      <Outlet />
      <LazyCookieBanner />
      <ScrollRestoration />
    </>
  );
}

const RootErrorPage = lazy(async () => {
  const [module] = await Promise.all([import("./root-error-page"), loadSections(i18n, ["errors"])]);
  return module;
});

/**
 * Anything a screen throws outside the other boundaries lands here instead of a blank page. The
 * page and its texts load only then, so no first load carries them.
 */
export function RootErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <RootErrorPage />
    </Suspense>
  );
}

/**
 * Shown while the first screen's chunk loads (a few milliseconds from cache). Nothing rather than
 * a spinner: a flash of spinner before every first paint looks worse than a blank frame.
 */
export function RootHydrateFallback() {
  return null;
}
