/* The sidebar's rules that need no DOM, kept apart so they are unit-tested. */

export const SIDEBAR_COOKIE_NAME = "sidebar_state";
/** Seven days, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_ICON = "3rem";
export const SIDEBAR_KEYBOARD_SHORTCUT = "b";

/** The `document.cookie` assignment that remembers the choice across visits. */
export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}`;
}

/**
 * The remembered choice from a cookie header or `document.cookie`; `undefined` when there is none
 * (or it is garbled), so the app falls back to its own default: `defaultOpen={readSidebarCookie(document.cookie) ?? true}`.
 */
export function readSidebarCookie(cookieString: string): boolean | undefined {
  for (const part of cookieString.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(0, separator).trim() !== SIDEBAR_COOKIE_NAME) continue;
    const value = part.slice(separator + 1).trim();
    if (value === "true") return true;
    if (value === "false") return false;
    return undefined;
  }
  return undefined;
}

type ShortcutEvent = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "defaultPrevented">;

/**
 * Ctrl+B (Windows, Linux) or Cmd+B (macOS). An editor that already used the key for bold calls
 * preventDefault, and then the sidebar leaves it alone; Alt combinations type characters on some
 * keyboards, so they are not ours either.
 */
export function isSidebarShortcut(event: ShortcutEvent): boolean {
  return (
    !event.defaultPrevented &&
    !event.altKey &&
    (event.ctrlKey || event.metaKey) &&
    event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT
  );
}
