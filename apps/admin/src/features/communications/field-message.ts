import { communicationMessageKey } from "@stampwise/contract";
import type { TFunction } from "@stampwise/i18n";
import { translateFieldMessage } from "@stampwise/web";

/**
 * A communications or targeting field message in the reader's language: those messages live in
 * the `validation` texts under their own keys (kept out of the table every form loads).
 */
export function communicationFieldMessage(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  const key = communicationMessageKey(message);
  return key ? t(`validation.${key}`) : translateFieldMessage(message, t);
}
