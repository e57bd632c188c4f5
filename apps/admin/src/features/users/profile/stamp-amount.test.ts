import { describe, expect, it } from "vitest";
import {
  checkStampAmount,
  checkStartingStamps,
  stampAmountBounds,
  stampDelta,
  stampsAfterChange,
} from "./stamp-amount";

describe("stampAmountBounds", () => {
  it("adds 1 to 25 stamps whatever the card holds", () => {
    expect(stampAmountBounds("add", 0)).toEqual({ min: 1, max: 25 });
    expect(stampAmountBounds("add", 40)).toEqual({ min: 1, max: 25 });
  });

  it("removes 1 up to the stamps the card holds", () => {
    expect(stampAmountBounds("remove", 3)).toEqual({ min: 1, max: 3 });
    expect(stampAmountBounds("remove", 1)).toEqual({ min: 1, max: 1 });
  });

  it("removes at most 25 at once from a card holding more", () => {
    expect(stampAmountBounds("remove", 40)).toEqual({ min: 1, max: 25 });
  });

  it("has nothing to remove from an empty card", () => {
    expect(stampAmountBounds("remove", 0).max).toBe(0);
  });
});

describe("checkStampAmount", () => {
  it("takes a whole number from 1 to 25", () => {
    expect(checkStampAmount("1", "add", 0)).toEqual({ ok: true, amount: 1 });
    expect(checkStampAmount(" 25 ", "add", 0)).toEqual({ ok: true, amount: 25 });
  });

  it("refuses 0, 26 and anything that is not a whole number", () => {
    for (const wrong of ["0", "26", "100", "", "  ", "abc", "3a", "2.5", "-1", "1e1", "0x1", "999999"]) {
      expect(checkStampAmount(wrong, "add", 0), wrong).toEqual({ ok: false, error: "amountInvalid" });
    }
  });

  it("refuses to remove more stamps than the card holds", () => {
    expect(checkStampAmount("3", "remove", 3)).toEqual({ ok: true, amount: 3 });
    expect(checkStampAmount("4", "remove", 3)).toEqual({ ok: false, error: "notEnoughStamps" });
    expect(checkStampAmount("1", "remove", 0)).toEqual({ ok: false, error: "notEnoughStamps" });
  });

  it("names a malformed amount before a too large removal", () => {
    expect(checkStampAmount("26", "remove", 3)).toEqual({ ok: false, error: "amountInvalid" });
  });

  it("lets stamps be added past the card's end (the cycle restarts)", () => {
    expect(checkStampAmount("25", "add", 9)).toEqual({ ok: true, amount: 25 });
  });
});

describe("checkStartingStamps", () => {
  it("allows 0 (add the card empty) up to 25", () => {
    expect(checkStartingStamps("0")).toEqual({ ok: true, amount: 0 });
    expect(checkStartingStamps("25")).toEqual({ ok: true, amount: 25 });
  });

  it("refuses 26, negatives, blanks and letters", () => {
    for (const wrong of ["26", "-1", "x", ""]) {
      expect(checkStartingStamps(wrong).ok, wrong).toBe(false);
    }
  });
});

describe("stampDelta", () => {
  it("is negative for a removal", () => {
    expect(stampDelta("add", 3)).toBe(3);
    expect(stampDelta("remove", 3)).toBe(-3);
  });
});

describe("stampsAfterChange", () => {
  it("adds within the cycle", () => {
    expect(stampsAfterChange(2, 3, 10)).toEqual({ stamps: 5, completes: false });
  });

  it("completes the card and carries the remainder over (9 of 10 + 3 leaves 2)", () => {
    expect(stampsAfterChange(9, 3, 10)).toEqual({ stamps: 2, completes: true });
    expect(stampsAfterChange(9, 1, 10)).toEqual({ stamps: 0, completes: true });
  });

  it("removes stamps", () => {
    expect(stampsAfterChange(5, -2, 10)).toEqual({ stamps: 3, completes: false });
  });
});
