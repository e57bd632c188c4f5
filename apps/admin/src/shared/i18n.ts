import { createI18n } from "@stampwise/i18n";
import { createLazyScreen } from "@stampwise/web";

/** The app's one translator: core texts now, each screen's own sections with the screen. */
export const i18n = createI18n();

/** A route's screen that loads with its text sections (see `createLazyScreen`). */
export const lazyScreen = createLazyScreen(i18n);
