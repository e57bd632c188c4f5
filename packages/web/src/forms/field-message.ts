import {
  MINIMUM_AGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validationMessageKey,
} from "@stampwise/contract";
import type { TFunction } from "@stampwise/i18n";

/** Numbers some messages name, filled in so a changed limit changes every language at once. */
const LIMITS = {
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_LENGTH,
  minimumAge: MINIMUM_AGE,
} as const;

/**
 * The text to show under a field for a schema or server message: its translation when the contract
 * names it, else a generic "Please check this field" (never the raw English text in Swedish).
 */
export function translateFieldMessage(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  const key = validationMessageKey(message);
  return key ? t(`validation.${key}`, LIMITS) : t("validation.generic");
}
