import { describe, expect, it } from "vitest";
import { isUnsubscribeToken } from "./unsubscribe-api";

describe("isUnsubscribeToken", () => {
  it("takes a signed claim as the link carries it", () => {
    expect(isUnsubscribeToken("AbC-_12.xYz-_9")).toBe(true);
  });

  it("refuses what no link carries, before asking the server", () => {
    for (const token of [undefined, "", "nodot", "a.b.c", "a b.c", "a.", ".b", `${"a".repeat(600)}.b`]) {
      expect(isUnsubscribeToken(token)).toBe(false);
    }
  });
});
