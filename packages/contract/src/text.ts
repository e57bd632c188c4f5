import { z } from "zod";
import { VALIDATION_MESSAGES } from "./validation-messages";

/**
 * What a single line of text never holds: every C0 and C1 control character (NUL, which
 * PostgreSQL refuses in text; tab; line feed and carriage return, which would split a name across
 * lines in a plain-text mail or the inbox) and the Unicode line and paragraph separators.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NOT_IN_A_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** What multi-line text never holds: the control characters other than line feed and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NOT_IN_TEXT = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** True when the value is not a single clean line: it holds a control character or a line break. */
export function hasControlCharacters(value: string): boolean {
  return NOT_IN_A_LINE.test(value);
}

/** True when multi-line text holds a control character other than a line break. */
export function hasControlCharactersBesidesLineBreaks(value: string): boolean {
  return NOT_IN_TEXT.test(value);
}

/**
 * A single-line string free of control characters: the base of every machine-made or one-line
 * string of the contract (tokens, keys, search text), so a NUL or a line break is a 400 with a
 * field message wherever it is sent, never a database error or a broken line.
 */
export function safeString(params?: { error?: string }) {
  return z
    .string(params)
    .refine((value) => !hasControlCharacters(value), { error: VALIDATION_MESSAGES.textInvalidCharacters });
}

interface TextFieldOptions {
  max: number;
  tooLong: string;
  required?: string;
}

function trimmedField(options: TextFieldOptions, refused: (value: string) => boolean) {
  const base = z
    .string(options.required ? { error: options.required } : undefined)
    .trim()
    .max(options.max, { error: options.tooLong });
  const sized = options.required ? base.min(1, { error: options.required }) : base;
  return sized.refine((value) => !refused(value), { error: VALIDATION_MESSAGES.textInvalidCharacters });
}

/**
 * A trimmed single-line text field (a name, a title, a subject) with a required message (when
 * `required` names one) and a length limit; no control characters and no line breaks. The
 * refine runs after trimming, so "  " fails as required, not as too long, and a trailing newline
 * is trimmed rather than refused.
 */
export function textField(options: TextFieldOptions) {
  return trimmedField(options, hasControlCharacters);
}

/**
 * A trimmed multi-line text field (a message body, a description, an address): line breaks are
 * kept, every other control character (tab included) is refused.
 */
export function multiLineTextField(options: TextFieldOptions) {
  return trimmedField(options, hasControlCharactersBesidesLineBreaks);
}
