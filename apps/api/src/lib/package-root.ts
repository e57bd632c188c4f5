import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The API package's directory (apps/api), found from wherever this code runs: from its
 * TypeScript source (apps/api/src/lib) under tsx and vitest, or bundled into apps/api/dist/main.js
 * by `npm start` (scripts/build-api.mjs). Paths beside the code (the migrations, the built web
 * apps) start from here, never from a file's own depth, which the bundle does not keep.
 */
export const apiPackageRoot: string = findApiPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

function findApiPackageRoot(start: string): string {
  for (let directory = start; ; directory = path.dirname(directory)) {
    const manifest = path.join(directory, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "@stampwise/api") {
      return directory;
    }
    if (path.dirname(directory) === directory) {
      throw new Error(`No @stampwise/api package.json above ${start}`);
    }
  }
}
