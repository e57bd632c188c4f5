import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches now, kept up to date; read synchronously on the first render, so
 * nothing flashes at the wrong size. False where there is no window (tests render on the server).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query);
      media.addEventListener("change", onChange);
      return () => media.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
