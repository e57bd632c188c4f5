import { AppProviders } from "@stampwise/web";
import { type BrowserHistory, BrowserRouter } from "@stampwise/web/router";
import { StrictMode } from "react";
import { i18n } from "../shared/i18n";
import { RootLayout } from "./root-layout";

/**
 * The whole app, as the browser starts it and as the build prerenders its first pages: one tree
 * for both, so the HTML and the first render in the browser agree. `history` (a fixed address) only at
 * build time.
 */
export function App({ history }: { history?: BrowserHistory }) {
  return (
    <StrictMode>
      <AppProviders i18n={i18n}>
        <BrowserRouter history={history}>
          <RootLayout />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
