import type { Translator } from "@stampwise/i18n";
import { I18nProvider } from "@stampwise/i18n";
import { LazyToaster, ThemeProvider } from "@stampwise/ui";
import type { ReactNode } from "react";

/**
 * What both apps wrap every screen in: texts, theme and toasts. Server state (react-query) and
 * tooltips get their providers where they are used, so a page that needs neither (the landing
 * page) does not load them.
 */
export function AppProviders({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider>
        {children}
        <LazyToaster />
      </ThemeProvider>
    </I18nProvider>
  );
}
