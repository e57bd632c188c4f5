import { describe, expect, it } from "vitest";
import { enUS } from "./resources/en-US";
import { svSE } from "./resources/sv-SE";

/**
 * Values that are the same in both languages on purpose: names are not translated, and a few words
 * are Swedish too ("Status" heads the status column in Swedish as well; "Webhooks" is the term
 * Swedish integrators use; "Import" is a Swedish word too).
 */
const SAME_IN_BOTH_LANGUAGES = new Set([
  "Stampwise",
  "System",
  "Status",
  "Program",
  "Silver",
  "Webhooks",
  "Import",
]);

/** A text made only of placeholders ("{{amount}} {{one}}") has no words to translate. */
const onlyPlaceholders = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, "").trim() === "";

function flatten(resource: object, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(resource)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

describe("sv-SE resources", () => {
  const english = flatten(enUS);
  const swedish = flatten(svSE);

  it("has every key of en-US", () => {
    const missing = [...english.keys()].filter((key) => !swedish.has(key));
    expect(missing).toEqual([]);
  });

  it("has no key that en-US lacks", () => {
    const extra = [...swedish.keys()].filter((key) => !english.has(key));
    expect(extra).toEqual([]);
  });

  it("translates every value instead of copying the English text", () => {
    const untranslated = [...english].filter(
      ([key, text]) =>
        swedish.get(key) === text && !SAME_IN_BOTH_LANGUAGES.has(text) && !onlyPlaceholders(text),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it("has no empty values", () => {
    const empty = [...swedish].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });
});

/**
 * A control that shows a short label and is named more fully for screen readers keeps the two
 * side by side: `redeem` is what the button shows, `redeemNamed` (or `…For`, `…Into`) its name.
 * The name must contain the label (WCAG "label in name"), so a person who says what they see to
 * voice control reaches the control.
 */
describe("accessible names beside their visible labels", () => {
  it("contain the label they stand beside, in both languages", () => {
    const mismatched: string[] = [];
    for (const texts of [flatten(enUS), flatten(svSE)]) {
      for (const [key, name] of texts) {
        const label = texts.get(key.replace(/(?:Named|For|Into)$/, ""));
        if (label === undefined || label === name) continue;
        if (!name.toLocaleLowerCase().includes(label.toLocaleLowerCase())) mismatched.push(`${key}: ${name}`);
      }
    }
    expect(mismatched).toEqual([]);
  });
});
