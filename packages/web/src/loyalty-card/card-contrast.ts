import type { CardTemplateFields } from "@stampwise/contract";
import { contrastRatio, mix } from "./card-colors";
import { CARD_DESCRIPTION_OPACITY, PATTERN_INK_OPACITY } from "./card-style";

/** WCAG AA for normal text: below this, many people cannot read it. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The template colors the card draws text in (the other texts pick black or white themselves). */
export type CardTextColorField = "titleColor" | "subtitleColor";

type Pattern = NonNullable<CardTemplateFields["pattern"]>;

type ContrastTemplate = Pick<
  CardTemplateFields,
  "titleColor" | "subtitleColor" | "primaryColor" | "secondaryColor" | "backgroundType" | "pattern"
>;

/**
 * How far along a gradient the texts reach. The 135° gradient runs from the top left corner to
 * the bottom right one; the texts start at the top left and run down the left, ending around the
 * card's middle diagonal, while the far half holds the last stamps and the progress bar. Judging
 * the whole gradient would flag nearly every gradient design for a corner no text is on.
 */
const GRADIENT_TEXT_REACH = 0.5;
/** Points checked along that part of a gradient. */
const GRADIENT_STEPS = 10;

/**
 * Patterns that paint areas a glyph sits on. The others (dots, lines, triangles, circles) are fine
 * strokes a glyph mostly misses, so they leave the backdrop as it is.
 */
const AREA_PATTERNS = new Set<Pattern>(["squares", "gradient"]);

/**
 * The colors the card paints behind its texts (see cardBackgroundStyle and cardPatternStyle): the
 * secondary color, on a gradient also the way towards the primary one as far as the texts reach,
 * each also under an area pattern's primary ink at its strongest. An image cannot be judged; the
 * secondary color under it, shown while it loads or when it breaks, is.
 */
export function cardTextBackdrops(template: ContrastTemplate): string[] {
  const { primaryColor, secondaryColor } = template;
  const base =
    template.backgroundType === "gradient"
      ? Array.from({ length: GRADIENT_STEPS + 1 }, (_, step) =>
          mix(primaryColor, secondaryColor, (step / GRADIENT_STEPS) * GRADIENT_TEXT_REACH),
        )
      : [secondaryColor];
  const pattern = template.pattern;
  if (pattern === null || !AREA_PATTERNS.has(pattern)) return base;
  return [...base, ...base.map((color) => mix(primaryColor, color, PATTERN_INK_OPACITY[pattern]))];
}

/**
 * The lowest contrast each text color reaches on the card. The subtitle color also draws the
 * description, a little fainter, so that is what it is judged by.
 */
export function cardTextContrast(template: ContrastTemplate): Record<CardTextColorField, number> {
  const backdrops = cardTextBackdrops(template);
  const lowest = (color: (backdrop: string) => string) =>
    Math.min(...backdrops.map((backdrop) => contrastRatio(color(backdrop), backdrop)));
  return {
    titleColor: lowest(() => template.titleColor),
    subtitleColor: lowest((backdrop) => mix(template.subtitleColor, backdrop, CARD_DESCRIPTION_OPACITY)),
  };
}

/**
 * A ratio as people should read it next to the 4.5 limit: one decimal, rounded down, so a ratio
 * just under the limit never shows as 4.5.
 */
export function displayedContrast(ratio: number): number {
  return Math.floor(ratio * 10) / 10;
}
