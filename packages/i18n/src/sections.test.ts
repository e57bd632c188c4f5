import { describe, expect, it } from "vitest";
import { resources } from "./all-resources";
import { createI18n } from "./create-i18n";
import { LAZY_SECTIONS, loadSections } from "./sections";

/** The dotted path and text of the first leaf of a section, to probe whether it is loaded. */
function firstLeaf(node: unknown, path: string): [string, string] {
  if (typeof node === "string") return [path, node];
  const [key, child] = Object.entries(node as Record<string, unknown>)[0] ?? [];
  if (key === undefined) throw new Error(`empty section at ${path}`);
  return firstLeaf(child, `${path}.${key}`);
}

describe("loadSections", () => {
  it("starts with the core sections, adds a lazy section in the current language, the other on a switch", async () => {
    const i18n = createI18n("sv-SE");
    expect(i18n.t("common.language")).toBe("Språk");
    const [key, swedish] = firstLeaf(resources["sv-SE"].landing, "landing");
    const [, english] = firstLeaf(resources["en-US"].landing, "landing");
    // biome-ignore lint/suspicious/noExplicitAny: probing with a key built at run time
    const t = (key: string) => (i18n.t as (key: string) => any)(key);
    expect(t(key)).toBe(key);

    await loadSections(i18n, ["landing"]);
    expect(t(key)).toBe(swedish);
    expect(i18n.section("en-US", "landing")).toBeUndefined();
    await i18n.changeLanguage("en-US");
    expect(t(key)).toBe(english);
  });

  it("knows a loader for every lazy section in both languages, and loading twice changes nothing", async () => {
    const i18n = createI18n("en-US");
    await loadSections(i18n, LAZY_SECTIONS);
    await loadSections(i18n, LAZY_SECTIONS);
    await i18n.changeLanguage("sv-SE");
    for (const section of LAZY_SECTIONS) {
      expect(i18n.section("en-US", section)).toEqual(resources["en-US"][section]);
      expect(i18n.section("sv-SE", section)).toEqual(resources["sv-SE"][section]);
    }
  });
});
