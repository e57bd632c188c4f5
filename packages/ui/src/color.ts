const SHORT_HEX = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const LONG_HEX = /^#?([0-9a-f]{6})$/i;

/**
 * `#abc`, `#AABBCC` (the `#` may be left out, spaces around are ignored) as `#aabbcc`, the only
 * form `<input type="color">` and the API accept; `null` when it is not a colour yet.
 */
export function normalizeHexColor(value: string): string | null {
  const trimmed = value.trim();
  const short = SHORT_HEX.exec(trimmed);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  const long = LONG_HEX.exec(trimmed);
  return long ? `#${long[1]}`.toLowerCase() : null;
}
