import { createRootLayout } from "@stampwise/web";
import { LazyCookieBanner } from "../features/cookies/lazy-cookie-banner";
import { i18n } from "../shared/i18n";
import { paths } from "../shared/paths";
import { AppRoutes } from "./router";

export const RootLayout = createRootLayout({
  i18n,
  homePath: paths.home,
  documentTitleKey: "common.documentTitle.admin",
  Routes: AppRoutes,
  beside: <LazyCookieBanner />,
});
