import { type RefObject, useEffect } from "react";

/**
 * The height the open toasts take at the top of a phone's screen, set on the root element while
 * the Toaster is mounted. Dialogs, alert dialogs and sheets below `sm` start below it (classes
 * spell the property out: Tailwind only sees literal class names), so a toast never covers the
 * dialog it reports on: a validation error, a field, the buttons. From `sm` the toasts sit in the
 * bottom corner and dialogs ignore it.
 */
export const TOAST_INSET_PROPERTY = "--toast-inset";

/** Keeps TOAST_INSET_PROPERTY at the height of the toast list in `viewport`: 0 while it is empty. */
export function usePublishToastInset(viewport: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const list = viewport.current;
    if (!list) return;
    const root = document.documentElement;
    const publish = () => {
      const height = list.childElementCount === 0 ? 0 : list.offsetHeight;
      root.style.setProperty(TOAST_INSET_PROPERTY, `${height}px`);
    };
    publish();
    // The list's size changes with every toast that opens or closes, and with the width.
    const resizes = new ResizeObserver(publish);
    resizes.observe(list);
    const changes = new MutationObserver(publish);
    changes.observe(list, { childList: true });
    return () => {
      resizes.disconnect();
      changes.disconnect();
      root.style.removeProperty(TOAST_INSET_PROPERTY);
    };
  }, [viewport]);
}
