import { DEFAULT_CARD_TEMPLATE } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { contrastRatio, mix } from "./card-colors";
import { cardTextBackdrops, cardTextContrast, displayedContrast, MIN_TEXT_CONTRAST } from "./card-contrast";

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a color on itself, whatever the order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#0f766e", "#0f766e")).toBe(1);
  });

  it("puts the WCAG limit between #767676 and #777777 on white", () => {
    expect(contrastRatio("#767676", "#ffffff")).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(MIN_TEXT_CONTRAST);
  });

  it("finds grey text on dark teal unreadable", () => {
    expect(contrastRatio("#6b7280", "#134e4a")).toBeLessThan(MIN_TEXT_CONTRAST);
  });
});

describe("mix", () => {
  it("composites a color at an opacity over another, per channel", () => {
    expect(mix("#ffffff", "#000000", 0.5)).toBe("#808080");
    expect(mix("#ff0000", "#0000ff", 1)).toBe("#ff0000");
    expect(mix("#ff0000", "#0000ff", 0)).toBe("#0000ff");
  });
});

describe("cardTextBackdrops", () => {
  const colors = { ...DEFAULT_CARD_TEMPLATE, primaryColor: "#000000", secondaryColor: "#ffffff" };

  it("is the secondary color of a solid card, and of an image card while its image is not there", () => {
    expect(cardTextBackdrops({ ...colors, backgroundType: "solid" })).toEqual(["#ffffff"]);
    expect(cardTextBackdrops({ ...colors, backgroundType: "image" })).toEqual(["#ffffff"]);
  });

  it("runs a gradient from the secondary color to its middle, as far as the texts reach", () => {
    const backdrops = cardTextBackdrops({ ...colors, backgroundType: "gradient" });
    expect(backdrops[0]).toBe("#ffffff");
    expect(backdrops.at(-1)).toBe("#808080");
    expect(backdrops).not.toContain("#000000");
  });

  it("adds each backdrop under a pattern that paints areas, at its strongest", () => {
    expect(cardTextBackdrops({ ...colors, backgroundType: "solid", pattern: "gradient" })).toEqual([
      "#ffffff",
      mix("#000000", "#ffffff", 0.45),
    ]);
    expect(cardTextBackdrops({ ...colors, backgroundType: "solid", pattern: "squares" })).toEqual([
      "#ffffff",
      mix("#000000", "#ffffff", 0.12),
    ]);
  });

  it("leaves out fine patterns a glyph mostly misses", () => {
    for (const pattern of ["dots", "lines", "triangles", "circles"] as const) {
      expect(cardTextBackdrops({ ...colors, backgroundType: "solid", pattern }), pattern).toEqual([
        "#ffffff",
      ]);
    }
  });
});

describe("cardTextContrast", () => {
  it("passes the default design", () => {
    const contrast = cardTextContrast(DEFAULT_CARD_TEMPLATE);
    expect(contrast.titleColor).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrast.subtitleColor).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("flags a grey subtitle on a dark teal card, and not the white title on it", () => {
    const contrast = cardTextContrast({
      ...DEFAULT_CARD_TEMPLATE,
      titleColor: "#ffffff",
      subtitleColor: "#6b7280",
      secondaryColor: "#134e4a",
    });
    expect(contrast.subtitleColor).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(contrast.titleColor).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("judges the text along a gradient as far as the texts reach, not only at its light end", () => {
    const light = { ...DEFAULT_CARD_TEMPLATE, titleColor: "#111827", secondaryColor: "#ffffff" };
    expect(cardTextContrast({ ...light, primaryColor: "#000000" }).titleColor).toBeGreaterThan(
      MIN_TEXT_CONTRAST,
    );
    // Dark text on a gradient from white to black: unreadable by the middle of the card.
    expect(
      cardTextContrast({ ...light, primaryColor: "#000000", backgroundType: "gradient" }).titleColor,
    ).toBeLessThan(MIN_TEXT_CONTRAST);
    // A gradient to a mid blue keeps dark text readable where the texts are.
    expect(
      cardTextContrast({ ...light, primaryColor: "#60a5fa", backgroundType: "gradient" }).titleColor,
    ).toBeGreaterThan(MIN_TEXT_CONTRAST);
  });

  it("judges the subtitle color as the fainter description draws it", () => {
    // #767676 passes on white at full strength, but not at the description's 90%.
    const template = { ...DEFAULT_CARD_TEMPLATE, subtitleColor: "#767676", secondaryColor: "#ffffff" };
    expect(cardTextContrast(template).subtitleColor).toBeLessThan(MIN_TEXT_CONTRAST);
  });
});

describe("displayedContrast", () => {
  it("rounds down to one decimal so a failing ratio never reads as 4.5", () => {
    expect(displayedContrast(4.49)).toBe(4.4);
    expect(displayedContrast(2.06)).toBe(2);
    expect(displayedContrast(4.5)).toBe(4.5);
  });
});
