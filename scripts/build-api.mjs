// Builds the API for `npm start`: one ES module, apps/api/dist/main.js, from apps/api/src/main.ts
// and the workspace packages it imports, with every npm package left to node_modules. Node then
// runs plain JavaScript: without tsx's loader, which transforms each module in the process as it
// loads (pglite's bundle alone costs some 40 MB that way), a process starts in about 80 MB less.
// `npm run dev` and the tests still run the TypeScript through tsx and vitest.
//
//   node scripts/build-api.mjs            builds when a source is newer than the build
//   node scripts/build-api.mjs --force    builds anyway
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { newestChange } from "./lib/newest-change.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const fromRoot = (...parts) => path.join(root, ...parts);

export const API_ENTRY = fromRoot("apps/api/dist/main.js");

/** What the build is made of; the lock file changes when a dependency does. */
const inputs = [
  "apps/api/src",
  "apps/api/package.json",
  "apps/api/tsconfig.json",
  "packages/contract/src",
  "package-lock.json",
  "scripts/build-api.mjs",
];

function apiBuildIsStale() {
  if (!existsSync(API_ENTRY)) return true;
  return Math.max(...inputs.map((input) => newestChange(fromRoot(input)))) > statSync(API_ENTRY).mtimeMs;
}

/** Workspace packages (@stampwise/…) are TypeScript sources: bundled. Everything else stays in node_modules. */
const npmPackagesStayExternal = {
  name: "npm-packages-external",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@stampwise/") ? undefined : { path: args.path, external: true },
    );
  },
};

async function buildApi() {
  await build({
    entryPoints: [fromRoot("apps/api/src/main.ts")],
    outfile: API_ENTRY,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // The tsconfig gives the JSX runtime (react-jsx) of the email templates.
    tsconfig: fromRoot("apps/api/tsconfig.json"),
    plugins: [npmPackagesStayExternal],
    // Stack traces name the TypeScript files (node --enable-source-maps).
    sourcemap: true,
    logLevel: "warning",
  });
}

/** Builds the API unless the build is newer than every source (`force` builds anyway). */
export async function buildApiWhenStale({ force = false } = {}) {
  if (!force && !apiBuildIsStale()) return;
  console.log("Building the API…");
  await buildApi();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await buildApiWhenStale({ force: process.argv.includes("--force") });
}
