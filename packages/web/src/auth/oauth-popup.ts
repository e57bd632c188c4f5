/**
 * The Google popup handshake, free of React and of the real window so
 * its timing can be tested. The opener sets a flag in localStorage to `open`; the app's /oauth page,
 * where the popup lands, overwrites it with `completed` or `cancelled` and closes itself. A flag
 * rather than `window.opener.postMessage`: the popup passes through Google, and the
 * Cross-Origin-Opener-Policy cuts the link between the two windows on the way.
 */
export const OAUTH_FLAG_KEY = "oauth-popup";
/** Why a popup ended `cancelled` (`denied`, `invalid_login_type`, `unavailable`…), when it says. */
export const OAUTH_REASON_KEY = "oauth-popup-reason";
export const OAUTH_POLL_INTERVAL_MS = 1000;
export const OAUTH_TIMEOUT_MS = 300_000;
export const OAUTH_POPUP_WIDTH = 500;
export const OAUTH_POPUP_HEIGHT = 600;

export type OAuthFlag = "open" | "completed" | "cancelled";

export type OAuthOutcome =
  | { status: "completed" }
  | { status: "cancelled"; reason: string | null }
  | { status: "timeout" }
  | { status: "blocked" };

export type FlagStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type PopupHandle = { readonly closed: boolean; close(): void };

export type PollTimers = {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
};

export type WatchOAuthPopupOptions = {
  /** Opens the popup; null when the browser blocked it. */
  openPopup: () => PopupHandle | null;
  storage: FlagStorage;
  timers: PollTimers;
  /** Called once, when the flow ends one way or another. */
  onOutcome: (outcome: OAuthOutcome) => void;
  /**
   * The popup looks closed while the flag is still `open`: the person closed it, or the
   * opener-policy hid it on its way through Google. Polling goes on, so a late `completed` still
   * counts; the screen may stop looking busy.
   */
  onPopupClosed?: () => void;
};

/** Starts the flow; the answer stops it early (the screen went away), closing the popup. */
export function watchOAuthPopup(options: WatchOAuthPopupOptions): { stop: () => void } {
  const { storage, timers, onOutcome } = options;
  writeFlag(storage, "open");
  const popup = options.openPopup();
  if (!popup) {
    clearFlag(storage);
    onOutcome({ status: "blocked" });
    return { stop: () => {} };
  }

  let finished = false;
  let reportedClosed = false;
  const finish = (outcome: OAuthOutcome | null) => {
    if (finished) return;
    finished = true;
    timers.clearInterval(interval);
    timers.clearTimeout(timeout);
    clearFlag(storage);
    if (outcome) onOutcome(outcome);
  };

  const interval = timers.setInterval(() => {
    const flag = readFlag(storage);
    if (flag === "completed") return finish({ status: "completed" });
    if (flag === "cancelled") return finish({ status: "cancelled", reason: readReason(storage) });
    if (popup.closed && !reportedClosed) {
      reportedClosed = true;
      options.onPopupClosed?.();
    }
  }, OAUTH_POLL_INTERVAL_MS);

  const timeout = timers.setTimeout(() => {
    closeQuietly(popup);
    finish({ status: "timeout" });
  }, OAUTH_TIMEOUT_MS);

  return {
    stop: () => {
      if (finished) return;
      closeQuietly(popup);
      finish(null);
    },
  };
}

/** What the /oauth page writes before closing itself. */
export function reportOAuthResult(
  storage: FlagStorage,
  status: Exclude<OAuthFlag, "open">,
  reason: string | null,
): void {
  if (reason) safely(() => storage.setItem(OAUTH_REASON_KEY, reason));
  else safely(() => storage.removeItem(OAUTH_REASON_KEY));
  writeFlag(storage, status);
}

/** True when an opener in this browser is waiting for a popup (so this page is that popup). */
export function isOAuthPopupAwaited(storage: FlagStorage): boolean {
  return readFlag(storage) === "open";
}

/** The `window.open` features for a 500×600 popup centred over the opener's window. */
export function centredPopupFeatures(opener: {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}): string {
  const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - OAUTH_POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - OAUTH_POPUP_HEIGHT) / 2));
  return `popup=yes,width=${OAUTH_POPUP_WIDTH},height=${OAUTH_POPUP_HEIGHT},left=${left},top=${top}`;
}

function readFlag(storage: FlagStorage): string | null {
  return safely(() => storage.getItem(OAUTH_FLAG_KEY)) ?? null;
}

function readReason(storage: FlagStorage): string | null {
  return safely(() => storage.getItem(OAUTH_REASON_KEY)) ?? null;
}

function writeFlag(storage: FlagStorage, flag: OAuthFlag): void {
  safely(() => storage.setItem(OAUTH_FLAG_KEY, flag));
}

function clearFlag(storage: FlagStorage): void {
  safely(() => storage.removeItem(OAUTH_FLAG_KEY));
  safely(() => storage.removeItem(OAUTH_REASON_KEY));
}

function closeQuietly(popup: PopupHandle): void {
  try {
    popup.close();
  } catch {
    // A popup the opener-policy detached cannot be reached; it closes itself on /oauth.
  }
}

/** Storage can be disabled (private modes); the flow then times out instead of crashing. */
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
