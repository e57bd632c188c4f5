#!/usr/bin/env node
// `npm test`: the unit and API tests (vitest), then the browser tests (Playwright in Debian's
// Chromium). Prints one closing line `tests: N passed, N failed` and exits non-zero on any failure.
//
// Without Chromium the browser tests are skipped with a loud notice; REQUIRE_BROWSER_TESTS=1
// (set by .ci/run) turns that skip into a failure.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const reports = mkdtempSync(path.join(tmpdir(), "stampwise-test-"));
const bin = (name) => path.join(root, "node_modules", ".bin", name);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/**
 * On PostgreSQL the browser journeys get a database of their own: the API suite leaves thousands
 * of organizations, communications and pending deliveries in the one it shares, and the journeys'
 * server would spend its background jobs (sweeps, deliveries, expiry) on them. `pg` is the API's
 * driver, resolved from its workspace.
 */
async function withFreshDatabase(url, run) {
  const pg = createRequire(path.join(root, "apps", "api", "package.json"))("pg");
  const name = `${new URL(url).pathname.slice(1) || "stampwise"}_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  try {
    const fresh = new URL(url);
    fresh.pathname = `/${name}`;
    return run(fresh.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
    await admin.end();
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

// 1. Unit and API tests.
const vitestReport = path.join(reports, "vitest.json");
// TEST_PROJECTS (comma-separated vitest project names) narrows the unit run: CI's second pass, on
// PostgreSQL, runs only the API's tests; the web apps' unit tests touch no database.
const projects = (process.env.TEST_PROJECTS ?? "")
  .split(",")
  .map((name) => name.trim())
  .filter(Boolean)
  .flatMap((name) => ["--project", name]);
// SKIP_UNIT_TESTS=1 runs the browser tests alone (CI's last pass, after both API suites).
if (process.env.SKIP_UNIT_TESTS === "1") {
  console.log("Unit and API tests not run here (SKIP_UNIT_TESTS=1).");
} else {
  const vitestStatus = run(bin("vitest"), [
    "run",
    ...projects,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestReport}`,
  ]);
  const vitest = readJson(vitestReport);
  if (vitest) {
    totals.passed += vitest.numPassedTests;
    totals.failed += vitest.numFailedTests;
    totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  }
  if (vitestStatus !== 0) {
    exitCode = 1;
    // A crash before any report (e.g. a syntax error) still has to count as a failure.
    if (!vitest || vitest.numFailedTests === 0) totals.failed += 1;
  }
}

// 2. Browser tests. CI runs them against one of its two databases (SKIP_BROWSER_TESTS=1 on the
// other): the journeys test the apps, and the API suite already runs on both.
const chromium = findChromium();
if (process.env.SKIP_BROWSER_TESTS === "1") {
  console.log("\nBrowser tests not run here (SKIP_BROWSER_TESTS=1).");
} else if (!chromium) {
  const banner = "!".repeat(78);
  console.error(
    `\n${banner}\n!! BROWSER TESTS SKIPPED: no Chromium found (install it: apt-get install -y chromium)\n${banner}\n`,
  );
  if (process.env.REQUIRE_BROWSER_TESTS === "1") {
    console.error("REQUIRE_BROWSER_TESTS=1: a skipped browser suite is a failure.");
    totals.failed += 1;
    exitCode = 1;
  }
} else {
  const e2eReport = path.join(reports, "e2e.json");
  const runJourneys = (databaseUrl) =>
    run(bin("playwright"), ["test"], {
      cwd: path.join(root, "e2e"),
      env: {
        ...process.env,
        ...(databaseUrl ? { TEST_DATABASE_URL: databaseUrl } : {}),
        CHROMIUM_PATH: chromium,
        E2E_JSON_REPORT: e2eReport,
      },
    });
  const e2eStatus = process.env.TEST_DATABASE_URL
    ? await withFreshDatabase(process.env.TEST_DATABASE_URL, runJourneys)
    : runJourneys(undefined);
  const stats = readJson(e2eReport)?.stats;
  if (stats) {
    totals.passed += stats.expected;
    totals.failed += stats.unexpected + (stats.flaky ?? 0);
    totals.skipped += stats.skipped;
  }
  if (e2eStatus !== 0) {
    exitCode = 1;
    if (!stats || stats.unexpected === 0) totals.failed += 1;
  }
}

rmSync(reports, { recursive: true, force: true });
if (process.env.TEST_SUMMARY_FILE) writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify(totals));
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : "";
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(exitCode);
