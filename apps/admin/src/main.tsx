import "@stampwise/ui/styles.css";
import { AppProviders } from "@stampwise/web";
import { BrowserRouter } from "@stampwise/web/router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { i18n } from "./app/i18n";
import { RootLayout } from "./app/root-layout";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <AppProviders i18n={i18n}>
      <BrowserRouter>
        <RootLayout />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
