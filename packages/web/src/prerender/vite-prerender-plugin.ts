import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Language } from "@stampwise/i18n/language";
import { build, type Plugin, type ResolvedConfig } from "vite";
import { fillTemplate } from "./fill-template.ts";
import { PRERENDERED_MANIFEST, type PrerenderedPage, prerenderedFile } from "./prerendered-manifest.ts";

/** What an app's prerender entry (src/prerender.tsx) exports. */
interface PrerenderEntry {
  /** Every language of the app (the plugin itself imports no workspace package: Vite's config loader cannot). */
  languages: readonly Language[];
  /** `showsGoogleSignIn`: the page draws the Google button, so it is rendered for servers with and without. */
  pages: readonly { name: string; pattern: string; location: string; showsGoogleSignIn?: boolean }[];
  render(
    page: PrerenderEntry["pages"][number],
    language: Language,
    server: { googleSignIn: boolean },
  ): Promise<{ html: string; title: string }>;
}

/**
 * After the browser build, renders the app's landing pages to HTML in every language (decision
 * 036): the entry is built once more for Node (into node_modules/.cache, so its imports of React
 * resolve), imported, and each page is written into the built index.html as
 * `prerendered/<name>.<language>.html`, with `prerendered/pages.json` telling the server which
 * path each serves. A page with the Google button is rendered twice, for a server without Google
 * sign-in and (`<name>.google.<language>.html`) for one with it: the server sends the one that
 * matches its configuration, so the button is there from the first paint and moves nothing. Every `vite build` does it, so `npm start`, the bench, the budgets and the
 * browser tests all build the pages visitors get.
 */
export function prerenderPages({ entry }: { entry: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: "stampwise-prerender-pages",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The Node build of the entry runs this config again: it must not prerender in turn.
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.join(config.root, "node_modules/.cache", `prerender-${process.pid}`);
      try {
        await build({
          root: config.root,
          configFile: config.configFile,
          mode: config.mode,
          logLevel: "warn",
          build: { ssr: entry, outDir: serverDir, emptyOutDir: true, copyPublicDir: false, minify: false },
        });
        const entryFile = `${path.basename(entry).replace(/\.[jt]sx?$/, "")}.js`;
        const prerender: PrerenderEntry = await import(pathToFileURL(path.join(serverDir, entryFile)).href);
        const template = readFileSync(path.join(outDir, "index.html"), "utf8");
        mkdirSync(path.join(outDir, path.dirname(prerenderedFile("x", "en-US"))), { recursive: true });
        const manifest: PrerenderedPage[] = [];
        const renderAll = async (page: PrerenderEntry["pages"][number], googleSignIn: boolean) => {
          const files = {} as Record<Language, string>;
          // One language after the other: the app's translator is one per process.
          for (const language of prerender.languages) {
            const { html, title } = await prerender.render(page, language, { googleSignIn });
            files[language] = prerenderedFile(page.name, language, googleSignIn ? "google" : undefined);
            const filling = { html, title, language, pattern: page.pattern, outDir };
            writeFileSync(
              path.join(outDir, files[language]),
              fillTemplate(template, page.showsGoogleSignIn ? { ...filling, googleSignIn } : filling),
            );
          }
          return files;
        };
        for (const page of prerender.pages) {
          const files = await renderAll(page, false);
          const googleFiles = page.showsGoogleSignIn ? await renderAll(page, true) : undefined;
          manifest.push({ pattern: page.pattern, files, ...(googleFiles && { googleFiles }) });
        }
        writeFileSync(path.join(outDir, PRERENDERED_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
