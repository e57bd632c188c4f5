import { createI18n, LAZY_SECTIONS, loadSections, type TranslationKey } from "@stampwise/i18n";
import { describe, expect, it } from "vitest";

const languages = await Promise.all(
  (["en-US", "sv-SE"] as const).map(async (language) => {
    const i18n = createI18n(language);
    await loadSections(i18n, LAZY_SECTIONS);
    return i18n;
  }),
);

/**
 * The texts the profile fills with the customer's name. A person who is not a customer here yet
 * is named "this person" ("den här personen"), which cannot start a sentence.
 */
const NAMING_TEXTS: readonly [TranslationKey, Record<string, string | number>][] = [
  ["users.profile.cards.none.description", {}],
  ["users.profile.adjust.current", { stamps: 3, required: 10 }],
  ["users.profile.addCard.title", {}],
  ["users.profile.addCard.description", {}],
  ["users.profile.addCard.allHeld", {}],
  ["users.profile.addCard.added.description", { card: "Coffee card" }],
  ["users.profile.removeCard.description", { count: 4 }],
  ["users.profile.removeCard.removed.description", { card: "Coffee card" }],
  ["users.profile.rewards.confirm.description", {}],
  ["points.giveDialog.preview", { points: "600 points" }],
  ["giftCards.issueDialog.confirmDescription", { amount: "500 kr" }],
];

describe("texts that name the customer", () => {
  it("start with a capital letter when the customer is named only as this person", () => {
    for (const { t } of languages) {
      const person = t("users.profile.withheldPerson");
      for (const [key, values] of NAMING_TEXTS) {
        const text = t(key, { ...values, name: person, customer: person });
        expect(text.charAt(0), text).toBe(text.charAt(0).toLocaleUpperCase());
      }
    }
  });

  it("tell a customer without a stamp card how to begin, without assuming they collected before", () => {
    for (const { t } of languages) {
      const text = t("users.profile.cards.none.description", { name: "Anna" });
      expect(text).not.toMatch(/\b(again|igen)\b/i);
    }
  });
});
