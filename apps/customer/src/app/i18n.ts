import { createI18n, type LazySection, loadSections } from "@stampwise/i18n";

/** The app's one i18next instance: core texts now, each screen's own sections with the screen. */
export const i18n = createI18n();

/**
 * A route's `lazy` that also loads the text sections its screen uses, in parallel with its code,
 * so the screen never renders a raw key.
 */
export function withTexts<Module>(sections: readonly LazySection[], load: () => Promise<Module>) {
  return async () => {
    const [module] = await Promise.all([load(), loadSections(i18n, sections)]);
    return module;
  };
}
