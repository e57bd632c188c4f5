// `npm start`: build the web apps and the API when they are missing or stale, then run the API
// (plain JavaScript, see scripts/build-api.mjs) in the foreground. Arguments pass through to the
// API (`npm start -- --seed-demo --role=api`).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { API_ENTRY, buildApiWhenStale } from "./build-api.mjs";
import { supervise } from "./lib/supervise.mjs";
import { forgetWebBuild, recordWebBuild, viteBuildInvocation, webBuildIsStale } from "./lib/web-build.mjs";
import { precompress } from "./precompress.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const fromRoot = (...parts) => path.join(root, ...parts);

// What every app bundles besides its own files; the lock file changes when a dependency does.
const sharedInputs = [
  "packages/ui/src",
  "packages/i18n/src",
  "packages/contract/src",
  "packages/web/src",
  "package-lock.json",
];
const appInputs = ["src", "index.html", "vite.config.ts", "public"];

function isStale(app) {
  const inputs = [
    ...appInputs.map((input) => fromRoot("apps", app, input)),
    ...sharedInputs.map((p) => fromRoot(p)),
  ];
  return webBuildIsStale(fromRoot("apps", app, "dist"), inputs);
}

for (const app of ["admin", "customer"]) {
  if (!isStale(app)) continue;
  console.log(`Building the ${app} app…`);
  // A build stopped halfway (its index.html written, its prerendered pages not yet) must not
  // pass for finished next time: it counts as finished only once recorded again at the end.
  forgetWebBuild(fromRoot("apps", app, "dist"));
  const { args, env } = viteBuildInvocation();
  const build = spawnSync(fromRoot("node_modules/.bin/vite"), args, {
    cwd: fromRoot("apps", app),
    env,
    stdio: "inherit",
  });
  if (build.status !== 0) {
    console.error(`Building the ${app} app failed; not starting the API.`);
    process.exit(build.status ?? 1);
  }
  precompress(fromRoot("apps", app, "dist"));
  recordWebBuild(fromRoot("apps", app, "dist"));
}

await buildApiWhenStale();

supervise([
  {
    command: process.execPath,
    args: ["--enable-source-maps", API_ENTRY, ...process.argv.slice(2)],
    cwd: root,
  },
]);
