import { lazy, Suspense } from "react";
import { hasCookieConsent } from "./cookie-consent";

const CookieBanner = lazy(() =>
  import("./cookie-banner").then((module) => ({ default: module.CookieBanner })),
);

/**
 * The banner's code loads only for visitors who have not accepted yet, in parallel with the
 * page, so a returning visitor's first load does not carry it at all.
 */
export function LazyCookieBanner() {
  if (hasCookieConsent()) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
