import { loadSections } from "@stampwise/i18n";
import { lazy, Suspense, useEffect, useState } from "react";
import { i18n } from "../../shared/i18n";
import { hasCookieConsent } from "./cookie-consent";

const CookieBanner = lazy(async () => {
  const [module] = await Promise.all([import("./cookie-banner"), loadSections(i18n, ["cookies"])]);
  return { default: module.CookieBanner };
});

/**
 * The banner's code and texts load only for visitors who have not accepted yet, in parallel with
 * the page, so a returning visitor's first load does not carry them at all. Asked after the first
 * render: a prerendered page (decision 036) cannot know the visitor's choice, and the banner is
 * fixed at the bottom, so appearing a moment later moves nothing.
 */
export function LazyCookieBanner() {
  const [ask, setAsk] = useState(false);
  useEffect(() => setAsk(!hasCookieConsent()), []);
  if (!ask) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
