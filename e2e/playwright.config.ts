import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, type ReporterDescription } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3107);
const baseURL = `http://localhost:${port}`;

// Playwright loads this file in the runner and again in every worker; the workers inherit the
// runner's environment, so only the runner creates (and later removes) the fresh data directory.
if (!process.env.TEST_DATABASE_URL && !process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "stampwise-e2e-"));
  process.env.E2E_DATA_DIR = dataDir;
  // By exit the web server has been stopped, so nothing writes to the directory any more.
  process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
}

const database: Record<string, string> = process.env.TEST_DATABASE_URL
  ? { DATABASE_URL: process.env.TEST_DATABASE_URL }
  : { DATA_DIR: process.env.E2E_DATA_DIR ?? "" };

const reporter: ReporterDescription[] = [["list"]];
if (process.env.E2E_JSON_REPORT) reporter.push(["json", { outputFile: process.env.E2E_JSON_REPORT }]);

export default defineConfig({
  testDir: ".",
  testMatch: "*.spec.ts",
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter,
  use: {
    baseURL,
    browserName: "chromium",
    locale: "en-US",
    trace: "retain-on-failure",
    // Debian's Chromium: Playwright never downloads a browser here.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node ../scripts/start.mjs",
    url: `${baseURL}/`,
    env: { PORT: String(port), PUBLIC_URL: baseURL, ...database },
    reuseExistingServer: false,
    // The first run builds both web apps before the API starts.
    timeout: 180_000,
    // start.mjs runs the API in its own process group and passes this signal on; without it
    // Playwright would SIGKILL only start.mjs's group and leave the API running.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stderr: "pipe",
  },
});
