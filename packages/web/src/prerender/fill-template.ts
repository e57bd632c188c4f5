import { readFileSync } from "node:fs";
import path from "node:path";
import type { Language } from "@stampwise/i18n/language";

interface Filling {
  /** The page's markup, as React rendered it into `#root`. */
  html: string;
  title: string;
  language: Language;
  /** The path (or `/*` pattern) the page serves, checked by `mountApp` before it hydrates. */
  pattern: string;
  /** The build, to read the stylesheet from. */
  outDir: string;
  /** Rendered for a server with Google sign-in: the page says so for the Google button's first render. */
  googleSignIn?: boolean;
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

/**
 * The built index.html holding a prerendered page: its language on `<html>`, its title, its
 * markup in `#root`, and the app's stylesheet inline, so the first paint waits for no request
 * but the HTML (the stylesheet is the whole app's: later screens need nothing more).
 */
export function fillTemplate(template: string, filling: Filling): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`index.html has no empty ${root} to prerender into`);
  const base = template.match(/<link rel="icon" href="(\/[^"]*?)favicon/)?.[1] ?? "/";
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${filling.language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(filling.title)}</title>`)
    .replace(STYLESHEET, (_link, href: string) => inlineStylesheet(filling.outDir, href.slice(base.length)))
    .replace(
      root,
      `<div id="root" data-prerendered-path="${escapeAttribute(filling.pattern)}" data-prerendered-language="${filling.language}"${filling.googleSignIn === undefined ? "" : ` data-google-sign-in="${filling.googleSignIn}"`}>${filling.html}</div>`,
    );
}

function inlineStylesheet(outDir: string, file: string): string {
  const css = readFileSync(path.join(outDir, file), "utf8");
  if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains </style`);
  return `<style>${css}</style>`;
}
