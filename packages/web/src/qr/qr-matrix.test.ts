import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { QR_QUIET_ZONE_MODULES, type QrMatrix, qrMatrix, qrSvgPath } from "./qr-matrix";

/** The cells a path from `qrSvgPath` paints, as "column,row" strings. */
function paintedCells(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let offset = 0; offset < Number(width); offset++) cells.add(`${Number(x) + offset},${y}`);
  }
  return cells;
}

/** Draws the path's cells black on white at `scale` pixels per module, as a camera would see it. */
function rasterize(path: string, dimension: number, scale: number): Uint8ClampedArray {
  const width = dimension * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const cell of paintedCells(path)) {
    const [column, row] = cell.split(",").map(Number) as [number, number];
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const index = ((row * scale + dy) * width + column * scale + dx) * 4;
        pixels.fill(0, index, index + 3);
      }
    }
  }
  return pixels;
}

function darkCells(matrix: QrMatrix, quietZone: number): Set<string> {
  const cells = new Set<string>();
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) {
      if (matrix.isDark(row, column)) cells.add(`${column + quietZone},${row + quietZone}`);
    }
  }
  return cells;
}

describe("qrSvgPath", () => {
  const url = "https://stampwise.example/app/redeem/6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";

  it("paints exactly the dark modules, shifted by the quiet zone", () => {
    const matrix = qrMatrix(url);
    expect(paintedCells(qrSvgPath(matrix))).toEqual(darkCells(matrix, QR_QUIET_ZONE_MODULES));
    expect(paintedCells(qrSvgPath(matrix, 0))).toEqual(darkCells(matrix, 0));
  });

  it("draws a code a reader decodes back to the same text", () => {
    for (const value of [url, "0b6a1f52-8c9d-4e0f-a1b2-c3d4e5f6a7b8.AbC-_12xYz"]) {
      const matrix = qrMatrix(value);
      const dimension = matrix.size + QR_QUIET_ZONE_MODULES * 2;
      const scale = 4;
      const decoded = jsQR(
        rasterize(qrSvgPath(matrix), dimension, scale),
        dimension * scale,
        dimension * scale,
      );
      expect(decoded?.data).toBe(value);
    }
  });

  it("uses a larger symbol for a stronger error correction", () => {
    expect(qrMatrix(url, "H").size).toBeGreaterThan(qrMatrix(url, "L").size);
  });
});
