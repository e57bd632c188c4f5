import { useSyncExternalStore } from "react";

/** Spec §9: below 768 px the layout is mobile (the sidebar becomes a sheet). Matches Tailwind's `md`. */
export const MOBILE_BREAKPOINT = 768;

const query = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

// Read synchronously on the first render, so a phone never flashes the desktop sidebar.
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
