import { useNavigate } from "./router";

/** Where "Go back" leads. */
export type BackDestination =
  /** An earlier entry of this app's router: the router goes back without a page load. */
  | { kind: "in-app" }
  /** An earlier page of this site in the tab, loaded before this one (a full page load, the other app). */
  | { kind: "history" }
  /** A browser that cannot tell what is behind: try going back, home when nothing happens. */
  | { kind: "history-or-home" }
  /** A page of this site that opened this one in a new tab: the tab has no history to go back in. */
  | { kind: "referrer"; url: string }
  | { kind: "home" };

export type BackSituation = {
  /** The router's index of the current entry (`history.state.idx`): 0 on the first page it drew. */
  routerIndex: number;
  /**
   * The Navigation API's `canGoBack`: whether a page of this site is behind this one in the tab;
   * undefined in a browser without that API.
   */
  canGoBack: boolean | undefined;
  historyLength: number;
  referrer: string;
  currentUrl: string;
};

/**
 * The router only counts its own entries, so after a full page load (a typed address, a link from
 * the other app) it stands at 0 although the tab has pages of the site behind it. The Navigation
 * API knows; without it the tab's history length is the hint, though it also counts pages of other
 * sites, a blank new tab and entries ahead. A tab with nothing of this site behind goes to the
 * page that opened it, if that is one of ours, else home.
 */
export function backDestination({
  routerIndex,
  canGoBack,
  historyLength,
  referrer,
  currentUrl,
}: BackSituation): BackDestination {
  if (routerIndex > 0) return { kind: "in-app" };
  if (canGoBack === true) return { kind: "history" };
  if (canGoBack === undefined && historyLength > 1) return { kind: "history-or-home" };
  if (isSameOriginPage(referrer, currentUrl)) return { kind: "referrer", url: referrer };
  return { kind: "home" };
}

function isSameOriginPage(referrer: string, currentUrl: string): boolean {
  if (!referrer) return false;
  try {
    const from = new URL(referrer);
    const here = new URL(currentUrl);
    return from.origin === here.origin && from.href !== here.href;
  } catch {
    return false;
  }
}

/**
 * How long to wait for the page to change after `history.back()` before going home instead, where
 * the browser cannot tell whether anything is behind: the history length also counts entries
 * ahead (the person came back to this page), and with nothing behind `back()` does nothing.
 */
export const BACK_FALLBACK_MS = 1000;

type BrowserWindow = Pick<Window, "history" | "addEventListener" | "removeEventListener" | "setTimeout">;

/** `history.back()`, and `goHome` when the page has neither been left nor changed soon after. */
export function backInHistoryOrHome(browser: BrowserWindow, goHome: () => void): void {
  let moved = false;
  const onMove = () => {
    moved = true;
  };
  // pagehide: another document took over; popstate: an earlier entry of this document did.
  browser.addEventListener("pagehide", onMove);
  browser.addEventListener("popstate", onMove);
  browser.history.back();
  browser.setTimeout(() => {
    browser.removeEventListener("pagehide", onMove);
    browser.removeEventListener("popstate", onMove);
    if (!moved) goHome();
  }, BACK_FALLBACK_MS);
}

/**
 * "Go back" for the error pages: the previous page when the tab has one, in this app or before
 * it, else `goHome`.
 */
export function useGoBack(goHome: () => void): () => void {
  const navigate = useNavigate();
  return () => {
    const destination = backDestination({
      routerIndex: (window.history.state as { idx?: number } | null)?.idx ?? 0,
      canGoBack: "navigation" in window ? window.navigation.canGoBack : undefined,
      historyLength: window.history.length,
      referrer: document.referrer,
      currentUrl: window.location.href,
    });
    switch (destination.kind) {
      case "in-app":
        return void navigate(-1);
      case "history":
        return window.history.back();
      case "history-or-home":
        return backInHistoryOrHome(window, goHome);
      case "referrer":
        return window.location.assign(destination.url);
      case "home":
        return goHome();
    }
  };
}
