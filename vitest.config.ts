import { configDefaults, defineConfig } from "vitest/config";
import { apiTestSettings, MOCKING_TEST_FILES } from "./apps/api/vitest.config.ts";

/** Every workspace that has unit tests is a project; `vitest run` at the root runs them all. */
export default defineConfig({
  test: {
    projects: [
      // The API's files share their worker's module graph (isolate: false): importing the app anew
      // for each of some 130 files cost about three seconds a file, over six minutes a run. Every
      // file builds its own app and database, so nothing of a test's state outlives it. The few
      // that replace a module with vi.mock run isolated, in a project of their own.
      {
        test: {
          name: "@stampwise/api",
          root: "apps/api",
          include: ["src/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...MOCKING_TEST_FILES],
          isolate: false,
          ...apiTestSettings,
        },
      },
      {
        test: {
          name: "@stampwise/api-isolated",
          root: "apps/api",
          include: MOCKING_TEST_FILES,
          ...apiTestSettings,
        },
      },
      "apps/admin",
      "apps/customer",
      "packages/*",
      {
        // Builds both apps and holds each entry route's first-load JavaScript to its budget.
        test: {
          name: "first-load-budgets",
          root: "scripts/first-load",
          include: ["**/*.test.mjs"],
          environment: "node",
        },
      },
      {
        // The import rules' own check (the module cycles it computes from the cruise).
        test: {
          name: "dependency-rules",
          root: "scripts/dependency-rules",
          include: ["**/*.test.mjs"],
          environment: "node",
        },
      },
      {
        // The start script's helpers (how the web apps are built for npm start).
        test: {
          name: "scripts",
          root: "scripts/lib",
          include: ["**/*.test.mjs"],
          environment: "node",
        },
      },
      {
        // e2e's *.spec.ts are Playwright's; only the unit tests of its support code run here.
        test: {
          name: "e2e-support",
          root: "e2e",
          include: ["support/**/*.test.ts"],
          environment: "node",
        },
      },
    ],
  },
});
