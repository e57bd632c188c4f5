// Built for Node by the prerender step of `vite build` (scripts/prerender/vite-plugin.ts): the
// pages a visitor lands on cold, as HTML in each language (decision 036).
import { LANGUAGE_CODES, type Language } from "@stampwise/i18n";
import { renderToHtml } from "@stampwise/web/prerender";
import { createStaticHistory } from "@stampwise/web/router";
import { App } from "./app/app";
import { i18n } from "./shared/i18n";
import { paths } from "./shared/paths";

export const languages = LANGUAGE_CODES;

export const pages = [
  { name: "landing", pattern: paths.home, location: paths.home, titleKey: "common.documentTitle.admin" },
] as const;

export async function render(page: (typeof pages)[number], language: Language) {
  await i18n.changeLanguage(language);
  const html = await renderToHtml(<App history={createStaticHistory(page.location)} />);
  return { html, title: i18n.t(page.titleKey) };
}
