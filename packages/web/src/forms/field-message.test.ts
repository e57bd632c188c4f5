import { PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES } from "@stampwise/contract";
import { createI18n, LAZY_SECTIONS, loadSections } from "@stampwise/i18n";
import { describe, expect, it } from "vitest";
import { translateFieldMessage } from "./field-message";

// Both instances hold every section, as they would after the screens using them have loaded.
const englishI18n = createI18n("en-US");
const swedishI18n = createI18n("sv-SE");
await Promise.all([loadSections(englishI18n, LAZY_SECTIONS), loadSections(swedishI18n, LAZY_SECTIONS)]);
const english = englishI18n.t;
const swedish = swedishI18n.t;

describe("translateFieldMessage", () => {
  it("shows nothing for a field without a message", () => {
    expect(translateFieldMessage(undefined, english)).toBeUndefined();
    expect(translateFieldMessage("", english)).toBeUndefined();
  });

  it("translates a contract message by its name", () => {
    expect(translateFieldMessage(VALIDATION_MESSAGES.emailInvalid, swedish)).toBe(
      "Ange en giltig e-postadress",
    );
  });

  it("fills in the limits a message names", () => {
    expect(translateFieldMessage(VALIDATION_MESSAGES.passwordTooShort, english)).toBe(
      VALIDATION_MESSAGES.passwordTooShort,
    );
    expect(translateFieldMessage(VALIDATION_MESSAGES.passwordTooShort, swedish)).toContain(
      String(PASSWORD_MIN_LENGTH),
    );
  });

  it("falls back to a generic translated text for a message the contract does not name", () => {
    expect(translateFieldMessage("Expected string, received number", english)).toBe(
      "Please check this field",
    );
    expect(translateFieldMessage("Expected string, received number", swedish)).toBe(
      "Kontrollera det här fältet",
    );
  });

  it("has a translation in both languages for every named message", () => {
    for (const [name, message] of Object.entries(VALIDATION_MESSAGES)) {
      for (const t of [english, swedish]) {
        const text = translateFieldMessage(message, t);
        expect(text, name).not.toBe(`validation.${name}`);
        expect(text, name).not.toBe(t("validation.generic"));
        expect(text, name).not.toMatch(/\{\{/);
      }
    }
  });
});
