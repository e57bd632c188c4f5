import { describe, expect, it } from "vitest";
import { acceptedLanguage } from "./request-language";

describe("acceptedLanguage", () => {
  it("picks the product's language the header prefers, by weight then order", () => {
    expect(acceptedLanguage("sv-SE,sv;q=0.9,en-US;q=0.8")).toBe("sv-SE");
    expect(acceptedLanguage("sv")).toBe("sv-SE");
    expect(acceptedLanguage("de-DE, en;q=0.5, sv;q=0.7")).toBe("sv-SE");
    expect(acceptedLanguage("en-US,sv-SE")).toBe("en-US");
  });

  it("answers undefined for a header that names none of them, or none at all", () => {
    expect(acceptedLanguage(undefined)).toBeUndefined();
    expect(acceptedLanguage("")).toBeUndefined();
    expect(acceptedLanguage("de-DE,fr;q=0.8")).toBeUndefined();
    expect(acceptedLanguage("sv;q=0")).toBeUndefined();
    expect(acceptedLanguage("*")).toBeUndefined();
  });
});
