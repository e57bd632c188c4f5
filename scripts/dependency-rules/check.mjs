// Checks the import rules of .dependency-cruiser.cjs over apps/ and packages/. A violation listed
// in known-exceptions.mjs is reported as such and passes; any other fails the check, and so does a
// listed exception that no longer occurs (take it off the list). Run through `npm run lint:imports`.

import { createRequire } from "node:module";
import { cruise } from "dependency-cruiser";
import { knownExceptions } from "./known-exceptions.mjs";
import { moduleCycleRule, moduleCycleViolations, moduleLayers } from "./module-cycles.mjs";

const require = createRequire(import.meta.url);
const ruleSet = require("../../.dependency-cruiser.cjs");

const result = await cruise(["apps", "packages"], { ...ruleSet.options, validate: true, ruleSet });
const { totalCruised, totalDependenciesCruised } = result.output.summary;
const violations = [...result.output.summary.violations, ...moduleCycleViolations(result.output.modules)];
const rules = [...ruleSet.forbidden, moduleCycleRule];

const matches = (exception, violation) =>
  exception.rule === violation.rule.name &&
  new RegExp(exception.from).test(violation.from) &&
  new RegExp(exception.to).test(violation.to);

const unexpected = violations.filter((violation) => !knownExceptions.some((e) => matches(e, violation)));
const stale = knownExceptions.filter((exception) => !violations.some((v) => matches(exception, v)));

for (const violation of unexpected) {
  const rule = rules.find((r) => r.name === violation.rule.name);
  const cycle = violation.cycle?.length
    ? `\n    via ${violation.cycle.map((step) => step.name ?? step).join(violation.rule.name === moduleCycleRule.name ? "\n        " : " → ")}`
    : "";
  console.error(
    `✗ ${violation.rule.name}: ${violation.from} → ${violation.to}${cycle}\n    ${rule?.comment ?? ""}`,
  );
}
for (const exception of stale) {
  console.error(
    `✗ known exception no longer occurs, take it off the list: ${exception.rule} ${exception.from} → ${exception.to}`,
  );
}
if (process.argv.includes("--layers")) {
  // The API's modules from the bottom layer up (docs/architecture.md lists them).
  for (const [index, members] of moduleLayers(result.output.modules).entries()) {
    console.log(`layer ${index}: ${members.join(", ")}`);
  }
}
const excepted = violations.length - unexpected.length;
console.log(
  `${totalCruised} files, ${totalDependenciesCruised} imports: ${unexpected.length} broken rules, ` +
    `${excepted} known exceptions (${knownExceptions.length} listed)`,
);
process.exit(unexpected.length > 0 || stale.length > 0 ? 1 : 0);
