/// <reference types="node" />
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn, mergeClasses } from "./cn";

const root = path.resolve(import.meta.dirname, "../../..");

/**
 * Every Tailwind class written in the apps' source. Tailwind only builds classes it finds written
 * out, so this is every class `cn` can be given. tailwind-merge (a dev dependency only) decides
 * what is a Tailwind class: it folds "x x" into "x" for the classes it knows.
 */
function classesInSource(): string[] {
  const files = execFileSync(
    "git",
    ["ls-files", "apps/admin/src", "apps/customer/src", "packages/ui/src", "packages/web/src"],
    { cwd: root, encoding: "utf8" },
  )
    .split("\n")
    // Tests, and the class-group table with its prefixes ("bg-"), hold strings that are not classes.
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test.") && !file.endsWith("/class-groups.ts"));
  const classes = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(root, file), "utf8");
    for (const [, double, backtick, single] of source.matchAll(/"([^"\n]*)"|`([^`]*)`|'([^'\n]*)'/g)) {
      for (const token of (double ?? backtick ?? single ?? "").split(/\s+/)) {
        if (token && !token.includes("${") && twMerge(`${token} ${token}`) === token) classes.add(token);
      }
    }
  }
  return [...classes].sort();
}

describe("cn", () => {
  it("keeps the last of conflicting utilities per variant, and whatever it does not know", () => {
    expect(cn("h-9 px-4", "h-8")).toBe("px-4 h-8");
    expect(cn("px-2", "p-3")).toBe("p-3");
    expect(cn("p-3", "px-2")).toBe("p-3 px-2");
    expect(cn("hover:bg-accent", "bg-primary")).toBe("hover:bg-accent bg-primary");
    expect(cn("focus:hover:bg-a", "hover:focus:bg-b")).toBe("hover:focus:bg-b");
    expect(cn("leading-7", "text-lg")).toBe("text-lg");
    expect(cn("text-sm", "text-muted-foreground")).toBe("text-sm text-muted-foreground");
    expect(cn("[&>svg]:size-4", "[&>svg]:size-5", "brand-mark", "brand-mark")).toBe(
      "[&>svg]:size-5 brand-mark brand-mark",
    );
    expect(cn("flex", false, undefined, { hidden: true })).toBe("hidden");
  });

  it("agrees with tailwind-merge on every pair of classes written in the source, in both orders", () => {
    const classes = classesInSource();
    expect(classes.length).toBeGreaterThan(400);
    const disagreements: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        if (first === second) continue;
        const pair = `${first} ${second}`;
        const expected = twMerge(pair);
        if (mergeClasses(pair) !== expected) disagreements.push(`${pair} → ${expected}`);
      }
    }
    expect(disagreements.slice(0, 80)).toEqual([]);
  }, 60_000);
});
