import { describe, expect, it } from "vitest";
import { moduleCycleViolations, moduleLayers } from "./module-cycles.mjs";

const file = (source, ...targets) => ({ source, dependencies: targets.map((resolved) => ({ resolved })) });
const at = (module, name) => `apps/api/src/modules/${module}/${name}`;

describe("no-module-cycles", () => {
  it("reports every import inside a cycle of modules, and none outside it", () => {
    const violations = moduleCycleViolations([
      file(at("a", "a.service.ts"), at("b", "b.service.ts")),
      file(at("b", "b.service.ts"), at("c", "c.service.ts")),
      file(at("c", "c.repository.ts"), at("a", "a.repository.ts")),
      file(at("c", "c.service.ts"), at("d", "d.service.ts")),
    ]);
    expect(violations.map((v) => `${v.from.split("/").pop()}→${v.to.split("/").pop()}`).sort()).toEqual([
      "a→b",
      "b→c",
      "c→a",
    ]);
    expect(violations.find((v) => v.from.endsWith("/c"))?.cycle).toEqual([
      { name: `${at("c", "c.repository.ts")} → ${at("a", "a.repository.ts")}` },
    ]);
  });

  it("leaves out a table definition's foreign key to another module's table, and nothing else", () => {
    const foreignKeyOnly = [
      file(at("ledger", "ledger.table.ts"), at("cards", "cards.table.ts")),
      file(at("cards", "cards.service.ts"), at("ledger", "ledger.service.ts")),
    ];
    expect(moduleCycleViolations(foreignKeyOnly)).toEqual([]);
    const tableReadByCode = [
      file(at("ledger", "ledger.repository.ts"), at("cards", "cards.table.ts")),
      file(at("cards", "cards.service.ts"), at("ledger", "ledger.service.ts")),
    ];
    expect(moduleCycleViolations(tableReadByCode)).toHaveLength(2);
  });

  it("leaves out test fixtures, which build rows of any module on purpose", () => {
    const violations = moduleCycleViolations([
      file(at("a", "a.test-helpers.ts"), at("b", "b.test-helpers.ts")),
      file(at("b", "b.service.ts"), at("a", "a.service.ts")),
    ]);
    expect(violations).toEqual([]);
  });

  it("counts type-only imports too: a cycle of types is still two modules that need each other", () => {
    // The cruise lists type-only imports as dependencies like any other; nothing filters them.
    const violations = moduleCycleViolations([
      file(at("a", "a.service.ts"), at("b", "b.types.ts")),
      file(at("b", "b.service.ts"), at("a", "a.service.ts")),
    ]);
    expect(violations).toHaveLength(2);
  });

  it("lays the modules out from the bottom: each uses only layers below it", () => {
    expect(
      moduleLayers([
        file(at("ledger", "ledger.service.ts"), at("events", "events.bus.ts")),
        file(at("points", "points.service.ts"), at("ledger", "ledger.service.ts")),
        file(at("points", "points.routes.ts"), at("events", "events.bus.ts")),
        file(at("events", "events.bus.ts")),
        file(at("health", "health.routes.ts")),
      ]),
    ).toEqual([["events", "health"], ["ledger"], ["points"]]);
  });
});
