import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  centredPopupFeatures,
  isOAuthPopupAwaited,
  OAUTH_FLAG_KEY,
  OAUTH_REASON_KEY,
  type OAuthOutcome,
  reportOAuthResult,
  watchOAuthPopup,
} from "./oauth-popup";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const timers = {
  setInterval: (callback: () => void, ms: number) => setInterval(callback, ms),
  clearInterval: (id: unknown) => clearInterval(id as ReturnType<typeof setInterval>),
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

function start(popup: { closed: boolean; close: () => void } | null = { closed: false, close: vi.fn() }) {
  const storage = memoryStorage();
  const outcomes: OAuthOutcome[] = [];
  const onPopupClosed = vi.fn();
  const watch = watchOAuthPopup({
    openPopup: () => popup,
    storage,
    timers,
    onOutcome: (outcome) => outcomes.push(outcome),
    onPopupClosed,
  });
  return { storage, outcomes, onPopupClosed, watch, popup };
}

describe("watchOAuthPopup", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("marks the flag open and sees completion at the next one-second poll", () => {
    const { storage, outcomes } = start();
    expect(storage.items.get(OAUTH_FLAG_KEY)).toBe("open");

    reportOAuthResult(storage, "completed", null);
    vi.advanceTimersByTime(999);
    expect(outcomes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(outcomes).toEqual([{ status: "completed" }]);
    expect(storage.items.has(OAUTH_FLAG_KEY)).toBe(false);
  });

  it("reports a cancellation with its reason and forgets both", () => {
    const { storage, outcomes } = start();
    reportOAuthResult(storage, "cancelled", "invalid_login_type");
    vi.advanceTimersByTime(1000);
    expect(outcomes).toEqual([{ status: "cancelled", reason: "invalid_login_type" }]);
    expect(storage.items.size).toBe(0);
  });

  it("gives up after five minutes: closes the popup and removes the flag", () => {
    const { storage, outcomes, popup } = start();
    vi.advanceTimersByTime(299_999);
    expect(outcomes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(outcomes).toEqual([{ status: "timeout" }]);
    expect(popup?.close).toHaveBeenCalled();
    expect(storage.items.has(OAUTH_FLAG_KEY)).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(outcomes).toHaveLength(1);
  });

  it("reports a blocked popup at once and leaves no flag behind", () => {
    const { storage, outcomes } = start(null);
    expect(outcomes).toEqual([{ status: "blocked" }]);
    expect(storage.items.size).toBe(0);
  });

  it("tells once that the popup looks closed but still accepts a late completion", () => {
    const popup = { closed: false, close: vi.fn() };
    const { storage, outcomes, onPopupClosed } = start(popup);
    popup.closed = true;
    vi.advanceTimersByTime(3000);
    expect(onPopupClosed).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([]);
    reportOAuthResult(storage, "completed", null);
    vi.advanceTimersByTime(1000);
    expect(outcomes).toEqual([{ status: "completed" }]);
  });

  it("stops quietly when the screen goes away", () => {
    const { storage, outcomes, watch, popup } = start();
    watch.stop();
    reportOAuthResult(storage, "completed", null);
    vi.advanceTimersByTime(400_000);
    expect(outcomes).toEqual([]);
    expect(popup?.close).toHaveBeenCalled();
  });

  it("survives storage that throws", () => {
    const outcomes: OAuthOutcome[] = [];
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    watchOAuthPopup({
      openPopup: () => ({ closed: false, close: () => {} }),
      storage: broken,
      timers,
      onOutcome: (outcome) => outcomes.push(outcome),
    });
    vi.advanceTimersByTime(300_000);
    expect(outcomes).toEqual([{ status: "timeout" }]);
  });
});

describe("reportOAuthResult and isOAuthPopupAwaited", () => {
  it("lets the /oauth page know whether an opener waits for it", () => {
    const storage = memoryStorage();
    expect(isOAuthPopupAwaited(storage)).toBe(false);
    storage.setItem(OAUTH_FLAG_KEY, "open");
    expect(isOAuthPopupAwaited(storage)).toBe(true);
    reportOAuthResult(storage, "cancelled", "denied");
    expect(storage.items.get(OAUTH_FLAG_KEY)).toBe("cancelled");
    expect(storage.items.get(OAUTH_REASON_KEY)).toBe("denied");
    reportOAuthResult(storage, "completed", null);
    expect(storage.items.has(OAUTH_REASON_KEY)).toBe(false);
  });
});

describe("centredPopupFeatures", () => {
  it("centres a 500×600 popup over the window", () => {
    expect(centredPopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1300, outerHeight: 900 })).toBe(
      "popup=yes,width=500,height=600,left=500,top=200",
    );
  });

  it("keeps the popup on screen when the window is smaller than it", () => {
    expect(centredPopupFeatures({ screenX: 0, screenY: 0, outerWidth: 375, outerHeight: 500 })).toBe(
      "popup=yes,width=500,height=600,left=0,top=0",
    );
  });
});
