/**
 * Bounds of the counter fraud caps, apart from the schemas so the field messages
 * (validation-messages.ts) can name them without an import cycle through fraud.ts.
 */
export const MAX_SCAN_STAMPS_PER_HOUR_MIN = 1;
export const MAX_SCAN_STAMPS_PER_HOUR_LIMIT = 1000;
export const SCAN_COOLDOWN_SECONDS_LIMIT = 86_400;
