import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGE_CODES, LANGUAGE_COOKIE, type Language, languageOfRequest } from "@stampwise/i18n/language";
import type { FastifyInstance } from "fastify";

/**
 * Written by the apps' build (the prerender plugin in packages/web) beside index.html: which path
 * each prerendered page serves (a pattern ending in `/*` serves every path under it) and its HTML
 * file per language.
 */
const MANIFEST = "prerendered/pages.json";

export interface PrerenderedPage {
  pattern: string;
  files: Record<Language, string>;
  /** The page as drawn for a server with Google sign-in (its button there from the first paint). */
  googleFiles?: Record<Language, string>;
}

/** The build's prerendered pages; none for a build without them (an older one, a test's miniature). */
export function readPrerenderedPages(appDirectory: string): PrerenderedPage[] {
  const file = path.join(appDirectory, MANIFEST);
  if (!existsSync(file)) return [];
  const pages: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!Array.isArray(pages) || !pages.every(isPage))
    throw new Error(`${file} is not a list of prerendered pages`);
  return pages;
}

const isFilePerLanguage = (files: unknown): files is Record<Language, string> =>
  typeof files === "object" &&
  files !== null &&
  LANGUAGE_CODES.every((language) => typeof (files as Record<string, unknown>)[language] === "string");

function isPage(value: unknown): value is PrerenderedPage {
  if (typeof value !== "object" || value === null) return false;
  const { pattern, files, googleFiles } = value as Partial<PrerenderedPage>;
  return (
    typeof pattern === "string" &&
    pattern.startsWith("/") &&
    isFilePerLanguage(files) &&
    (googleFiles === undefined || isFilePerLanguage(googleFiles))
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a prerendered page asks the API for first, named in a `Link: rel=preload` header so the
 * browser fetches it while the script still downloads, instead of once it has run: the redeem
 * page's offer (public, read-only; `as=fetch` with credentials, as the app's own request, so the
 * browser hands the app the answer it already has). It fills in the page's shell, its largest part.
 */
const PRELOADS: Record<string, (url: string) => string | undefined> = {
  "/app/redeem/*": (url) => {
    const id = new URL(url, "http://x").pathname.split("/")[3] ?? "";
    return UUID.test(id)
      ? `</api/qrcode/instance/${id}>; rel=preload; as=fetch; crossorigin=use-credentials`
      : undefined;
  },
};

/**
 * Answers each prerendered page's path with its HTML in the visitor's language: the stored
 * choice's cookie, else the browser's first language, the rule the apps start by, so the app
 * hydrates what it would have drawn (decision 036); and, for a page with the Google button, as drawn
 * for this server's Google sign-in, configured or not. Never cached without asking (a deploy shows
 * at once), and kept apart per cookie and language by caches in between.
 */
export function registerPrerenderedPages(
  app: FastifyInstance,
  root: string,
  pages: PrerenderedPage[],
  server: { googleSignIn: boolean },
): void {
  for (const page of pages) {
    const files = (server.googleSignIn && page.googleFiles) || page.files;
    const preload = PRELOADS[page.pattern];
    app.get(page.pattern, (request, reply) => {
      const language = languageOfRequest(
        request.cookies[LANGUAGE_COOKIE],
        request.headers["accept-language"],
      );
      const link = preload?.(request.url);
      if (link) reply.header("link", link);
      return (
        reply
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-cache")
          .header("vary", "Cookie, Accept-Language")
          // The customer app's service worker keeps no prerendered page as its offline shell.
          .header("x-prerendered-page", language)
          .sendFile(files[language], root)
      );
    });
  }
}
