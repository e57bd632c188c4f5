import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BACK_FALLBACK_MS, backDestination, backInHistoryOrHome } from "./go-back";

const page = "https://stampwise.example/no-such-page";
const fresh = { routerIndex: 0, canGoBack: false, historyLength: 1, referrer: "", currentUrl: page };

describe("backDestination", () => {
  it("goes back inside the app when the router has an earlier entry", () => {
    expect(backDestination({ ...fresh, routerIndex: 2, canGoBack: true, historyLength: 3 })).toEqual({
      kind: "in-app",
    });
  });

  it("goes back in the tab's history to a page of the site loaded before, although the router stands at 0", () => {
    expect(backDestination({ ...fresh, canGoBack: true, historyLength: 2 })).toEqual({ kind: "history" });
  });

  it("tries the tab's history in a browser that cannot tell what is behind", () => {
    expect(backDestination({ ...fresh, canGoBack: undefined, historyLength: 3 })).toEqual({
      kind: "history-or-home",
    });
  });

  it("opens the page of this site that opened the tab when nothing of the site is behind", () => {
    const referrer = "https://stampwise.example/admin/users?page=2";
    expect(backDestination({ ...fresh, referrer })).toEqual({ kind: "referrer", url: referrer });
    // A blank new tab or another site behind is not a page to go back to from here.
    expect(backDestination({ ...fresh, historyLength: 2, referrer })).toEqual({
      kind: "referrer",
      url: referrer,
    });
    expect(backDestination({ ...fresh, canGoBack: undefined, referrer })).toEqual({
      kind: "referrer",
      url: referrer,
    });
  });

  it("goes home from a tab with nothing of this site behind or before it", () => {
    expect(backDestination(fresh)).toEqual({ kind: "home" });
    expect(backDestination({ ...fresh, historyLength: 3 })).toEqual({ kind: "home" });
    expect(backDestination({ ...fresh, canGoBack: undefined })).toEqual({ kind: "home" });
    expect(backDestination({ ...fresh, referrer: "https://search.example/?q=stampwise" })).toEqual({
      kind: "home",
    });
    expect(backDestination({ ...fresh, referrer: page })).toEqual({ kind: "home" });
    expect(backDestination({ ...fresh, referrer: "not a url" })).toEqual({ kind: "home" });
  });
});

describe("backInHistoryOrHome", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function fakeBrowser(onBack: (events: EventTarget) => void) {
    const events = new EventTarget();
    return {
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
      setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
      history: { back: () => onBack(events) },
    } as unknown as Parameters<typeof backInHistoryOrHome>[0];
  }

  it("stays put when going back left the page", () => {
    const goHome = vi.fn();
    backInHistoryOrHome(
      fakeBrowser((events) => events.dispatchEvent(new Event("pagehide"))),
      goHome,
    );
    vi.advanceTimersByTime(BACK_FALLBACK_MS);
    expect(goHome).not.toHaveBeenCalled();
  });

  it("stays put when going back reached an earlier entry of this page", () => {
    const goHome = vi.fn();
    backInHistoryOrHome(
      fakeBrowser((events) => setTimeout(() => events.dispatchEvent(new Event("popstate")), 50)),
      goHome,
    );
    vi.advanceTimersByTime(BACK_FALLBACK_MS);
    expect(goHome).not.toHaveBeenCalled();
  });

  it("goes home when there was nothing behind the page and back() did nothing", () => {
    const goHome = vi.fn();
    backInHistoryOrHome(
      fakeBrowser(() => undefined),
      goHome,
    );
    vi.advanceTimersByTime(BACK_FALLBACK_MS - 1);
    expect(goHome).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goHome).toHaveBeenCalledOnce();
  });
});
