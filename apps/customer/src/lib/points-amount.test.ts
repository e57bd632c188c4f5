import { createI18n, type Language, resources } from "@stampwise/i18n";
import { describe, expect, it } from "vitest";
import { formatPointsAmount, pluralPointsName } from "./points-amount";

describe("pluralPointsName", () => {
  it.each([
    ["bean", "beans"],
    ["berry", "berries"],
    ["key", "keys"],
    ["box", "boxes"],
    ["coffee bean", "coffee beans"],
  ])("pluralises %s as %s in English", (name, plural) => {
    expect(pluralPointsName(name, "en-US")).toBe(plural);
  });

  it.each([
    ["böna", "bönor"],
    ["krona", "kronor"],
    ["stämpel", "stämplar"],
    ["belöning", "belöningar"],
    ["poäng", "poäng"],
  ])("pluralises %s as %s in Swedish, and leaves a word it cannot know as written", (name, plural) => {
    expect(pluralPointsName(name, "sv-SE")).toBe(plural);
  });
});

describe("formatPointsAmount", () => {
  const translatorIn = (language: Language) => {
    const i18n = createI18n(language);
    i18n.addSection(language, "customer", resources[language].customer);
    i18n.addSection(language, "pointsCard", resources[language].pointsCard);
    return i18n;
  };

  it("words one and many with the reader's plural rules and number format", () => {
    const english = translatorIn("en-US");
    expect(formatPointsAmount(english.t, "en-US", 1, "bean")).toBe("1 bean");
    expect(formatPointsAmount(english.t, "en-US", 0, "bean")).toBe("0 beans");
    expect(formatPointsAmount(english.t, "en-US", 1384, "bean")).toBe("1,384 beans");
    const swedish = translatorIn("sv-SE");
    expect(formatPointsAmount(swedish.t, "sv-SE", 1, "böna")).toBe("1 böna");
    expect(formatPointsAmount(swedish.t, "sv-SE", 384, "böna")).toBe("384 bönor");
  });
});
