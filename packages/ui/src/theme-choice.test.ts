import { describe, expect, it } from "vitest";
import { isTheme, resolveTheme } from "./theme-choice";

describe("resolveTheme", () => {
  it("keeps an explicit choice whatever the device prefers", () => {
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("follows the device for system or no choice", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme(null, true)).toBe("dark");
    expect(resolveTheme(undefined, false)).toBe("light");
  });
});

describe("isTheme", () => {
  it("accepts only the three choices", () => {
    expect(["light", "dark", "system"].every(isTheme)).toBe(true);
    expect(isTheme("Dark")).toBe(false);
    expect(isTheme(null)).toBe(false);
  });
});
