import { useDocumentTitle } from "@stampwise/web";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration } from "react-router";

/** Around every screen: the document title in the reader's language. */
export function RootLayout() {
  const { t } = useTranslation();
  // The generic title; a page that names itself (useDocumentTitle) takes over while it is shown.
  useDocumentTitle(t("common.documentTitle.customer"), { fallback: true });
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
