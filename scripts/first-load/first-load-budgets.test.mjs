import { expect, it } from "vitest";
import { formatTable, measureFirstLoads, readBudgets } from "./check-first-load-budgets.mjs";

// Builds both apps (a few seconds with Vite 8) and holds every entry route to its budget.
it("keeps every entry route's first-load JavaScript within its budget", () => {
  const budgets = readBudgets();
  const rows = measureFirstLoads(budgets);
  const table = formatTable(rows);
  console.log(table);
  expect(rows.map((row) => row.route)).toEqual(budgets.routes.map((route) => route.route));
  for (const row of rows) expect(row.kb, `${row.route} measured nothing`).toBeGreaterThan(0);
  expect(
    rows.filter((row) => row.over).map((row) => row.route),
    table,
  ).toEqual([]);
}, 120_000);
