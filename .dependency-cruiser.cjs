/**
 * The import rules that keep Stampwise's layers apart. `npm run lint` checks them with
 * dependency-cruiser (scripts/dependency-rules/check.mjs); docs/architecture.md explains the layers.
 * Dependencies these rules forbid but that stay for now are listed, each with its reason, in
 * scripts/dependency-rules/known-exceptions.mjs; the check fails on any other, and on a listed one
 * that no longer occurs, so the list only shrinks.
 *
 * One more rule is checked by scripts/dependency-rules/check.mjs over the same cruise, because
 * dependency-cruiser's folder cycles cannot leave an edge out: `no-module-cycles`, API modules form
 * layers (when module A uses module B, nothing in B or below it uses A), counting every import,
 * types included, except a table definition naming another module's table for a foreign key (the
 * database's relation, which has no load order).
 */
const apiModule = "^apps/api/src/modules/([^/]+)/";
const notTheSameModule = "^apps/api/src/modules/$1/";
/** Test fixtures build rows of every kind on purpose; tests themselves are not cruised. */
const fixtures = "\\.test-helpers\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "no-feature-cycles",
      comment:
        "The web apps' features form layers too: two features that import each other (from any of " +
        "their files) are one feature.",
      severity: "error",
      scope: "folder",
      from: { path: "^apps/(admin|customer)/src/features/([^/]+)$" },
      to: {
        path: "^apps/(admin|customer)/src/features/[^/]+",
        pathNot: "^apps/$1/src/features/$2(/|$)",
        circular: true,
      },
    },
    {
      name: "app-on-top",
      comment:
        "A web app's app/ folder is its router and layouts, which import every feature: nothing " +
        "below it imports it back.",
      severity: "error",
      from: { path: "^apps/(admin|customer)/src/(features|shared|lib|components)/" },
      to: { path: "^apps/(admin|customer)/src/app/" },
    },
    {
      name: "shared-below-features",
      comment: "What features share (admin shared/, the customer's lib/ and components/) imports no feature.",
      severity: "error",
      from: { path: "^apps/(admin/src/shared|customer/src/(lib|components))/" },
      to: { path: "^apps/(admin|customer)/src/features/" },
    },
    {
      name: "no-file-cycles",
      comment: "Two files that import each other load in an order that depends on who asked first.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "routes-call-services",
      comment:
        "A route reads the request, asks a service and shapes the answer. Queries live in repositories " +
        "behind services, so every rule a service checks holds for every route.",
      severity: "error",
      from: { path: "\\.routes\\.ts$" },
      to: { path: ["\\.repository\\.ts$", "\\.table\\.ts$", "^apps/api/src/db/", "^drizzle-orm"] },
    },
    {
      name: "no-foreign-repository",
      comment: "A module asks another module's service, never its repository: the owner keeps its rules.",
      severity: "error",
      from: { path: apiModule, pathNot: fixtures },
      to: { path: "\\.repository\\.ts$", pathNot: notTheSameModule },
    },
    {
      name: "no-foreign-table",
      comment:
        "A module reads and writes only its own tables; another module's data comes from that module's " +
        "service. Table definitions may name another module's table for a foreign key.",
      severity: "error",
      from: { path: apiModule, pathNot: [fixtures, "\\.table\\.ts$"] },
      to: { path: "\\.table\\.ts$", pathNot: notTheSameModule },
    },
    {
      name: "admin-and-customer-apart",
      comment: "The two web apps share code through packages/, never by importing each other.",
      severity: "error",
      from: { path: "^apps/admin/" },
      to: { path: "^apps/customer/" },
    },
    {
      name: "customer-and-admin-apart",
      comment: "The two web apps share code through packages/, never by importing each other.",
      severity: "error",
      from: { path: "^apps/customer/" },
      to: { path: "^apps/admin/" },
    },
    {
      name: "api-and-web-apart",
      comment: "The API and the web apps meet only in packages/contract (the shapes both speak).",
      severity: "error",
      from: { path: "^apps/api/" },
      to: { path: "^apps/(admin|customer)/" },
    },
    {
      name: "packages-below-apps",
      comment: "Shared packages are the bottom layer: they never import an app.",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Tests may reach anything they check; drizzle-kit's list of every table (db/schema.ts) is
    // read by drizzle-kit alone.
    exclude: {
      path: ["node_modules", "\\.test\\.tsx?$", "/dist/", "^apps/api/src/db/schema\\.ts$", "/e2e/"],
    },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
  },
};
