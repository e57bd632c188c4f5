import { describe, expect, it } from "vitest";
import { addFigures, exactFigure, exactFigures } from "./insights.figures";

describe("insights' figures as JSON numbers", () => {
  it("reads what either driver answers for a bigint: text, a number or a bigint", () => {
    expect(exactFigure("4000000000")).toBe(4_000_000_000);
    expect(exactFigure(4_000_000_000n)).toBe(4_000_000_000);
    expect(exactFigure(-12)).toBe(-12);
    expect(exactFigure(null)).toBe(0);
    expect(exactFigure(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(exactFigures({ month: "2026-03", points: "7" }, ["points"])).toEqual({
      month: "2026-03",
      points: 7,
    });
  });

  it("refuses a figure past 2^53 − 1 with its own code instead of rounding it", () => {
    for (const beyond of ["9007199254740993", 9_007_199_254_740_993n, "-9007199254740993"]) {
      expect(() => exactFigure(beyond)).toThrow(
        expect.objectContaining({ code: "STATISTICS_FIGURE_TOO_LARGE" }),
      );
    }
    expect(() => addFigures(Number.MAX_SAFE_INTEGER, 1)).toThrow(
      expect.objectContaining({ code: "STATISTICS_FIGURE_TOO_LARGE", statusCode: 422 }),
    );
    expect(addFigures(2 ** 52, 2 ** 52 - 1)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("a value that is not a whole figure is a bug, not a large figure", () => {
    expect(() => exactFigure("1.5")).toThrow(/not a whole figure/);
  });
});
