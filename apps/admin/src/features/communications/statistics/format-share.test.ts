import { describe, expect, it } from "vitest";
import { formatShare } from "./format-share";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("formatShare", () => {
  it("writes whole percents the language's way", () => {
    expect(formatShare(0.25, "en-US")).toBe("25%");
    expect(plain(formatShare(0.25, "sv-SE"))).toBe("25 %");
    expect(formatShare(1, "en-US")).toBe("100%");
    expect(formatShare(0, "en-US")).toBe("0%");
  });

  it("never rounds up to all of them, and keeps a decimal for small shares", () => {
    expect(formatShare(0.9996, "en-US")).toBe("99.9%");
    expect(formatShare(0.0004, "en-US")).toBe("0%");
    expect(formatShare(0.004, "en-US")).toBe("0.4%");
    expect(plain(formatShare(0.004, "sv-SE"))).toBe("0,4 %");
  });
});
