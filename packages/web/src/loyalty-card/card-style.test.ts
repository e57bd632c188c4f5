import { BACKGROUND_PATTERNS, DEFAULT_CARD_TEMPLATE } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { gradientPartner, paint, readableOn, withAlpha } from "./card-colors";
import { cardBackgroundStyle, cardPatternStyle, safeImageUrl } from "./card-style";

describe("cardBackgroundStyle", () => {
  const colors = { primaryColor: "#112233", secondaryColor: "#fafafa", backgroundImageUrl: null };

  it("paints a solid card with the secondary color only", () => {
    expect(cardBackgroundStyle({ ...colors, backgroundType: "solid" })).toEqual({
      backgroundColor: "#fafafa",
    });
  });

  it("runs a gradient from the secondary to the primary color", () => {
    const style = cardBackgroundStyle({ ...colors, backgroundType: "gradient" });
    expect(style.backgroundImage).toBe("linear-gradient(135deg, #fafafa, #112233)");
  });

  it("covers the card with the background image over the secondary color", () => {
    const style = cardBackgroundStyle({
      ...colors,
      backgroundType: "image",
      backgroundImageUrl: "https://cdn.example.com/bg.png",
    });
    expect(style).toMatchObject({
      backgroundColor: "#fafafa",
      backgroundImage: 'url("https://cdn.example.com/bg.png")',
      backgroundSize: "cover",
    });
  });

  it("falls back to the color when the image address is missing or not http(s)", () => {
    expect(cardBackgroundStyle({ ...colors, backgroundType: "image" }).backgroundImage).toBeUndefined();
    const unsafe = cardBackgroundStyle({
      ...colors,
      backgroundType: "image",
      backgroundImageUrl: "javascript:alert(1)",
    });
    expect(unsafe.backgroundImage).toBeUndefined();
  });

  it("cannot be broken out of the CSS url() by a quote in the address", () => {
    const style = cardBackgroundStyle({
      ...colors,
      backgroundType: "image",
      backgroundImageUrl: 'https://example.com/a".png',
    });
    expect(style.backgroundImage).toBe('url("https://example.com/a%22.png")');
  });
});

describe("cardPatternStyle", () => {
  it("draws nothing without a pattern", () => {
    expect(cardPatternStyle(null, "#7c3aed")).toBeNull();
  });

  it("draws every pattern differently, in the primary color", () => {
    const images = BACKGROUND_PATTERNS.map(
      (pattern) => cardPatternStyle(pattern, "#7c3aed")?.backgroundImage,
    );
    expect(new Set(images).size).toBe(BACKGROUND_PATTERNS.length);
    for (const image of images) expect(String(image)).toMatch(/#7c3aed|%237c3aed/);
  });
});

describe("colors", () => {
  it("pairs a light color with a darker shade and a dark color with a lighter one", () => {
    expect(gradientPartner("#ffffff")).toBe("#a6a6a6");
    expect(gradientPartner("#000000")).toBe("#595959");
  });

  it("paints a gradient only when the type asks for it", () => {
    expect(paint("#7c3aed", "solid")).toBe("#7c3aed");
    expect(paint("#7c3aed", "gradient")).toMatch(/^linear-gradient\(135deg, #7c3aed, #[0-9a-f]{6}\)$/);
  });

  it("adds an alpha byte and picks a readable icon color", () => {
    expect(withAlpha("#7c3aed", 0.2)).toBe("#7c3aed33");
    expect(readableOn("#ffffff")).toBe("#000000");
    expect(readableOn(DEFAULT_CARD_TEMPLATE.stampColor)).toBe("#ffffff");
  });
});

describe("safeImageUrl", () => {
  it("keeps http(s) addresses and drops everything else", () => {
    expect(safeImageUrl("https://example.com/logo.png")).toBe("https://example.com/logo.png");
    expect(safeImageUrl("http://example.com/logo.png")).toBe("http://example.com/logo.png");
    expect(safeImageUrl("data:image/png;base64,AAAA")).toBeNull();
    expect(safeImageUrl("https://")).toBeNull();
    expect(safeImageUrl("")).toBeNull();
    expect(safeImageUrl(null)).toBeNull();
  });
});
