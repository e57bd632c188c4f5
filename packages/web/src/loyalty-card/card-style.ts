import type { CardTemplateFields } from "@stampwise/contract";
import type { CSSProperties } from "react";
import { withAlpha } from "./card-colors";

type Pattern = NonNullable<CardTemplateFields["pattern"]>;
type Spacing = CardTemplateFields["spacing"];

/**
 * An image address the card may put in an `src` or CSS `url()`: http(s) only. The API already
 * refuses anything else; the admin's live preview passes half-typed values, so check again here.
 */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Quotes and backslashes would end a CSS `url("…")` early; percent-encode them. */
function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (character) => encodeURIComponent(character))}")`;
}

/**
 * The card's own background. Solid paints the secondary color; gradient runs from secondary to
 * primary; image covers the card with the picture and keeps the secondary color under it, so a
 * broken or slow image still leaves a readable card.
 */
export function cardBackgroundStyle(
  template: Pick<
    CardTemplateFields,
    "backgroundType" | "backgroundImageUrl" | "primaryColor" | "secondaryColor"
  >,
): CSSProperties {
  const base: CSSProperties = { backgroundColor: template.secondaryColor };
  if (template.backgroundType === "gradient") {
    return {
      ...base,
      backgroundImage: `linear-gradient(135deg, ${template.secondaryColor}, ${template.primaryColor})`,
    };
  }
  const image = template.backgroundType === "image" ? safeImageUrl(template.backgroundImageUrl) : null;
  if (image) {
    return { ...base, backgroundImage: cssUrl(image), backgroundSize: "cover", backgroundPosition: "center" };
  }
  return base;
}

function svgDataUrl(svg: string): string {
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * How strongly each pattern lays the primary color over the background at its densest; the
 * contrast check of the card's texts (card-contrast.ts) reads the same numbers.
 */
export const PATTERN_INK_OPACITY: Record<Pattern, number> = {
  dots: 0.2,
  lines: 0.2,
  squares: 0.12,
  triangles: 0.2,
  circles: 0.2,
  gradient: 0.45,
};

/** The description under the subtitle is drawn a little fainter than the subtitle's color. */
export const CARD_DESCRIPTION_OPACITY = 0.9;

/**
 * The decorative pattern drawn over the background in the primary color, faint enough to keep
 * the texts readable. Pure CSS gradients where they can draw the shape, an inline SVG otherwise;
 * nothing is downloaded, so patterns work offline.
 */
export function cardPatternStyle(pattern: Pattern | null, primaryColor: string): CSSProperties | null {
  if (pattern === null) return null;
  const ink = withAlpha(primaryColor, PATTERN_INK_OPACITY[pattern]);
  switch (pattern) {
    case "dots":
      return {
        backgroundImage: `radial-gradient(${ink} 1.6px, transparent 2px)`,
        backgroundSize: "14px 14px",
      };
    case "lines":
      return { backgroundImage: `repeating-linear-gradient(45deg, ${ink} 0 1.5px, transparent 1.5px 12px)` };
    case "squares":
      return {
        backgroundImage: `conic-gradient(${ink} 25%, transparent 0 50%, ${ink} 0 75%, transparent 0)`,
        backgroundSize: "24px 24px",
      };
    case "triangles":
      return {
        backgroundImage: svgDataUrl(
          `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="24"><path d="M14 3 25 21H3Z" fill="none" stroke="${ink}" stroke-width="1.5"/></svg>`,
        ),
        backgroundSize: "28px 24px",
      };
    case "circles":
      return {
        backgroundImage: `radial-gradient(circle, transparent 5px, ${ink} 5.5px 7px, transparent 7.5px)`,
        backgroundSize: "24px 24px",
      };
    case "gradient":
      return {
        backgroundImage: `radial-gradient(circle at 100% 0%, ${ink}, transparent 60%), radial-gradient(circle at 0% 100%, ${withAlpha(primaryColor, 0.25)}, transparent 55%)`,
      };
  }
}

/** Padding of the card and gap between its parts and between stamps, in px. */
export const CARD_SPACING: Record<Spacing, { padding: number; gap: number; stampGap: number }> = {
  compact: { padding: 12, gap: 8, stampGap: 6 },
  standard: { padding: 20, gap: 14, stampGap: 10 },
  spacious: { padding: 32, gap: 22, stampGap: 16 },
};
