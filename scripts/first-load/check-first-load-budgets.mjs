#!/usr/bin/env node
// The first-load budgets (packages/web/first-load-budgets.json), checked on a fresh build of both
// apps in a temp folder: prints one row per route and fails when a route is over its budget.
// Sizes only, no timing, so the answer is the same on a busy machine. Also run by `npm test`
// (scripts/first-load/first-load-budgets.test.mjs).
//
//   node scripts/first-load/check-first-load-budgets.mjs
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { viteBuildInvocation } from "../lib/web-build.mjs";
import { measureRoute } from "./first-load-graph.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
export const BUDGETS_FILE = path.join(root, "packages/web/first-load-budgets.json");
const KB = 1024;

export function readBudgets() {
  return JSON.parse(readFileSync(BUDGETS_FILE, "utf8"));
}

// Built as `npm start` builds (scripts/lib/web-build.mjs), so the budgets hold what visitors get.
// Under vitest NODE_ENV is "test": were the invocation to follow it, React's development files
// would be built and the budgets would fail.
function buildApp(app, outDir) {
  const { args, env } = viteBuildInvocation();
  execFileSync(
    path.join(root, "node_modules/.bin/vite"),
    [
      ...args,
      "--outDir",
      outDir,
      "--emptyOutDir",
      "--manifest",
      ".vite/manifest.json",
      "--logLevel",
      "error",
    ],
    { cwd: path.join(root, "apps", app), stdio: ["ignore", "inherit", "inherit"], env },
  );
}

/** Builds the apps the budgets name and measures every route: `{ route, app, kb, budgetKb, over }`. */
export function measureFirstLoads(budgets = readBudgets()) {
  const workDir = mkdtempSync(path.join(tmpdir(), "stampwise-first-load-"));
  try {
    const apps = [...new Set(budgets.routes.map((route) => route.app))];
    for (const app of apps) buildApp(app, path.join(workDir, app));
    // A visit loads the texts of its own language only: a route weighs what its heaviest one does.
    return budgets.routes.map((route) => {
      const measured = budgets.textLanguages.map((language) =>
        measureRoute(route, path.join(workDir, route.app), [language]),
      );
      const { files, gzipBytes } = measured.reduce((heaviest, next) =>
        next.gzipBytes > heaviest.gzipBytes ? next : heaviest,
      );
      const kb = gzipBytes / KB;
      return {
        route: route.route,
        app: route.app,
        files: files.length,
        kb,
        budgetKb: route.budgetKb,
        over: kb > route.budgetKb,
      };
    });
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

export function formatTable(rows) {
  const lines = rows.map(
    (row) =>
      `${row.route.padEnd(20)} ${row.app.padEnd(9)} ${String(row.files).padStart(5)} ${row.kb.toFixed(1).padStart(8)} ${`≤ ${row.budgetKb}`.padStart(8)}  ${row.over ? "OVER" : "ok"}`,
  );
  const header = `${"route".padEnd(20)} ${"app".padEnd(9)} ${"files".padStart(5)} ${"KB gz".padStart(8)} ${"budget".padStart(8)}  result`;
  return ["First-load JavaScript (static import graph of each route, gzip -9)", header, ...lines].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = measureFirstLoads();
  console.log(formatTable(rows));
  const over = rows.filter((row) => row.over);
  if (over.length > 0) {
    console.error(`\n${over.length} route(s) over budget: ${over.map((row) => row.route).join(", ")}`);
    console.error(
      `Lighten the route, or change its budget in ${path.relative(root, BUDGETS_FILE)} with a reason.`,
    );
    process.exit(1);
  }
}
