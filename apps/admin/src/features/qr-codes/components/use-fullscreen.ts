import { type RefObject, useCallback, useEffect, useState } from "react";

/**
 * Full screen for one element: the browser's Fullscreen API where it exists, and in any case a
 * flag the caller uses to fill the window (phones without the API, such as iPhone Safari).
 */
export function useFullscreen(element: RefObject<HTMLElement | null>) {
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    // Leaving with Esc or the browser's own control must also shrink the layout again.
    const onChange = () => {
      if (!document.fullscreenElement) setExpanded(false);
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  useEffect(
    () => () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    },
    [],
  );

  const toggle = useCallback(() => {
    const target = element.current;
    if (expanded) {
      setExpanded(false);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      return;
    }
    setExpanded(true);
    // Refused (no API, not allowed in a frame): the enlarged layout alone still helps at a till.
    if (target?.requestFullscreen) void target.requestFullscreen().catch(() => undefined);
  }, [element, expanded]);

  return { expanded, toggle };
}
