import { type RefObject, useEffect, useState } from "react";

/**
 * Whether an element scrolls horizontally. A scrolling region must be reachable by keyboard
 * (axe: scrollable-region-focusable), but a tab stop on every table that fits would be noise.
 */
export function useIsOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The content can grow (longer rows) while the box keeps its size, so watch the children too.
    for (const child of element.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);

  return overflowing;
}
