import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, type ReporterDescription } from "@playwright/test";
import {
  API_PORT,
  BASE_URL,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  COOKIES_ACCEPTED,
  GENEROUS_RATE_LIMIT,
  MAIL_URL,
  OIDC_PORT,
  OIDC_URL,
  OPERATOR_EMAIL,
  RECEIVED_MAIL_URL,
  SMTP_HTTP_PORT,
  SMTP_PORT,
} from "./support/environment";
import { googleEnvironment } from "./support/oidc-settings";
import {
  appleWalletEnvironment,
  GOOGLE_WALLET_PORT,
  GOOGLE_WALLET_URL,
  googleCallbackSigner,
  googleServiceAccount,
  googleWalletEnvironment,
} from "./support/wallet-settings";

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
  // Every test makes its own organization and accounts, so tests run in any order and in parallel;
  // two workers fit the two cores next to the server.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter,
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    locale: "en-US",
    colorScheme: "light",
    storageState: COOKIES_ACCEPTED,
    // Animations off: states settle at once and axe never reads a colour mid-fade.
    contextOptions: { reducedMotion: "reduce" },
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      // A local Google: see support/oidc-server.ts.
      command: "../node_modules/.bin/tsx support/oidc-server.ts",
      url: `${OIDC_URL}/health`,
      env: { OIDC_PORT: String(OIDC_PORT), OIDC_REDIRECT_URI: `${BASE_URL}/api/auth/google/callback` },
      reuseExistingServer: false,
      timeout: 30_000,
      stderr: "pipe",
    },
    {
      // A mail server: the API sends every mail over SMTP; the tests read what arrived.
      command: "../node_modules/.bin/tsx support/smtp-server.ts",
      url: `${RECEIVED_MAIL_URL}/health`,
      env: { SMTP_PORT: String(SMTP_PORT), SMTP_HTTP_PORT: String(SMTP_HTTP_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
      stderr: "pipe",
    },
    {
      // Google Wallet's API and save page: see support/google-wallet-server.ts.
      command: "../node_modules/.bin/tsx support/google-wallet-server.ts",
      url: `${GOOGLE_WALLET_URL}/health`,
      env: {
        GOOGLE_WALLET_PORT: String(GOOGLE_WALLET_PORT),
        E2E_GOOGLE_SERVICE_ACCOUNT: JSON.stringify(googleServiceAccount()),
        E2E_GOOGLE_CALLBACK_KEYS: JSON.stringify(googleCallbackSigner().keys),
      },
      reuseExistingServer: false,
      timeout: 30_000,
      stderr: "pipe",
    },
    {
      command: "node ../scripts/start.mjs",
      url: `${BASE_URL}/`,
      env: {
        PORT: String(API_PORT),
        PUBLIC_URL: BASE_URL,
        ...database,
        ...googleEnvironment(OIDC_URL),
        ...appleWalletEnvironment(),
        ...googleWalletEnvironment(),
        CONTACT_EMAIL: OPERATOR_EMAIL,
        MAIL_URL,
        LOGIN_RATE_LIMIT_PER_IP: GENEROUS_RATE_LIMIT,
        LOGIN_RATE_LIMIT_PER_EMAIL: GENEROUS_RATE_LIMIT,
        CONTACT_RATE_LIMIT_PER_IP: GENEROUS_RATE_LIMIT,
        LOG_LEVEL: "warn",
      },
      reuseExistingServer: false,
      // The first run builds both web apps (with their prerendered pages) before the API starts.
      timeout: 300_000,
      // start.mjs runs the API in its own process group and passes this signal on; without it
      // Playwright would SIGKILL only start.mjs's group and leave the API running.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      stderr: "pipe",
    },
  ],
});
