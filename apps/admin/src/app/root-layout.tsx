import { useDocumentTitle } from "@stampwise/web";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration } from "react-router";
import { LazyCookieBanner } from "../features/cookies/lazy-cookie-banner";

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
