import { createRootLayout } from "@stampwise/web";
import { i18n } from "../lib/i18n";
import { paths } from "../lib/paths";
import { AppRoutes } from "./router";

export const RootLayout = createRootLayout({
  i18n,
  homePath: paths.cards,
  documentTitleKey: "common.documentTitle.customer",
  Routes: AppRoutes,
});
