import type { Translator } from "@stampwise/i18n";
import { type LazySection, loadSections, useTranslation } from "@stampwise/i18n";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { useDocumentTitle } from "../document/document-title";
import { ErrorBoundary } from "./error-boundary";
import { useScrollToTopOnNewPage } from "./scroll-to-top";

const ERROR_TEXTS: LazySection[] = ["errors"];

/**
 * The root 500 page of an app, as the fallback of its outermost `ErrorBoundary`: anything a screen
 * throws outside the other boundaries shows it instead of a blank page. The page and its texts
 * load only then, so no first load carries them.
 */
function createRootErrorPage(instance: Translator, homePath: string) {
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

interface RootLayoutOptions {
  i18n: Translator;
  /** Where the 500 page's "home" button leads. */
  homePath: string;
  /** The app's generic document title. */
  documentTitleKey: "common.documentTitle.admin" | "common.documentTitle.customer";
  /** The app's routes. */
  Routes: ComponentType;
  /** Shown next to every screen, outside its error boundary (the admin app's cookie banner). */
  beside?: ReactNode;
}

/**
 * An app's root: the document title in the reader's language (a page that names itself takes
 * over while it is shown), the 500 page for anything a screen throws, and a new page starting at
 * its top (back and forward keep the browser's place).
 */
export function createRootLayout({ i18n, homePath, documentTitleKey, Routes, beside }: RootLayoutOptions) {
  const RootErrorPage = createRootErrorPage(i18n, homePath);
  return function RootLayout() {
    const { t } = useTranslation();
    useDocumentTitle(t(documentTitleKey), { fallback: true });
    useScrollToTopOnNewPage();
    return (
      <>
        <ErrorBoundary fallback={() => <RootErrorPage />}>
          {/* Nothing while the first screen's chunk loads: a flash of spinner looks worse. */}
          <Suspense fallback={null}>
            <Routes />
          </Suspense>
        </ErrorBoundary>
        {beside}
      </>
    );
  };
}
