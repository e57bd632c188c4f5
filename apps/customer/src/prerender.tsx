// Built for Node by the prerender step of `vite build` (scripts/prerender/vite-plugin.ts): the
// pages a visitor lands on cold, as HTML in each language (decision 036).
import { LANGUAGE_CODES, type Language } from "@stampwise/i18n";
import { prerenderForGoogleSignIn, renderToHtml } from "@stampwise/web/prerender";
import { createStaticHistory } from "@stampwise/web/router";
import { App } from "./app/app";
import { i18n } from "./lib/i18n";
import { APP_BASENAME, paths } from "./lib/paths";

// The redeem page's shell is the same for every code (the offer fills in once the page asks for
// it), so it is rendered once, at an id of the right form that no code has.
const SHELL_CODE = "00000000-0000-4000-8000-000000000000";

export const languages = LANGUAGE_CODES;

export const pages = [
  {
    name: "login",
    pattern: `${APP_BASENAME}${paths.login}`,
    location: paths.login,
    titleKey: "common.documentTitle.customer",
    showsGoogleSignIn: true,
  },
  {
    name: "redeem",
    pattern: `${APP_BASENAME}/redeem/*`,
    location: paths.redeem(SHELL_CODE),
    titleKey: "redeem.documentTitle",
  },
] as const;

export async function render(
  page: (typeof pages)[number],
  language: Language,
  server: { googleSignIn: boolean },
) {
  await i18n.changeLanguage(language);
  prerenderForGoogleSignIn(server.googleSignIn);
  const html = await renderToHtml(<App history={createStaticHistory(page.location, APP_BASENAME)} />);
  return { html, title: i18n.t(page.titleKey) };
}
