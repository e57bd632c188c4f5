// How `npm start` builds a web app: always for production, whatever NODE_ENV the shell has.
// Vite takes its mode from NODE_ENV, and NODE_ENV=development (the API's default) would ship
// React's development build: the customer login grew from 99 to 161 KB of gzipped script. The
// mode the build was made in is written beside it, so a build made in another mode (by an older
// start script, or by `vite build` run by hand) is rebuilt instead of served.
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { newestChange } from "./newest-change.mjs";

export const WEB_BUILD_MODE = "production";
const BUILD_INFO = ".build-info.json";

/** The arguments and environment for `vite build` of one app. */
export function viteBuildInvocation(environment = process.env) {
  return {
    args: ["build", "--mode", WEB_BUILD_MODE],
    env: { ...environment, NODE_ENV: WEB_BUILD_MODE },
  };
}

function builtMode(distDirectory) {
  try {
    return JSON.parse(readFileSync(path.join(distDirectory, BUILD_INFO), "utf8")).mode;
  } catch {
    return undefined;
  }
}

/** A build is stale when missing, made in another mode, or older than one of its inputs. */
export function webBuildIsStale(distDirectory, inputs) {
  const builtPage = path.join(distDirectory, "index.html");
  if (!existsSync(builtPage)) return true;
  if (builtMode(distDirectory) !== WEB_BUILD_MODE) return true;
  return Math.max(...inputs.map(newestChange)) > statSync(builtPage).mtimeMs;
}

/** Records the mode beside a finished build (after index.html, so it never makes a build look newer). */
export function recordWebBuild(distDirectory) {
  writeFileSync(path.join(distDirectory, BUILD_INFO), JSON.stringify({ mode: WEB_BUILD_MODE }));
}

/** Before a build: until `recordWebBuild` at its end, the folder counts as stale. */
export function forgetWebBuild(distDirectory) {
  rmSync(path.join(distDirectory, BUILD_INFO), { force: true });
}
