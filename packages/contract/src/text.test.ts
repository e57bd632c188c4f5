import { describe, expect, it } from "vitest";
import { multiLineTextField, safeString, textField } from "./text";
import { VALIDATION_MESSAGES } from "./validation-messages";

const single = textField({ max: 100, tooLong: "too long" });
const multi = multiLineTextField({ max: 100, tooLong: "too long" });

const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? "accepted" : result.error?.issues[0]?.message;

describe("single-line text", () => {
  it.each([
    ["a line feed", "Maja\nBerg"],
    ["a carriage return", "Maja\rBerg"],
    ["CR LF", "Kafé\r\nBcc: everyone"],
    ["a tab", "Maja\tBerg"],
    ["a NUL", "Maja\u0000"],
    ["an escape", "Maja\u001b[31m"],
    ["a C1 control", "Maja\u0085Berg"],
    ["a line separator", "Maja\u2028Berg"],
    ["a paragraph separator", "Maja\u2029Berg"],
  ])("refuses %s inside the text", (_, value) => {
    expect(refusal(single.safeParse(value))).toBe(VALIDATION_MESSAGES.textInvalidCharacters);
    expect(refusal(safeString().safeParse(value))).toBe(VALIDATION_MESSAGES.textInvalidCharacters);
  });

  it("trims a line break at either end instead of refusing it", () => {
    expect(single.parse("\r\n  Kafé Kanel \n")).toBe("Kafé Kanel");
  });

  it("keeps letters of every script, emoji and spaces", () => {
    expect(single.parse("Åsa Öberg ☕ 珈琲")).toBe("Åsa Öberg ☕ 珈琲");
  });
});

describe("multi-line text", () => {
  it("keeps line feeds and carriage returns", () => {
    expect(multi.parse("Line one\r\nLine two\nLine three")).toBe("Line one\r\nLine two\nLine three");
  });

  it.each([
    ["a tab", "a\tb"],
    ["a NUL", "a\u0000b"],
    ["a vertical tab", "a\u000bb"],
    ["a form feed", "a\u000cb"],
    ["DEL", "a\u007fb"],
    ["a C1 control", "a\u009bb"],
  ])("refuses %s", (_, value) => {
    expect(refusal(multi.safeParse(value))).toBe(VALIDATION_MESSAGES.textInvalidCharacters);
  });
});
