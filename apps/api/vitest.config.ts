import { defineConfig } from "vitest/config";

/**
 * The files that replace a module with `vi.mock` need a module graph of their own; every other file
 * shares its worker's (the root config's API projects).
 */
export const MOCKING_TEST_FILES = [
  "src/modules/auth/complete-link-cost.test.ts",
  "src/modules/administrators/invitations.test.ts",
];

/** What every API test file runs with, whichever project runs it. */
export const apiTestSettings = {
  globalSetup: ["test/global-setup.ts"],
  testTimeout: 20_000,
  hookTimeout: 30_000,
};

/** `vitest` run inside apps/api alone: every file, each isolated. */
export default defineConfig({
  test: { include: ["src/**/*.test.ts"], ...apiTestSettings },
});
