import type { CardTemplateFields } from "@stampwise/contract";

type ColorFillType = CardTemplateFields["stampColorType"];

const HEX = /^#([0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex);
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(parts: readonly number[]): string {
  return `#${parts.map((part) => Math.round(part).toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The second stop of a one-color gradient: the color moved `amount` (0..1) towards black for light
 * colors and towards white for dark ones, so the gradient stays visible whatever the owner picks.
 */
export function gradientPartner(hex: string, amount = 0.35): string {
  const rgb = channels(hex);
  if (!rgb) return hex;
  const target = relativeLuminance(hex) > 0.5 ? 0 : 255;
  return toHex(rgb.map((part) => part + (target - part) * amount));
}

/** `#rrggbb` plus an alpha (0..1) as `#rrggbbaa`, which every current browser paints. */
export function withAlpha(hex: string, alpha: number): string {
  if (!channels(hex)) return hex;
  const byte = Math.round(Math.min(1, Math.max(0, alpha)) * 255);
  return `${hex}${byte.toString(16).padStart(2, "0")}`;
}

/** WCAG relative luminance, 0 (black) .. 1 (white). */
export function relativeLuminance(hex: string): number {
  const rgb = channels(hex);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((part) => {
    const channel = part / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG 2 contrast ratio of two colors, from 1 (the same luminance) to 21 (black on white); the
 * order does not matter. Text needs 4.5 to be readable by most people (WCAG AA).
 */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * `top` painted with `opacity` (0..1) over `bottom`, as the browser composites it (per sRGB
 * channel); also a point `opacity` of the way along a gradient from `bottom` to `top`.
 */
export function mix(top: string, bottom: string, opacity: number): string {
  const over = channels(top);
  const under = channels(bottom);
  if (!over || !under) return top;
  return toHex(over.map((part, index) => part * opacity + (under[index] ?? 0) * (1 - opacity)));
}

/** Black or white, whichever reads better on `hex` (the icon inside a filled stamp). */
export function readableOn(hex: string): "#000000" | "#ffffff" {
  return relativeLuminance(hex) > 0.4 ? "#000000" : "#ffffff";
}

/**
 * A CSS background for "color and type" pairs of the template (stamp, stamp background): the
 * color itself, or a diagonal gradient from it to its partner shade.
 */
export function paint(color: string, type: ColorFillType): string {
  return type === "gradient" ? `linear-gradient(135deg, ${color}, ${gradientPartner(color)})` : color;
}
