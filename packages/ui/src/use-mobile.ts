import { useMediaQuery } from "./use-media-query";

/** Below 768 px the layout is mobile (the sidebar becomes a sheet). Matches Tailwind's `md`. */
export const MOBILE_BREAKPOINT = 768;

// Read synchronously on the first render, so a phone never flashes the desktop sidebar.
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
}
