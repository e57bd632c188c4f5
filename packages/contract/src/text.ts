import { z } from "zod";
import { VALIDATION_MESSAGES } from "./validation-messages";

/**
 * Control characters a person never types: NUL (which PostgreSQL refuses in text, so it would
 * fail as a 500) and the other C0/C1 codes. Tab, line feed and carriage return stay allowed for
 * multi-line fields.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/**
 * A string free of control characters: the base of every free-text field of the contract, so a
 * NUL byte is a 400 with a field message wherever it is sent, never a database error.
 */
export function safeString(params?: { error?: string }) {
  return z
    .string(params)
    .refine((value) => !hasControlCharacters(value), { error: VALIDATION_MESSAGES.textInvalidCharacters });
}

/**
 * A trimmed free-text field with a required message (when `required` names one) and a
 * length limit. The refine runs after trimming, so "  " fails as required, not as too long.
 */
export function textField(options: { max: number; tooLong: string; required?: string }) {
  const base = z
    .string(options.required ? { error: options.required } : undefined)
    .trim()
    .max(options.max, { error: options.tooLong });
  const sized = options.required ? base.min(1, { error: options.required }) : base;
  return sized.refine((value) => !hasControlCharacters(value), {
    error: VALIDATION_MESSAGES.textInvalidCharacters,
  });
}
