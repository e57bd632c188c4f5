import type { LazySection } from "@stampwise/i18n";
import { type ComponentType, lazy } from "react";
import { withTexts } from "./i18n";

/**
 * A screen of the router: its module (which exports `Component`) and its text sections load
 * together the first time it renders, so it never shows a raw key. Navigations run in a
 * transition, so the screen before stays until this one is ready.
 */
export function lazyScreen(
  sections: readonly LazySection[],
  load: () => Promise<{ Component: ComponentType }>,
) {
  const loadWithTexts = withTexts(sections, load);
  return lazy(async () => ({ default: (await loadWithTexts()).Component }));
}
