// Without zod, so the customer's cards page can show a code without loading the schemas.

/**
 * The code an issued gift card carries: 12 characters of an alphabet without look-alikes (no 0/O,
 * 1/I), about 60 bits, shown in groups of four. Staff may type it with or without the dashes.
 */
export const GIFT_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const GIFT_CODE_LENGTH = 12;

export function normalizeGiftCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "");
}

export function formatGiftCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}
