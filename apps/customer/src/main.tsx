import "@stampwise/ui/styles.css";
import { AppProviders, createQueryClient } from "@stampwise/web";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { i18n } from "./app/i18n";
import { APP_BASENAME } from "./app/paths";
import { RootLayout } from "./app/root-layout";
import { registerServiceWorker } from "./app/service-worker";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={i18n}>
      {/* Every customer screen shows server state, so the provider is at the root here. */}
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter basename={APP_BASENAME}>
          <RootLayout />
        </BrowserRouter>
      </QueryClientProvider>
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
