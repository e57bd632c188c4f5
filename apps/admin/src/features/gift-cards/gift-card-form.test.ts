import { parseMajorAmount } from "@stampwise/contract";
import { describe, expect, it } from "vitest";
import { amountAsTyped, GiftCardFormSchema } from "./gift-card-form";

describe("the gift card form", () => {
  it("reads the value in kronor as typed, into öre", () => {
    expect(parseMajorAmount("500")).toBe(50_000);
    expect(parseMajorAmount("249,50")).toBe(24_950);
    expect(parseMajorAmount("249.5")).toBe(24_950);
    expect(parseMajorAmount(" 1 000 ")).toBe(100_000);
    expect(parseMajorAmount("0,01")).toBe(1);
    for (const bad of ["", "abc", "1,234", "1e5", "12,", "--1", "10000000"]) {
      expect(parseMajorAmount(bad), bad).toBeUndefined();
    }
  });

  it("accepts a value from 0,01 to 100 000 kr and names the field otherwise", () => {
    const valid = { name: "Gift card", description: "", initialBalance: "500", currency: "SEK" };
    expect(GiftCardFormSchema.parse(valid).initialBalance).toBe(50_000);
    for (const initialBalance of ["0", "-5", "100000,01", "five", ""]) {
      const result = GiftCardFormSchema.safeParse({ ...valid, initialBalance });
      expect(result.success, initialBalance).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["initialBalance"]);
    }
  });

  it("writes öre back the way a person types them", () => {
    expect(amountAsTyped(50_000, ",")).toBe("500");
    expect(amountAsTyped(24_950, ",")).toBe("249,50");
    expect(amountAsTyped(24_905, ".")).toBe("249.05");
  });
});
