import { useEffect, useRef } from "react";
import { isApplePlatform, organizationShortcutIndex } from "./organization-shortcut";

/**
 * Calls `onShortcut(index)` for Ctrl/Cmd+1…9 pressed anywhere outside a field, for the first
 * `count` positions only: other digits keep whatever the browser does with them.
 */
export function useOrganizationShortcuts(count: number, onShortcut: (index: number) => void): void {
  // The latest handler, so the listener is added once rather than on every render.
  const handler = useRef(onShortcut);
  handler.current = onShortcut;
  const available = useRef(count);
  available.current = count;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const index = organizationShortcutIndex(event);
      if (index === undefined || index >= available.current) return;
      event.preventDefault();
      handler.current(index);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}

export function useIsApplePlatform(): boolean {
  return typeof navigator !== "undefined" && isApplePlatform(navigator.userAgent);
}
