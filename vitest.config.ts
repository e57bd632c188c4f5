import { defineConfig } from "vitest/config";

/** Every workspace that has unit tests is a project; `vitest run` at the root runs them all. */
export default defineConfig({
  test: {
    projects: ["apps/api", "apps/admin", "apps/customer", "packages/*"],
  },
});
