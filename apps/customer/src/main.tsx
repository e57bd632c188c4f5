import "@stampwise/ui/styles.css";
import { AppProviders } from "@stampwise/web";
import { BrowserRouter } from "@stampwise/web/router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { i18n } from "./app/i18n";
import { APP_BASENAME } from "./app/paths";
import { RootLayout } from "./app/root-layout";
import { registerServiceWorker } from "./app/service-worker";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={i18n}>
      {/* Server state (react-query) is provided by a lazy layout route: see app/server-state.tsx. */}
      <BrowserRouter basename={APP_BASENAME}>
        <RootLayout />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
