import {
  createRootErrorPage,
  ErrorBoundary,
  useDocumentTitle,
  useScrollToTopOnNewPage,
} from "@stampwise/web";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { LazyCookieBanner } from "../features/cookies/lazy-cookie-banner";
import { i18n } from "./i18n";
import { paths } from "./paths";
import { AppRoutes } from "./router";

const RootErrorPage = createRootErrorPage(i18n, paths.home);

/**
 * Around every screen: the document title in the reader's language, the cookie banner, the 500
 * page for anything a screen throws, and a new page starting at its top.
 */
export function RootLayout() {
  const { t } = useTranslation();
  // The generic title; a page that names itself (useDocumentTitle) takes over while it is shown.
  useDocumentTitle(t("common.documentTitle.admin"), { fallback: true });
  useScrollToTopOnNewPage();
  return (
    <>
      <ErrorBoundary fallback={() => <RootErrorPage />}>
        {/* Nothing while the first screen's chunk loads: a flash of spinner looks worse. */}
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </ErrorBoundary>
      <LazyCookieBanner />
    </>
  );
}
