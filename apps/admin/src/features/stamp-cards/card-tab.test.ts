import { describe, expect, it } from "vitest";
import { parseCardTab } from "./card-tab";

describe("parseCardTab", () => {
  it("opens the tab the address names", () => {
    expect(parseCardTab("rewards")).toBe("rewards");
    expect(parseCardTab("template")).toBe("template");
  });

  it("falls back to Settings for a missing or unknown tab", () => {
    expect(parseCardTab(null)).toBe("settings");
    expect(parseCardTab("")).toBe("settings");
    expect(parseCardTab("billing")).toBe("settings");
  });
});
