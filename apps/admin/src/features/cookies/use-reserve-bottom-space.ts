import { FIXED_BOTTOM_INSET_PROPERTY } from "@stampwise/ui";
import { type RefObject, useEffect } from "react";

/**
 * While a fixed bar covers the bottom of the viewport, the page gets that much room below its
 * content and keyboard focus scrolls clear of the bar (scroll-padding), so nothing stays hidden
 * behind it. Only space at the very end is added: nothing on screen moves (no layout shift).
 * Toasts read the same height (FIXED_BOTTOM_INSET_PROPERTY) and stack above the bar, so a toast
 * never covers the bar's buttons for its five seconds.
 */
export function useReserveBottomSpace(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const { body, documentElement } = document;
    const observer = new ResizeObserver(() => {
      const height = `${element.offsetHeight}px`;
      body.style.paddingBottom = height;
      documentElement.style.scrollPaddingBottom = height;
      documentElement.style.setProperty(FIXED_BOTTOM_INSET_PROPERTY, height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = "";
      documentElement.style.scrollPaddingBottom = "";
      documentElement.style.removeProperty(FIXED_BOTTOM_INSET_PROPERTY);
    };
  }, [ref, active]);
}
