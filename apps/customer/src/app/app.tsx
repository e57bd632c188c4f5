import { AppProviders } from "@stampwise/web";
import { type BrowserHistory, BrowserRouter } from "@stampwise/web/router";
import { StrictMode } from "react";
import { i18n } from "../lib/i18n";
import { APP_BASENAME } from "../lib/paths";
import { RootLayout } from "./root-layout";

/**
 * The whole app, as the browser starts it and as the build prerenders its first pages: one tree
 * for both, so the HTML and the first render in the browser agree. `history` (a fixed address) only
 * at build time.
 */
export function App({ history }: { history?: BrowserHistory }) {
  return (
    <StrictMode>
      <AppProviders i18n={i18n}>
        {/* Server state (react-query) is provided by a lazy layout route: see app/server-state.tsx. */}
        <BrowserRouter basename={APP_BASENAME} history={history}>
          <RootLayout />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
