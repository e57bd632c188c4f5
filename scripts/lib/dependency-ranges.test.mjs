// Every dependency is declared with a real range, so an install without the lock file (which stays
// the source of exact versions) can not pick up a breaking major release.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/** The root package.json and every workspace's, from the root's `workspaces` globs (`dir/*` or `dir`). */
function manifests() {
  const found = [path.join(root, "package.json")];
  for (const pattern of readJson(path.join(root, "package.json")).workspaces) {
    const directories = pattern.endsWith("/*")
      ? readdirSync(path.join(root, pattern.slice(0, -2))).map((name) =>
          path.join(pattern.slice(0, -2), name),
        )
      : [pattern];
    for (const directory of directories) {
      const file = path.join(root, directory, "package.json");
      if (existsSync(file)) found.push(file);
    }
  }
  return found;
}

const OPEN_RANGES = new Set(["*", "", "latest", "x", "next"]);
const FIELDS = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"];

describe("dependency ranges", () => {
  it("finds the workspaces' manifests", () => {
    expect(manifests().length).toBeGreaterThan(5);
  });

  it("declares no dependency as any version", () => {
    const open = manifests().flatMap((file) => {
      const manifest = readJson(file);
      return FIELDS.flatMap((field) =>
        Object.entries(manifest[field] ?? {})
          .filter(([, range]) => OPEN_RANGES.has(range.trim()))
          .map(([name, range]) => `${path.relative(root, file)}: ${name} "${range}"`),
      );
    });
    expect(open).toEqual([]);
  });
});
