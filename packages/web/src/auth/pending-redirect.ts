/**
 * The `?redirect=` a customer had when they started signing up. Sign-up finishes from the link in
 * the email, often in a new tab, so the address bar no longer has it; localStorage carries it over.
 */
const PENDING_REDIRECT_KEY = "auth-redirect";

export function rememberRedirect(path: string | null): void {
  try {
    if (path) localStorage.setItem(PENDING_REDIRECT_KEY, path);
    else localStorage.removeItem(PENDING_REDIRECT_KEY);
  } catch {
    // Without storage the person lands on their cards instead; nothing is lost.
  }
}

/** The remembered path, once: it is forgotten as it is read. */
export function takeRememberedRedirect(): string | null {
  try {
    const path = localStorage.getItem(PENDING_REDIRECT_KEY);
    localStorage.removeItem(PENDING_REDIRECT_KEY);
    return path;
  } catch {
    return null;
  }
}
