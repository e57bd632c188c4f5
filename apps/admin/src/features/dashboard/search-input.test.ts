import { USER_SEARCH_QUERY_MAX_LENGTH } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { customerName, nextActiveIndex, normalizeSearchQuery } from "./search-input";

describe("normalizeSearchQuery", () => {
  it("trims and folds runs of spaces", () => {
    expect(normalizeSearchQuery("  Anna   Svensson \t")).toBe("Anna Svensson");
    expect(normalizeSearchQuery("   ")).toBe("");
  });

  it("keeps within the API's length limit", () => {
    expect(normalizeSearchQuery("a".repeat(250))).toHaveLength(USER_SEARCH_QUERY_MAX_LENGTH);
  });
});

describe("nextActiveIndex", () => {
  it("moves down and up through the options, wrapping at both ends", () => {
    expect(nextActiveIndex(-1, "ArrowDown", 3)).toBe(0);
    expect(nextActiveIndex(0, "ArrowDown", 3)).toBe(1);
    expect(nextActiveIndex(2, "ArrowDown", 3)).toBe(0);
    expect(nextActiveIndex(-1, "ArrowUp", 3)).toBe(2);
    expect(nextActiveIndex(0, "ArrowUp", 3)).toBe(2);
    expect(nextActiveIndex(2, "ArrowUp", 3)).toBe(1);
  });

  it("lands on a real option after the list shrank", () => {
    expect(nextActiveIndex(5, "ArrowDown", 2)).toBe(0);
    expect(nextActiveIndex(5, "ArrowUp", 2)).toBe(1);
  });

  it("has nowhere to go in an empty list, and leaves other keys to the input", () => {
    expect(nextActiveIndex(-1, "ArrowDown", 0)).toBe(-1);
    expect(nextActiveIndex(0, "Home", 3)).toBeUndefined();
    expect(nextActiveIndex(0, "a", 3)).toBeUndefined();
  });
});

describe("customerName", () => {
  it("joins the names, or falls back to the email", () => {
    expect(customerName({ firstName: "Anna", lastName: " Svensson", email: "a@example.com" })).toBe(
      "Anna Svensson",
    );
    expect(customerName({ firstName: "", lastName: "", email: "a@example.com" })).toBe("a@example.com");
  });

  it("shows what was typed for a person whose name is withheld, else a dash", () => {
    const withheld = { firstName: null, lastName: null, email: null, phoneNumber: null };
    expect(customerName({ ...withheld, email: "a@example.com" })).toBe("a@example.com");
    expect(customerName({ ...withheld, phoneNumber: "+46701234567" })).toBe("+46701234567");
    expect(customerName(withheld)).toBe("—");
  });
});
