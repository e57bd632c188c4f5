import type { Language } from "@stampwise/i18n";
import type { ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { prerenderedPageMatches } from "./prerendered-page";

/**
 * Starts an app in its `#root`. A page the server sent prerendered (decision 036) is hydrated:
 * React takes over the HTML already on screen, without drawing it again. It is drawn afresh
 * instead when the HTML was rendered for another address (the service worker's offline copy)
 * or in another language than this visitor's (a choice stored before the server could read it).
 */
export function mountApp(container: HTMLElement, app: ReactNode, language: Language): void {
  const { prerenderedPath, prerenderedLanguage } = container.dataset;
  const hydrate =
    container.firstElementChild !== null &&
    prerenderedLanguage === language &&
    prerenderedPath !== undefined &&
    prerenderedPageMatches(prerenderedPath, window.location.pathname);
  if (hydrate) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
