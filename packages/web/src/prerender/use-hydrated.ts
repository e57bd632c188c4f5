import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False in the HTML the server prerendered and during hydration, true once React runs the page.
 * A control that only works through a script (a popup, a dialog) is shown disabled until then, so
 * a tap on a prerendered page that has not started yet is visibly not taken instead of lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
