import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "./create-i18n";
import { detectLanguage, languageOfRequest, saveLanguage } from "./language";

function fakeStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe("detectLanguage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("prefers the saved language over the browser's", () => {
    vi.stubGlobal("localStorage", fakeStorage());
    vi.stubGlobal("navigator", { language: "en-GB" });
    saveLanguage("sv-SE");
    expect(detectLanguage()).toBe("sv-SE");
  });

  it("picks Swedish for any Swedish browser locale", () => {
    vi.stubGlobal("localStorage", fakeStorage());
    vi.stubGlobal("navigator", { language: "sv-FI" });
    expect(detectLanguage()).toBe("sv-SE");
  });

  it("falls back to English when storage is unavailable and the browser is not Swedish", () => {
    vi.stubGlobal("localStorage", undefined);
    vi.stubGlobal("navigator", { language: "de-DE" });
    expect(detectLanguage()).toBe("en-US");
  });

  it("ignores a saved value that is not a supported language", () => {
    const storage = fakeStorage();
    storage.setItem("language", "fr-FR");
    vi.stubGlobal("localStorage", storage);
    vi.stubGlobal("navigator", { language: "en-US" });
    expect(detectLanguage()).toBe("en-US");
  });
});

describe("createI18n", () => {
  it("translates typed keys in the chosen language and falls back to English", () => {
    const i18n = createI18n("sv-SE");
    expect(i18n.t("common.language")).toBe("Språk");
    i18n.changeLanguage("en-US");
    expect(i18n.t("common.language")).toBe("Language");
  });
});

describe("languageOfRequest", () => {
  it("follows the stored choice's cookie over the browser's languages", () => {
    expect(languageOfRequest("sv-SE", "en-US,en;q=0.9")).toBe("sv-SE");
    expect(languageOfRequest("en-US", "sv-SE")).toBe("en-US");
  });

  it("reads the first language of Accept-Language as the browser's, Swedish in any region", () => {
    expect(languageOfRequest(undefined, "sv-FI,sv;q=0.9,en;q=0.8")).toBe("sv-SE");
    expect(languageOfRequest(undefined, "sv")).toBe("sv-SE");
    expect(languageOfRequest(undefined, "de-DE,sv;q=0.9")).toBe("en-US");
    expect(languageOfRequest(undefined, "en;q=0.5, sv;q=0.8")).toBe("sv-SE");
  });

  it("answers English for a missing, empty, unknown or hostile header and a bad cookie", () => {
    expect(languageOfRequest(undefined, undefined)).toBe("en-US");
    expect(languageOfRequest("fr-FR", "")).toBe("en-US");
    expect(languageOfRequest("sv-SE\u0000", "*")).toBe("en-US");
    expect(languageOfRequest(undefined, `${"x,".repeat(100_000)}sv`)).toBe("en-US");
    expect(languageOfRequest(undefined, "sv;q=abc")).toBe("en-US");
  });
});
