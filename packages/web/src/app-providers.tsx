import { LazyToaster, ThemeProvider } from "@stampwise/ui";
import type { i18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";

/**
 * What both apps wrap every screen in: texts, theme and toasts. Server state (react-query) and
 * tooltips get their providers where they are used, so a page that needs neither (the landing
 * page) does not load them.
 */
export function AppProviders({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        {children}
        <LazyToaster />
      </ThemeProvider>
    </I18nextProvider>
  );
}
