import { create } from "qrcode";

/** How much of the code may be damaged and still read: L 7 %, M 15 %, Q 25 %, H 30 %. */
export type QrErrorCorrection = "L" | "M" | "Q" | "H";

/**
 * The light margin readers need around the symbol to find it: four modules is what the QR
 * standard asks for, and what phone cameras read best.
 */
export const QR_QUIET_ZONE_MODULES = 4;

/** The symbol's modules (the small squares): `size` × `size`, dark or light. */
export type QrMatrix = {
  size: number;
  isDark: (row: number, column: number) => boolean;
};

export function qrMatrix(value: string, errorCorrection: QrErrorCorrection = "M"): QrMatrix {
  const { modules } = create(value, { errorCorrectionLevel: errorCorrection });
  return {
    size: modules.size,
    isDark: (row, column) => modules.data[row * modules.size + column] === 1,
  };
}

/**
 * One SVG path for every dark module, in units of modules, shifted by the quiet zone. Runs of dark
 * modules on a row become one rectangle, so a version-10 code is a few hundred segments instead of
 * thousands of <rect>s, and neighbouring modules never show hairline seams.
 */
export function qrSvgPath(matrix: QrMatrix, quietZone = QR_QUIET_ZONE_MODULES): string {
  const segments: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let column = 0;
    while (column < matrix.size) {
      if (!matrix.isDark(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < matrix.size && matrix.isDark(row, column)) column++;
      segments.push(`M${start + quietZone} ${row + quietZone}h${column - start}v1h-${column - start}z`);
    }
  }
  return segments.join("");
}
