import { useLayoutEffect, useRef } from "react";

/**
 * A dialog opened by code (no Radix trigger) has nowhere to send focus when it closes, so it lands
 * on the page's body and a keyboard user starts over. This remembers what had focus when the
 * dialog opened (the button that opened it) and gives it back: pass the handler to the content's
 * `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect: it runs before the dialog's own focus scope (an effect) moves focus inside.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
