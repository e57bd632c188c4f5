/** Cookie banner: accepting stores `cookie-consent` = "true" in local storage. */
export const COOKIE_CONSENT_KEY = "cookie-consent";

export function hasCookieConsent(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === "true";
  } catch {
    // Storage can be disabled (private modes, strict settings): then we simply ask again.
    return false;
  }
}

export function saveCookieConsent(): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, "true");
  } catch {
    // Without storage the choice lasts this visit only, like dismissing.
  }
}
