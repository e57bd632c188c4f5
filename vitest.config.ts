import { defineConfig } from "vitest/config";

/** Every workspace that has unit tests is a project; `vitest run` at the root runs them all. */
export default defineConfig({
  test: {
    projects: [
      "apps/api",
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
