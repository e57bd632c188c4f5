import { describe, expect, it } from "vitest";
import { normalizeHexColor } from "./color";

describe("normalizeHexColor", () => {
  it("expands three-digit colours", () => {
    expect(normalizeHexColor("#abc")).toBe("#aabbcc");
  });

  it("lower-cases six-digit colours", () => {
    expect(normalizeHexColor("#C2410C")).toBe("#c2410c");
    expect(normalizeHexColor("#AbC")).toBe("#aabbcc");
  });

  it("accepts a colour typed without # or with spaces around it", () => {
    expect(normalizeHexColor("c2410c")).toBe("#c2410c");
    expect(normalizeHexColor("  #fff ")).toBe("#ffffff");
  });

  it("rejects anything that is not a complete hex colour", () => {
    for (const value of ["", "#", "#ab", "#abcd", "#abcdefa", "#ggg", "red", "rgb(0,0,0)", "##abc"]) {
      expect(normalizeHexColor(value)).toBeNull();
    }
  });
});
