import { useNavigate } from "react-router";

/** Where "Go back" leads. */
export type BackDestination =
  /** An earlier entry of this app's router: react-router goes back without a page load. */
  | { kind: "in-app" }
  /** An earlier page of the tab, loaded before this one (a full page load, another app). */
  | { kind: "history" }
  /** A page of this site that opened this one in a new tab: the tab has no history to go back in. */
  | { kind: "referrer"; url: string }
  | { kind: "home" };

export type BackSituation = {
  /** react-router's index of the current entry (`history.state.idx`): 0 on the first page it drew. */
  routerIndex: number;
  historyLength: number;
  referrer: string;
  currentUrl: string;
};

/**
 * The router only counts its own entries, so after a full page load (a typed address, a link from
 * the other app) it stands at 0 although the tab has pages behind it; the tab's history length
 * tells those apart from a tab that opened on this page (a camera app, a new tab).
 */
export function backDestination({
  routerIndex,
  historyLength,
  referrer,
  currentUrl,
}: BackSituation): BackDestination {
  if (routerIndex > 0) return { kind: "in-app" };
  if (historyLength > 1) return { kind: "history" };
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
 * How long to wait for the page to change after `history.back()` before going home instead. The
 * history length also counts entries ahead (the person came back to this page), so there may be
 * nothing behind it, and then `back()` silently does nothing.
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
      historyLength: window.history.length,
      referrer: document.referrer,
      currentUrl: window.location.href,
    });
    switch (destination.kind) {
      case "in-app":
        return void navigate(-1);
      case "history":
        return backInHistoryOrHome(window, goHome);
      case "referrer":
        return window.location.assign(destination.url);
      case "home":
        return goHome();
    }
  };
}
