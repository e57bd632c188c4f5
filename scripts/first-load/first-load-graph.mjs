// What a first visit to a route downloads, read from a Vite build manifest
// (`build.manifest: true`): the entry's static import graph, plus the static graph of each lazy
// module the router loads for that route (layouts, the screen, its text sections). Dynamic imports
// inside those are not followed: they load later, when a person asks for them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

// As bench/web and scripts/precompress.mjs compress: what a server sends.
const GZIP_LEVEL = 9;

/** The manifest key of a text section's file in one language (`stampCards` → stamp-cards.ts). */
export function textModuleKey(section, language) {
  const file = section.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `../../packages/i18n/src/resources/${language}/${file}.ts`;
}

/** The chunk files (JS) of the static import graph from `keys`, each once. */
export function staticGraphFiles(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no module "${key}"`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

/** The manifest keys a route loads: its app's entry, its lazy modules and its texts. */
export function routeModuleKeys(route, languages) {
  const texts = (route.texts ?? []).flatMap((section) =>
    languages.map((language) => textModuleKey(section, language)),
  );
  return ["index.html", ...route.modules, ...texts];
}

export function gzipSize(content) {
  return gzipSync(content, { level: GZIP_LEVEL }).length;
}

/** gzip bytes and file count of each route's first load in a built app (`distDirectory`). */
export function measureRoute(route, distDirectory, languages) {
  const manifest = JSON.parse(readFileSync(path.join(distDirectory, ".vite/manifest.json"), "utf8"));
  const files = staticGraphFiles(manifest, routeModuleKeys(route, languages));
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSize(readFileSync(path.join(distDirectory, file))),
    0,
  );
  return { files, gzipBytes };
}
