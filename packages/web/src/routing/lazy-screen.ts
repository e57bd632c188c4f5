import type { Translator } from "@stampwise/i18n";
import { createWithTexts, type LazySection } from "@stampwise/i18n";
import { type ComponentType, lazy } from "react";

type ScreenModule = { Component: ComponentType };

/**
 * `lazyScreen(sections, load)` for an app's routes (the apps' router, decision
 * 014): a screen whose module (exporting `Component`) and text sections load together the first
 * time it renders, so it never shows a raw key. Navigations run in a transition, so the screen
 * before stays until this one is ready.
 */
export function createLazyScreen(instance: Translator) {
  const withTexts = createWithTexts(instance);
  return function lazyScreen(sections: readonly LazySection[], load: () => Promise<ScreenModule>) {
    const loadWithTexts = withTexts(sections, load);
    return lazy(async () => ({ default: (await loadWithTexts()).Component }));
  };
}
