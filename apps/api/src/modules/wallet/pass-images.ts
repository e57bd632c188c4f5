import { PNG } from "pngjs";

type Rgb = [number, number, number];

export function hexToRgb(hex: string): Rgb {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1] ?? "000000";
  return [0, 2, 4].map((at) => Number.parseInt(value.slice(at, at + 2), 16)) as Rgb;
}

/** A canvas of one colour that circles are drawn on, anti-aliased by how much of a pixel they cover. */
class Canvas {
  readonly png: PNG;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.png = new PNG({ width, height });
    const [r, g, b] = background;
    const pixel = Buffer.from([r, g, b, 255]);
    this.png.data.fill(pixel);
  }

  private set(at: number, [r, g, b]: Rgb, coverage: number) {
    const data = this.png.data;
    const i = at * 4;
    data[i] = Math.round((data[i] ?? 0) * (1 - coverage) + r * coverage);
    data[i + 1] = Math.round((data[i + 1] ?? 0) * (1 - coverage) + g * coverage);
    data[i + 2] = Math.round((data[i + 2] ?? 0) * (1 - coverage) + b * coverage);
    data[i + 3] = 255;
  }

  /** A disc, or a ring of `thickness` when given. */
  circle(cx: number, cy: number, radius: number, colour: Rgb, thickness?: number) {
    const top = Math.max(0, Math.floor(cy - radius - 1));
    const bottom = Math.min(this.height - 1, Math.ceil(cy + radius + 1));
    const left = Math.max(0, Math.floor(cx - radius - 1));
    const right = Math.min(this.width - 1, Math.ceil(cx + radius + 1));
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        const distance = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        const outside = Math.min(1, Math.max(0, radius + 0.5 - distance));
        const inside =
          thickness === undefined ? 1 : Math.min(1, Math.max(0, distance - (radius - thickness) + 0.5));
        const coverage = Math.min(outside, inside);
        if (coverage > 0) this.set(y * this.width + x, colour, coverage);
      }
    }
  }

  toBuffer(): Buffer {
    // One filter for every row ("Sub": each pixel against the one left of it): flat colours then
    // deflate to a few percent, and encoding skips trying the other four per row.
    return PNG.sync.write(this.png, { filterType: 1 });
  }
}

/**
 * Drawn images by what they show: the cards of one business look alike (one design, a few stamp
 * counts), so most passes reuse images already drawn. Bounded: the oldest goes first.
 */
const drawn = new Map<string, Buffer>();
const DRAWN_KEPT = 500;

function remembered(key: string, draw: () => Buffer): Buffer {
  const known = drawn.get(key);
  if (known) return known;
  const image = draw();
  if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value as string);
  drawn.set(key, image);
  return image;
}

/** The pass's icon (lock screen, notifications): the card's colour with a stamp in the middle. */
export function drawIcon(size: number, background: string, foreground: string): Buffer {
  return remembered(`icon:${size}:${background}:${foreground}`, () =>
    drawIconAnew(size, background, foreground),
  );
}

function drawIconAnew(size: number, background: string, foreground: string): Buffer {
  const canvas = new Canvas(size, size, hexToRgb(background));
  canvas.circle(size / 2, size / 2, size * 0.32, hexToRgb(foreground), size * 0.09);
  canvas.circle(size / 2, size / 2, size * 0.14, hexToRgb(foreground));
  return canvas.toBuffer();
}

/**
 * A stamp card's stamps as the pass's strip image, as the card shows them: a disc per stamp
 * collected in the stamp colour, one per stamp still to get in the slot colour outlined in the
 * stamp colour, in one row up to eight and two rows beyond.
 */
export function drawStampStrip(
  scale: number,
  stamps: { collected: number; required: number; background: string; stamp: string; empty: string },
): Buffer {
  const { collected, required, background, stamp, empty } = stamps;
  return remembered(`strip:${scale}:${collected}/${required}:${background}:${stamp}:${empty}`, () =>
    drawStampStripAnew(scale, stamps),
  );
}

function drawStampStripAnew(
  scale: number,
  stamps: { collected: number; required: number; background: string; stamp: string; empty: string },
): Buffer {
  const width = 375 * scale;
  const height = 123 * scale;
  const canvas = new Canvas(width, height, hexToRgb(stamps.background));
  const required = Math.max(1, Math.min(stamps.required, 40));
  const rows = required <= 8 ? 1 : 2;
  const columns = Math.ceil(required / rows);
  const cell = Math.min(width / columns, height / rows);
  const radius = cell * 0.38;
  const gridLeft = (width - columns * cell) / 2;
  const gridTop = (height - rows * cell) / 2;
  for (let index = 0; index < required; index++) {
    const row = Math.floor(index / columns);
    const column = index % columns;
    const cx = gridLeft + column * cell + cell / 2;
    const cy = gridTop + row * cell + cell / 2;
    if (index < stamps.collected) canvas.circle(cx, cy, radius, hexToRgb(stamps.stamp));
    else {
      // As the card draws a slot still to get: its colour, outlined in the stamp's.
      canvas.circle(cx, cy, radius, hexToRgb(stamps.empty));
      canvas.circle(cx, cy, radius, hexToRgb(stamps.stamp), Math.max(2, radius * 0.08));
    }
  }
  return canvas.toBuffer();
}
