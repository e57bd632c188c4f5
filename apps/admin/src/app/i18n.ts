import { createI18n, createWithTexts } from "@stampwise/i18n";

/** The app's one i18next instance: core texts now, each screen's own sections with the screen. */
export const i18n = createI18n();

/** A route's `lazy` that also loads its screen's text sections (see `createWithTexts`). */
export const withTexts = createWithTexts(i18n);
